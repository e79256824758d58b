import { Trans } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { loginHref } from '@/components/auth/use-member-gate'
import { EmptyState } from '@/components/ui/empty-state'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { useSettled } from '@/lib/use-settled'
import { useSessionStore } from '@/stores/session'
import '../staff.css'

interface StaffGuardProps {
  sessionReady: Promise<unknown>
  /**
   * Whose page it is: the staff desk's calls are answered for `staff`, the officials' console's for `official`
   * (docs/requirements/officials.md#of-1); the gate names the account the visitor needs.
   */
  audience?: 'staff' | 'officials'
  children: ReactNode
}

/**
 * The staff area's gate: a signed-in account sees the page, whose calls the server answers for the page's role only
 * (403 "no access rights" for anyone else, shown by the page); a visitor is asked to log in and comes back.
 */
export function StaffGuard({ sessionReady, audience = 'staff', children }: StaffGuardProps) {
  const restored = useSettled(sessionReady)
  const isLogin = useSessionStore((s) => s.isLogin)
  const here = useRouterState({ select: (s) => s.location.href })
  if (isLogin) return <>{children}</>
  if (!restored)
    return (
      <div className="container staff-body" role="status" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Checking your login…</Trans>
        </span>
        <Skeleton height="10rem" radius="12px" />
      </div>
    )
  return (
    <div className="container staff-body">
      <section className="staff-card">
        <EmptyState
          icon="shield"
          as="h1"
          title={audience === 'officials' ? <Trans>Officials only</Trans> : <Trans>Staff only</Trans>}
          actions={
            <PortalLink to={loginHref(here)} className="btn btn--primary btn--lg">
              <Icon name="login" />
              <Trans>Log in</Trans>
            </PortalLink>
          }
        >
          <p>
            {audience === 'officials' ? (
              <Trans>
                Log in with a tournament official's account of the association to use the officials' console.
              </Trans>
            ) : (
              <Trans>Log in with a staff account of the association to use the staff desk.</Trans>
            )}
          </p>
        </EmptyState>
      </section>
    </div>
  )
}
