import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { myEducationApplicationsQueryOptions } from '@/api/education-applications'
import { EmptyState } from '@/components/ui/empty-state'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/lib/portal-paths'
import { useSessionStore } from '@/stores/session'
import { ApplicationCard } from './application-card'
import '../edu.css'

/** /member/mypage?tab=edu: the member's education applications (docs/requirements/my-page.md#my-11). */
export function EduPanel() {
  const memberId = useSessionStore((s) => s.userInfo?.id ?? '')
  const list = useQuery({ ...myEducationApplicationsQueryOptions(memberId), enabled: memberId !== '' })
  const schedule = (
    <PortalLink to={paths.education} className="btn">
      <Trans>See the education schedule</Trans>
    </PortalLink>
  )
  return (
    <section className="mypage-card" aria-labelledby="edu-title" aria-busy={list.isPending}>
      <div className="edu-head">
        <h2 id="edu-title" className="mypage-card__title">
          <Trans>Education applications</Trans>
        </h2>
        {list.data && list.data.items.length > 0 ? schedule : null}
      </div>
      {list.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : !list.data ? (
        <Skeleton height="8rem" />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon="certificate" title={<Trans>No education application history</Trans>} actions={schedule} />
      ) : (
        <ul role="list" className="edu-apps">
          {list.data.items.map((a) => (
            <ApplicationCard key={a.id} application={a} />
          ))}
        </ul>
      )}
    </section>
  )
}
