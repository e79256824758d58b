import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { openPopup } from '@/components/ui/popup-store'
import { ERROR_CODES } from '@contract/error-codes'
import { errorText } from '@/lib/error-texts'
import { paths } from '@/lib/portal-paths'
import { useSessionStore } from '@/stores/session'

/**
 * The login page with a way back (the login route keeps only a path of this site). A sign page (login,
 * recovery) is no place to come back to after logging in, so the member then lands on the home page.
 */
export function loginHref(redirect?: string): string {
  return redirect && !redirect.startsWith('/sign/')
    ? `${paths.login}?${new URLSearchParams({ redirect })}`
    : paths.login
}

/** Logged in with user info (docs/requirements/accounts.md#acc-19: both, not just a stored marker). */
export function isMember(): boolean {
  const { isLogin, userInfo } = useSessionStore.getState()
  return isLogin && userInfo !== null
}

export interface GateOptions {
  /** Where the login sends the member back to; the current page when omitted. */
  redirect?: string
}

/**
 * The member-only gate of docs/requirements/accounts.md#acc-19 and docs/requirements/api-conventions.md#api-11
 * (tournament application, academy link): a logged-in member's action runs; a visitor gets the popup "please log in and
 * try again", whose closing (confirm, Escape or the backdrop) goes to the login page with a redirect back.
 *
 * It lives in src/components, not in a feature, because the shell's links and later features (the
 * tournament application screens) need the same gate, and features never import each other. It needs
 * only the session store, the popup and the router, all below features (docs/decisions/0024).
 *
 * Returns `gate(action, options)`: true when the action ran.
 */
export function useMemberGate() {
  const { t, i18n } = useLingui()
  const router = useRouter()
  return useCallback(
    (action: () => void, options: GateOptions = {}): boolean => {
      if (isMember()) {
        action()
        return true
      }
      const redirect = options.redirect ?? router.state.location.href
      void openPopup({ message: errorText(i18n, ERROR_CODES.LOGIN_REQUIRED), confirmLabel: t`Log in` }).then(() =>
        router.navigate({ href: loginHref(redirect) }),
      )
      return false
    },
    [t, i18n, router],
  )
}
