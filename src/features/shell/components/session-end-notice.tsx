import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { openPopup } from '@/components/ui/popup-store'
import { errorText } from '@/lib/error-texts'
import { loginHref } from '@/components/auth/use-member-gate'
import { useSessionStore } from '@/stores/session'

/**
 * Tells the member why the server ended their session (another device logged in, the login expired, a
 * reused token), once, with a way back to the login form. Without it the member would only notice that
 * the header says "log in" again, and a payment page would fail without a word.
 */
export function SessionEndNotice() {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const code = useSessionStore((s) => s.endNotice)

  useEffect(() => {
    if (code === null) return
    useSessionStore.getState().setEndNotice(null)
    const message = errorText(i18n, code) ?? t`You have been logged out. Please log in again.`
    void openPopup({ title: t`Logged out`, message, confirmLabel: t`Log in`, cancelLabel: t`Close` }).then((login) => {
      if (!login) return
      void router.navigate({ href: loginHref(router.state.location.href) })
    })
  }, [code, i18n, t, router])

  return null
}
