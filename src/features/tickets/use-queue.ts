import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { checkQueue, ticketKeys } from '@/api/tickets'
import { useSessionStore } from '@/stores/session'
import { queueToken } from './queue-token'

/** Never ask more often than this, whatever the server suggests (an object so tests can shorten it). */
export const queuePoll = { minMs: 1000 }

/**
 * The buyer's place in the waiting room (docs/requirements/ticketing.md#tkt-8): asks `GET /netfunnerl/check` with the
 * kept token, again after the server's `retryAfterMs` while waiting, and keeps the token it answers. `restart` drops
 * the token (a purchase refused with QUEUE_TOKEN_REQUIRED) so the buyer queues again.
 */
export function useQueue(gameId: number, enabled: boolean) {
  const memberId = useSessionStore((s) => s.userInfo?.id ?? '')
  const queryClient = useQueryClient()
  // The first position seen, so the progress bar shows how far the buyer has come.
  const firstPosition = useRef<number | null>(null)
  const query = useQuery({
    queryKey: ticketKeys.queue(gameId),
    queryFn: async ({ signal }) => {
      const answer = await checkQueue(gameId, queueToken.read(memberId, gameId), signal)
      queueToken.write(memberId, gameId, answer.token)
      return answer
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    // A busy moment can drop a check: keep trying for a while rather than lose the place.
    retry: 5,
    refetchInterval: (q) =>
      q.state.data?.state === 'waiting' ? Math.max(queuePoll.minMs, q.state.data.retryAfterMs) : false,
  })
  const data = query.data
  if (data?.state === 'waiting' && (firstPosition.current === null || data.position > firstPosition.current))
    firstPosition.current = data.position
  const restart = useCallback(() => {
    queueToken.write(memberId, gameId, null)
    firstPosition.current = null
    void queryClient.resetQueries({ queryKey: ticketKeys.queue(gameId) })
  }, [gameId, memberId, queryClient])
  const progress =
    data?.state === 'waiting' && firstPosition.current
      ? Math.max(0, Math.min(1, 1 - data.position / firstPosition.current))
      : data
        ? 1
        : 0
  return { query, data, progress, restart, token: data?.token ?? null }
}
