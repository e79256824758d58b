import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/api/query-keys'
import { useSessionStore } from '@/stores/session'

/**
 * A member's own data (profile, account details) leaves the query cache whenever the signed-in member
 * changes: a logout, a session the server ended (another device, an expired login), a withdrawal, or the
 * next person's login on the same tab. The keys carry no member id, so without this the next person's my
 * page could show the previous member's details until the cache went stale. The clean centre's staff
 * review lists and the staff's scoring desk go the same way.
 */
export function clearMemberDataOnSessionChange(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (state.userInfo?.id === previous.userInfo?.id) return
    queryClient.removeQueries({ queryKey: queryKeys.member.all })
    // Staff-only lists (exemption applications with diagnoses, reporters' contacts) must not outlive the login.
    queryClient.removeQueries({ queryKey: queryKeys.clean.review })
    // The scoring desk's lists (scorer accounts, feed tokens, addresses in the score audit) likewise.
    queryClient.removeQueries({ queryKey: queryKeys.staff.all })
    // Dues, standing and payment orders are one member's money.
    queryClient.removeQueries({ queryKey: queryKeys.dues.all })
    queryClient.removeQueries({ queryKey: queryKeys.payments.all })
  })
}
