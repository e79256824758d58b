import { useQuery } from '@tanstack/react-query'
import { memberDetailQueryOptions } from '@/api/member'
import { Skeleton } from '@/components/ui/skeleton'
import { MarketingConsent } from './marketing-consent'
import { PanelError } from './panel-error'
import { PhoneChange } from './phone-change'
import { ProfileForm } from './profile-form'

/** ?tab=profile: personal information, the mobile number and the marketing consent. */
export function ProfilePanel() {
  const detail = useQuery(memberDetailQueryOptions())
  if (detail.isError) return <PanelError onRetry={() => void detail.refetch()} />
  if (!detail.data) {
    return (
      <div className="mypage-card mypage-stack" aria-busy="true">
        <Skeleton width="40%" height="1.6em" />
        <Skeleton height="50px" />
        <Skeleton height="50px" />
        <Skeleton height="50px" />
      </div>
    )
  }
  return (
    <div className="mypage-stack">
      <ProfileForm member={detail.data} />
      <PhoneChange member={detail.data} />
      <MarketingConsent member={detail.data} />
    </div>
  )
}
