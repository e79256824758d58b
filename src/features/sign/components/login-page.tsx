import { Trans, useLingui } from '@lingui/react/macro'
import { Icon } from '@/components/ui/icons'
import { Logo } from '@/components/ui/logo'
import { PortalLink } from '@/components/ui/portal-link'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paths } from '@/lib/portal-paths'
import { LoginAside } from './login-aside'
import { LoginForm } from './login-form'
import '../sign.css'

interface LoginPageProps {
  redirect?: string
  /** shop: /sign/loginShop, opened from the shop without the portal's header, so it brings its own logo. */
  variant?: 'portal' | 'shop'
}

export function LoginPage({ redirect, variant = 'portal' }: LoginPageProps) {
  const { t } = useLingui()
  useDocumentTitle(variant === 'shop' ? t`Shop log in` : t`Log in`)
  return (
    <div className={`login-page login-page--${variant}`}>
      <div className="login-page__card">
        <LoginAside variant={variant} />
        <section className="login-page__main" aria-labelledby="login-title">
          {variant === 'shop' ? (
            <PortalLink to={paths.home} className="login-page__logo">
              <Logo />
            </PortalLink>
          ) : null}
          <h1 id="login-title" className="login-page__title">
            {variant === 'shop' ? <Trans>Log in to the shop</Trans> : <Trans>Log in</Trans>}
          </h1>
          <p className="login-page__lead">
            <Trans>Association members and web members use the same account.</Trans>
          </p>
          <LoginForm redirect={redirect} />
          <ul role="list" className="login-page__links">
            <li>
              <PortalLink to="/sign/findId">
                <Trans>Find ID</Trans>
              </PortalLink>
            </li>
            <li>
              <PortalLink to="/sign/findPw">
                <Trans>Find password</Trans>
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
    </div>
  )
}
