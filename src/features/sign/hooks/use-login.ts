import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { isApiError } from '@/api/api-error'
import { login } from '@/api/auth'
import { restoreSession } from '@/api/session-bootstrap'
import { openPopup } from '@/components/ui/popup-store'

export type LoginFailure = 'credentials' | 'rate-limited' | null

/** What a refused login looks like to the member: wrong credentials and throttling get their own words. */
function failureOf(error: unknown): LoginFailure {
  if (!isApiError(error) || error.kind !== 'http') return null
  if (error.status === 400 || error.status === 401) return 'credentials'
  if (error.status === 429) return 'rate-limited'
  return null
}

/**
 * Logs in, fills the session (restoreSession fetches the profile) and goes on to `redirect`.
 * Other failures (network, server) get the generic error popup.
 */
export function useLogin(redirect: string | undefined) {
  const router = useRouter()
  const mutation = useMutation({
    mutationFn: (body: { id: string; pwd: string }) => login(body),
    onSuccess: async () => {
      await restoreSession()
      await router.navigate({ href: redirect ?? '/' })
    },
    onError: (error) => {
      if (failureOf(error) === null) void openPopup()
    },
  })
  return { ...mutation, failure: mutation.isError ? failureOf(mutation.error) : null }
}
