import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { loginHref, useMemberGate } from '@/components/auth/use-member-gate'
import { openPopup } from '@/components/ui/popup-store'
import { isSsoPartnerUrl } from '@contract/sso-partners'
import { ACADEMY_WINDOW, submitHandOff } from '../academy-hand-off'

/** The server's code from a failed call, read without importing the call layer (loaded on demand). */
const failure = (error: unknown) => error as { kind?: string; status?: number } | null

/**
 * The form is built in the new window's own (blank, same-origin) document, so it needs no name lookup
 * across windows; if that document cannot be reached, ours posts into the window by its name.
 */
function postInto(win: Window, data: Parameters<typeof submitHandOff>[0]): void {
  let doc: Document | null = null
  try {
    doc = win.document
  } catch {
    doc = null
  }
  if (doc?.body) submitHandOff(data, '_self', doc)
  else submitHandOff(data, ACADEMY_WINDOW)
}

/**
 * The academy link (docs/requirements/accounts.md#acc-20): visitors get the login popup; a member's click opens a
 * window at once (a window opened after the call would be stopped by the popup blocker), asks the server
 * for the hand-off (GET /member/kpgaacademy) and posts it there. Every refusal closes the window again:
 * - status 200 without an association record: "not eligible, contact the association";
 * - any other status: the server's message, and closing it goes to the login page;
 * - the session refused (401): the call layer has ended it, and the shell's SessionEndNotice says why
 *   and offers the login, so nothing more is said here.
 */
export function useAcademy(): () => void {
  const { t } = useLingui()
  const router = useRouter()
  const gate = useMemberGate()

  const toLogin = useCallback(() => router.navigate({ href: loginHref(router.state.location.href) }), [router])

  const handOff = useCallback(
    async (win: Window) => {
      try {
        // Loaded on demand, as the logout is: the call layer's schemas stay out of the first page load.
        const { getSsoHandOff } = await import('@/api/member')
        const answer = await getSsoHandOff('kpgaacademy')
        if (answer.status !== 200) {
          win.close()
          await openPopup({ message: answer.data.message || t`An error has occurred.`, tone: 'error' })
          await toLogin()
          return
        }
        if (!answer.data.isExistMember) {
          win.close()
          await openPopup({
            message: t`This account is not eligible to log in to the academy. Please contact the association.`,
          })
          return
        }
        const { returl } = answer.data
        // Only a known partner's https page may receive the member's details.
        if (!isSsoPartnerUrl(returl)) throw new Error('The academy hand-off has no usable address')
        postInto(win, { ...answer.data, returl })
      } catch (error) {
        win.close()
        const { kind, status } = failure(error) ?? {}
        if (kind !== 'http' || status !== 401) await openPopup()
      }
    },
    [t, toLogin],
  )

  return useCallback(() => {
    gate(() => {
      const win = window.open('about:blank', ACADEMY_WINDOW)
      if (!win) {
        void openPopup({
          message: t`The academy opens in a new window. Please allow pop-ups for this site and try again.`,
        })
        return
      }
      // The partner's page must not reach back into the portal through window.opener.
      win.opener = null
      try {
        win.document.title = t`Academy`
        win.document.body.textContent = t`Connecting to the academy…`
      } catch {
        // A browser that does not let us write into the blank window simply shows it empty meanwhile.
      }
      void handOff(win)
    })
  }, [gate, handOff, t])
}
