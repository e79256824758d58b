import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { duesCardQueryOptions } from '@/api/dues'
import { queryKeys } from '@/api/query-keys'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { CARD_STATE_LABELS } from '@/lib/standing-labels'
import { failReasonText } from '@/lib/payment-errors'
import { PaymentFrame } from './payment-frame'

/**
 * Where the card-registration window returns (docs/requirements/standing-and-dues.md#sd-12): the provider told the
 * server the outcome, so the page shows the card's state as the server now has it.
 */
export function CardReturn({ code }: { code?: string }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Dues card`)
  const queryClient = useQueryClient()
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.dues.card() })
  }, [queryClient])
  const card = useQuery(duesCardQueryOptions())
  return (
    <PaymentFrame title={<Trans>Dues card</Trans>}>
      <div className="pay-status" role="status">
        {code ? <p className="pay-error">{failReasonText(i18n, code)}</p> : null}
        {card.data ? (
          <p className={`pay-status__label pay-status__label--${card.data.state === 'registered' ? 'paid' : 'unpaid'}`}>
            {i18n._(CARD_STATE_LABELS[card.data.state])}
            {card.data.cardLabel ? ` · ${card.data.cardLabel}` : ''}
          </p>
        ) : card.isError ? null : (
          <Skeleton height="3rem" />
        )}
        <div className="pay-actions">
          <Link to="/member/mypage" search={{ tab: 'dues' }} className="btn btn--primary btn--lg">
            <Trans>Back to dues</Trans>
          </Link>
        </div>
      </div>
    </PaymentFrame>
  )
}
