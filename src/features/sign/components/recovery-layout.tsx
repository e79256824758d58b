import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'
import '../sign.css'
import './recovery-layout.css'

export const RECOVERY_PATHS = { findId: '/sign/findId', findPw: '/sign/findPw' } as const

interface RecoveryLayoutProps {
  current: 'findId' | 'findPw'
  title: ReactNode
  lead: ReactNode
  children: ReactNode
}

/** Find ID and find password share one card with a switch between them, as on the login page's card. */
export function RecoveryLayout({ current, title, lead, children }: RecoveryLayoutProps) {
  const { t } = useLingui()
  return (
    <div className="login-page">
      <section className="recovery-card" aria-labelledby="recovery-title">
        <nav className="recovery-tabs" aria-label={t`Account recovery`}>
          <PortalLink
            to={RECOVERY_PATHS.findId}
            className="recovery-tabs__tab"
            aria-current={current === 'findId' ? 'page' : undefined}
          >
            <Trans>Find ID</Trans>
          </PortalLink>
          <PortalLink
            to={RECOVERY_PATHS.findPw}
            className="recovery-tabs__tab"
            aria-current={current === 'findPw' ? 'page' : undefined}
          >
            <Trans>Find password</Trans>
          </PortalLink>
        </nav>
        <div className="recovery-card__body">
          <h1 id="recovery-title" className="login-page__title">
            {title}
          </h1>
          <p className="login-page__lead">{lead}</p>
          {children}
        </div>
        <ul role="list" className="login-page__links recovery-card__links">
          <li>
            <PortalLink to={paths.login}>
              <Trans>Log in</Trans>
            </PortalLink>
          </li>
          <li>
            <PortalLink to="/sign/join" className="login-page__join">
              <Trans>Sign up</Trans>
              <Icon name="chevronRight" />
            </PortalLink>
          </li>
        </ul>
      </section>
    </div>
  )
}
