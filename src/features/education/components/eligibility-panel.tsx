import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { educationEligibilityQueryOptions } from '@/api/education'
import { loginHref } from '@/components/auth/use-member-gate'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/lib/portal-paths'
import type { EducationEventDetailDto } from '@contract/education'
import { useSessionStore } from '@/stores/session'
import { REASON_LABELS } from '../labels'
import { ApplyBox } from './apply-box'

/** A visitor sees the conditions above and how to find out where they stand. */
function VisitorPanel() {
  const href = useRouterState({ select: (s) => s.location.href })
  return (
    <div className="edu-check">
      <p>
        <Trans>Log in as an association member to see whether you meet this session’s conditions.</Trans>
      </p>
      <PortalLink to={loginHref(href)} className="btn btn--primary">
        <Icon name="login" />
        <Trans>Log in</Trans>
      </PortalLink>
    </div>
  )
}

/** The logged-in member's standing for this session, from the server's check (membership, dues, window). */
function MemberPanel({ event, memberId }: { event: EducationEventDetailDto; memberId: string }) {
  const { i18n } = useLingui()
  const query = useQuery(educationEligibilityQueryOptions(event.eventId, memberId))
  if (query.isPending) {
    return (
      <div className="edu-check" role="status" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Loading…</Trans>
        </span>
        <Skeleton height="1.5rem" width="40%" />
        <Skeleton height="3rem" />
      </div>
    )
  }
  if (query.isError) {
    return (
      <div className="edu-check" role="alert">
        <p>
          <Trans>Your standing could not be checked.</Trans>
        </p>
        <button type="button" className="btn" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  }
  const result = query.data
  return (
    <div className="edu-check" data-ok={result.canApplyNow}>
      <p className="edu-check__verdict">
        <Icon name={result.meetsConditions ? 'shield' : 'alert'} />
        {result.canApplyNow ? (
          <Trans>You meet the conditions and applications are open.</Trans>
        ) : result.meetsConditions ? (
          <Trans>You meet the conditions for this session.</Trans>
        ) : (
          <Trans>You do not meet the conditions for this session.</Trans>
        )}
      </p>
      {result.reasons.length > 0 ? (
        <ul className="edu-check__reasons">
          {result.reasons.map((reason) => (
            <li key={reason} data-reason={reason}>
              {i18n._(REASON_LABELS[reason])}
              {reason === 'DUES_UNPAID' ? (
                <>
                  {' '}
                  <PortalLink to={paths.myPageTab('dues')} className="text-link">
                    <Trans>Pay your dues</Trans>
                  </PortalLink>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ApplyBox event={event} memberId={memberId} canApplyNow={result.canApplyNow} />
    </div>
  )
}

/** "Can I apply?": the member's standing, or a login link for a visitor. */
export function EligibilityPanel({ event }: { event: EducationEventDetailDto }) {
  const memberId = useSessionStore((s) => (s.isLogin ? (s.userInfo?.id ?? null) : null))
  return (
    <section className="edu-detail__check" aria-labelledby="edu-check-title">
      <h2 id="edu-check-title" className="edu-check__title">
        <Trans>Can I apply?</Trans>
      </h2>
      {memberId ? <MemberPanel event={event} memberId={memberId} /> : <VisitorPanel />}
    </section>
  )
}
