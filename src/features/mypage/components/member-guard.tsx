import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { Icon } from '@/components/ui/icons'
import { loginHref } from '@/components/auth/use-member-gate'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { paths } from '@/lib/portal-paths'
import { useSessionStore } from '@/stores/session'
import { useSettled } from '@/lib/use-settled'
import { useWithdrawalOutcome } from '../withdrawal-outcome'
import { WithdrawalComplete } from './withdrawal-complete'
import '../mypage.css'

interface MemberGuardProps {
  /** The start-up session check (router context): until it settles nobody is known to be signed out. */
  sessionReady: Promise<unknown>
  children: ReactNode
}

/**
 * The member area's gate (docs/requirements/accounts.md#acc-19): a signed-in member sees the page; a visitor,
 * or a member whose session ended meanwhile, sees why not and a way to log in that comes back here.
 * Never a blank page and never a silent redirect: the member should know where they were going.
 */
export function MemberGuard({ sessionReady, children }: MemberGuardProps) {
  const restored = useSettled(sessionReady)
  const isLogin = useSessionStore((s) => s.isLogin)
  const outcome = useWithdrawalOutcome((s) => s.outcome)
  const setOutcome = useWithdrawalOutcome((s) => s.set)

  // The farewell page belongs to the moment of withdrawal: a new login or leaving the area ends it.
  useEffect(() => {
    if (isLogin) setOutcome(null)
  }, [isLogin, setOutcome])
  useEffect(() => () => setOutcome(null), [setOutcome])

  if (outcome && !isLogin) return <WithdrawalComplete outcome={outcome} />
  if (isLogin) return <>{children}</>
  if (!restored) return <GuardSkeleton />
  return <LoginRequired />
}

function GuardSkeleton() {
  return (
    <div className="member-gate" aria-busy="true">
      <div className="member-gate__card member-gate__card--loading" role="status">
        <VisuallyHidden>
          <Trans>Checking your login…</Trans>
        </VisuallyHidden>
        <Skeleton width={64} height={64} radius="50%" />
        <Skeleton width="60%" height="1.6em" />
        <Skeleton width="80%" />
        <Skeleton width="40%" height="48px" radius="999px" />
      </div>
    </div>
  )
}

function LoginRequired() {
  const { t } = useLingui()
  const here = useRouterState({ select: (s) => s.location.href })
  useDocumentTitle(t`Log in to continue`)
  const loginLink = loginHref(here)
  return (
    <div className="member-gate">
      <section className="member-gate__card" aria-labelledby="member-gate-title">
        <span className="empty-state__icon">
          <Icon name="shield" />
        </span>
        <h1 id="member-gate-title" className="member-gate__title">
          <Trans>Members only</Trans>
        </h1>
        <p className="member-gate__text">
          <Trans>This page is available only for association and web members. Please log in to continue.</Trans>
        </p>
        <div className="member-gate__actions">
          <PortalLink to={loginLink} className="btn btn--primary btn--lg">
            <Icon name="login" />
            <Trans>Log in</Trans>
          </PortalLink>
          <PortalLink to={paths.home} className="btn btn--quiet btn--lg">
            <Trans>Go to home</Trans>
          </PortalLink>
        </div>
      </section>
    </div>
  )
}
