import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { checkApplicationQueue, gameApplyKeys } from '@/api/game-apply'

/** Never ask more often than this, whatever the server suggests (an object so tests can shorten it). */
export const applyQueuePoll = { minMs: 1000 }

/**
 * The applications' waiting room (docs/requirements/tournament-applications.md#app-10): asked only once the member
 * presses Apply, again after the server's `retryAfterMs` while waiting; `admitted` (or the room off) lets the
 * application go with the token. `restart` drops the token when the server refused it (QUEUE_TOKEN_REQUIRED).
 */
export function useApplyQueue(gameId: number, active: boolean) {
  const queryClient = useQueryClient()
  const token = useRef<string | null>(null)
  const firstPosition = useRef<number | null>(null)
  const query = useQuery({
    queryKey: gameApplyKeys.queue(gameId),
    queryFn: async ({ signal }) => {
      const answer = await checkApplicationQueue(gameId, token.current, signal)
      token.current = answer.token
      return answer
    },
    enabled: active,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: 5,
    refetchInterval: (q) =>
      q.state.data?.state === 'waiting' ? Math.max(applyQueuePoll.minMs, q.state.data.retryAfterMs) : false,
  })
  const data = active ? query.data : undefined
  if (data?.state === 'waiting' && (firstPosition.current === null || data.position > firstPosition.current))
    firstPosition.current = data.position
  const restart = useCallback(() => {
    token.current = null
    firstPosition.current = null
    void queryClient.resetQueries({ queryKey: gameApplyKeys.queue(gameId) })
  }, [gameId, queryClient])
  const first = firstPosition.current
  const progress = data?.state === 'waiting' && first ? Math.max(0, Math.min(1, 1 - data.position / first)) : 0
  return {
    data,
    waiting: data?.state === 'waiting',
    admitted: data?.state === 'admitted' || data?.state === 'off',
    failed: active && query.isError,
    progress,
    restart,
    token: data?.token ?? null,
  }
}
