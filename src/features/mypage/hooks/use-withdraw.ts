import { useMutation, useQueryClient } from '@tanstack/react-query'
import { withdraw } from '@/api/member'
import { queryKeys } from '@/api/query-keys'
import { endSession } from '@/api/session-end'
import { useWithdrawalOutcome } from '../withdrawal-outcome'

/**
 * DELETE /member/delete, then the local end of the session. The server ended every session of the member
 * with the withdrawal, so POST /logout (the shell's logout path) would only answer 401: ending it here is
 * all that is left, as the logout does after its call. The member's cached data goes with it.
 */
export function useWithdraw() {
  const queryClient = useQueryClient()
  const setOutcome = useWithdrawalOutcome((s) => s.set)
  return useMutation({
    mutationFn: (pwd: string) => withdraw(pwd),
    onSuccess: (result) => {
      endSession()
      setOutcome(result)
      queryClient.removeQueries({ queryKey: queryKeys.member.all })
    },
  })
}
