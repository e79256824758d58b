import { Trans } from '@lingui/react/macro'
import { useEffect, useState, type ReactNode } from 'react'
import { ERROR_CODES } from '@contract/error-codes'
import { loginHref } from '@/components/auth/use-member-gate'
import { EmptyState } from '@/components/ui/empty-state'
import { PortalLink } from '@/components/ui/portal-link'
import { MemberGuard } from '@/features/mypage/components/member-guard'
import { useSessionStore } from '@/stores/session'
import '../payments.css'

/**
 * The payment pages' gate: the member area's, except that a session replaced by a login elsewhere while paying
 * says so in the specification's words (docs/requirements/payments.md#pay-9) instead of a plain "log in".
 */
export function PaymentGuard({
  sessionReady,
  here,
  children,
}: {
  sessionReady: Promise<unknown>
  here: string
  children: ReactNode
}) {
  const isLogin = useSessionStore((s) => s.isLogin)
  const [replaced, setReplaced] = useState(false)
  // The notice is read as it is set: the shell's popup clears it right after.
  useEffect(
    () =>
      useSessionStore.subscribe((s) => {
        if (String(s.endNotice) === String(ERROR_CODES.SESSION_REPLACED)) setReplaced(true)
      }),
    [],
  )
  useEffect(() => {
    if (isLogin) setReplaced(false)
  }, [isLogin])
  if (replaced && !isLogin)
    return (
      <div className="container pay-page">
        <section className="pay-card" role="alert">
          <EmptyState
            icon="alert"
            as="h1"
            title={<Trans>Duplicate login not allowed for payment.</Trans>}
            actions={
              <PortalLink to={loginHref(here)} className="btn btn--primary btn--lg">
                <Trans>Log in</Trans>
              </PortalLink>
            }
          >
            <p>
              <Trans>
                Your account logged in on another device, so this one was logged out. Log in again to see the payment.
              </Trans>
            </p>
          </EmptyState>
        </section>
      </div>
    )
  return <MemberGuard sessionReady={sessionReady}>{children}</MemberGuard>
}
