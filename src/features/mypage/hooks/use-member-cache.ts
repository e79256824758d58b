import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { MemberDetail } from '@contract/member-account'
import { queryKeys } from '@/api/query-keys'

/**
 * After a change the server answers the whole updated record: it replaces the cached one at once (no
 * refetch flash), and the start-up profile and account state, which share fields with it, refetch.
 */
export function useStoreMemberDetail(): (detail: MemberDetail) => void {
  const queryClient = useQueryClient()
  return useCallback(
    (detail: MemberDetail) => {
      queryClient.setQueryData(queryKeys.member.detail(), detail)
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.profile() })
      void queryClient.invalidateQueries({ queryKey: queryKeys.member.accountInfo(detail.id) })
    },
    [queryClient],
  )
}
