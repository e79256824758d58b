import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { memberDetailQueryOptions } from '@/api/member'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { ArrearsStatus } from './arrears-status'
import { ConsentForm } from './consent-form'
import { DuesCard } from './dues-card'
import { DuesHistory } from './dues-history'
import { EntranceFee } from './entrance-fee'
import { PaymentGuide } from './payment-guide'
import { PermissionsPanel } from './permissions-panel'
import { SanctionsStatus } from './sanctions-status'
import { UnpaidList } from './unpaid-list'
import '../dues.css'

/** /member/mypage?tab=dues: the dues sections of docs/requirements/standing-and-dues.md#sd-11. */
export function DuesPanel() {
  const detail = useQuery(memberDetailQueryOptions())
  if (detail.isPending) return <Skeleton height="12rem" radius="12px" />
  if (detail.data && detail.data.memberNo === null)
    return (
      <div className="mypage-card">
        <EmptyState icon="payment" title={<Trans>No dues for web members</Trans>}>
          <Trans>Dues and the entrance fee are for association members.</Trans>
        </EmptyState>
      </div>
    )
  return (
    <div className="mypage-stack dues">
      <PermissionsPanel />
      <UnpaidList />
      <ArrearsStatus />
      <PaymentGuide />
      <EntranceFee />
      <DuesHistory />
      <DuesCard />
      <SanctionsStatus />
      <ConsentForm />
    </div>
  )
}
