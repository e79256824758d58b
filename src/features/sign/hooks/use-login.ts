import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { ERROR_CODES } from '@contract/error-codes'
import type { LoginBody } from '@contract/auth'
import { isApiError } from '@/api/api-error'
import { login } from '@/api/auth'
import { restoreSession } from '@/api/session-bootstrap'
import { openPopup } from '@/components/ui/popup-store'
import { errorText } from '@/lib/error-texts'

/**
 * The code whose words a refused login shows. A 400 (an ID that breaks the format) reads as wrong
 * credentials too: telling "no such ID format" apart would only help someone probing for accounts.
 */
export function loginFailureCode(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null
  if (error.status === 429) return ERROR_CODES.RATE_LIMITED
  if (error.status === 400 || error.status === 401) return ERROR_CODES.LOGIN_FAILED
  return null
}

/**
 * Logs in, fills the session (restoreSession fetches the profile) and goes on to `redirect`.
 * Wrong credentials and throttling are said beside the form; other failures (network, server) get the
 * generic error popup.
 */
export function useLogin(redirect: string | undefined) {
  const { i18n } = useLingui()
  const router = useRouter()
  const mutation = useMutation({
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: async () => {
      await restoreSession()
      await router.navigate({ href: redirect ?? '/' })
    },
    onError: (error) => {
      if (loginFailureCode(error) === null) void openPopup()
    },
  })
  const code = mutation.isError ? loginFailureCode(mutation.error) : null
  return { ...mutation, failure: code === null ? null : errorText(i18n, code) }
}
