import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { myTueQueryOptions } from '@/api/clean'
import { loginHref } from '@/components/auth/use-member-gate'
import { EmptyState } from '@/components/ui/empty-state'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useSessionStore } from '@/stores/session'
import { useSettled } from '@/lib/use-settled'
import { CleanBand } from './clean-band'
import { MyApplications } from './my-applications'
import { TueForm } from './tue-form'
import { TueIntro } from './tue-intro'
import '../clean.css'

function AreaSkeleton() {
  return (
    <div className="clean-card" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton width="40%" height="1.6em" />
      <Skeleton height="6rem" radius="10px" />
    </div>
  )
}

/** A visitor: what to do to apply, with a way back here after logging in. */
function LoginToApply() {
  const here = useRouterState({ select: (s) => s.location.href })
  return (
    <section className="clean-card clean-gate" aria-labelledby="tue-login-title">
      <h2 id="tue-login-title" className="clean-card__title">
        <Trans>Log in to apply</Trans>
      </h2>
      <p>
        <Trans>Association members apply and follow their applications here after logging in.</Trans>
      </p>
      <PortalLink to={loginHref(here)} className="btn btn--primary btn--lg">
        <Icon name="login" />
        <Trans>Log in</Trans>
      </PortalLink>
    </section>
  )
}

/** The member's part of the page: the form and their own applications, or why they cannot apply. */
function MemberArea({ loginId }: { loginId: string }) {
  const query = useQuery(myTueQueryOptions(loginId))
  if (query.isPending) return <AreaSkeleton />
  if (query.isError) {
    return (
      <div role="alert" className="clean-card">
        <EmptyState
          icon="alert"
          title={<Trans>This information could not be loaded</Trans>}
          actions={
            <button type="button" className="btn" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      </div>
    )
  }
  const { canApply, canReview, items } = query.data
  if (!canApply) {
    return (
      <>
        <section className="clean-card clean-gate" aria-labelledby="tue-members-only">
          <h2 id="tue-members-only" className="clean-card__title">
            <Trans>Members only</Trans>
          </h2>
          <p>
            <Trans>
              This service is available only for association members. Web members who are not association members cannot
              apply.
            </Trans>
          </p>
          {canReview ? (
            <Link to="/cleans/tue/review/" search={{ tab: 'tue', page: 1 }} className="btn btn--primary">
              <Trans>Review applications</Trans>
            </Link>
          ) : null}
        </section>
        {items.length > 0 ? <MyApplications items={items} /> : null}
      </>
    )
  }
  return (
    <>
      {canReview ? (
        <p className="clean-staff-link">
          <Link to="/cleans/tue/review/" search={{ tab: 'tue', page: 1 }}>
            <Trans>Review applications</Trans>
          </Link>
        </p>
      ) : null}
      <MyApplications items={items} />
      <TueForm loginId={loginId} />
    </>
  )
}

/** /cleans/tue/: the exemption explained to everyone; the application and its statuses for members. */
export function TuePage({ sessionReady }: { sessionReady: Promise<unknown> }) {
  const { t } = useLingui()
  useDocumentTitle(t`Therapeutic use exemption · Clean centre`)
  const restored = useSettled(sessionReady)
  const loginId = useSessionStore((s) => (s.isLogin ? (s.userInfo?.id ?? null) : null))
  return (
    <>
      <CleanBand title={<Trans>Therapeutic use exemption (TUE)</Trans>} current="/cleans/tue/" />
      <div className="container clean-body">
        <TueIntro />
        <div className="clean-stack">
          {loginId ? <MemberArea key={loginId} loginId={loginId} /> : restored ? <LoginToApply /> : <AreaSkeleton />}
        </div>
      </div>
    </>
  )
}
