import { Trans } from '@lingui/react/macro'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'
import { useSessionStore } from '@/stores/session'
import { useLogout } from '../hooks/use-logout'

interface AuthActionsProps {
  className?: string
  itemClassName?: string
}

/** Login when signed out, logout when signed in, and MY either way (the my page asks to log in). */
export function AuthActions({ className, itemClassName = 'auth-actions__item' }: AuthActionsProps) {
  const isLogin = useSessionStore((s) => s.isLogin)
  const userName = useSessionStore((s) => s.userInfo?.name)
  const onLogout = useLogout()
  return (
    <div className={className ?? 'auth-actions'}>
      {isLogin && userName ? (
        <span className="auth-actions__greeting">
          <Trans>Hi, {userName}</Trans>
        </span>
      ) : null}
      {isLogin ? (
        <button type="button" className={itemClassName} onClick={() => void onLogout()}>
          <Icon name="logout" />
          <Trans>Log out</Trans>
        </button>
      ) : (
        <PortalLink to={paths.login} className={itemClassName}>
          <Icon name="login" />
          <Trans>Log in</Trans>
        </PortalLink>
      )}
      <PortalLink to={paths.myPage} className={itemClassName}>
        <Icon name="user" />
        <Trans>MY</Trans>
      </PortalLink>
    </div>
  )
}
