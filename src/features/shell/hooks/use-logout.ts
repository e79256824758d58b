import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { queryKeys } from '@/api/query-keys'
import { useSessionStore } from '@/stores/session'

/**
 * docs/requirements/accounts.md#acc-8: logout calls the service, clears stored data, empties the login state and goes
 * to /.
 */
export function useLogout(): () => Promise<void> {
  const router = useRouter()
  const queryClient = useQueryClient()
  return useCallback(async () => {
    // Loaded on demand: the call layer's schemas stay out of the first page load.
    const { logout } = await import('@/api/auth')
    await logout()
    useSessionStore.getState().signOut()
    // The member's own data must not survive into the next person's session on this device.
    queryClient.removeQueries({ queryKey: queryKeys.member.all })
    await router.navigate({ to: '/' })
  }, [router, queryClient])
}
