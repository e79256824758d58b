/**
 * Match play of a game (docs/requirements/tours-and-records.md#tr-16: /game/match/{gameId}, /game/match/row/{matchId}).
 * Query keys, under ['games'] so `queryKeys.games.all` invalidates them (names come in both languages,
 * so no locale in the key):
 *   ['games', 'match', gameId]        the bracket and the group stage
 *   ['games', 'matchRow', matchId]    one match hole by hole
 */
import { queryOptions } from '@tanstack/react-query'
import { matchBracketSchema, matchRowSchema } from '@contract/game-match'
import { api } from './client'
import { LEADERBOARD_POLL_MS } from './games'
import { STALE } from './query-keys'

export const gameMatchKeys = {
  bracket: (gameId: number) => ['games', 'match', gameId] as const,
  row: (matchId: number) => ['games', 'matchRow', matchId] as const,
}

/**
 * While the event is played, matches move hole by hole: refresh at the live cadence of
 * docs/requirements/live-scoring.md#ls-15.
 */
const cadence = (live: boolean) =>
  live ? { staleTime: STALE.live, refetchInterval: LEADERBOARD_POLL_MS } : { staleTime: STALE.default }

export const matchBracketQueryOptions = (gameId: number, live: boolean) =>
  queryOptions({
    queryKey: gameMatchKeys.bracket(gameId),
    queryFn: async ({ signal }) =>
      (await api.get(`/game/match/${gameId}`, { schema: matchBracketSchema, signal })).data,
    ...cadence(live),
  })

export const matchRowQueryOptions = (matchId: number, live: boolean) =>
  queryOptions({
    queryKey: gameMatchKeys.row(matchId),
    queryFn: async ({ signal }) =>
      (await api.get(`/game/match/row/${matchId}`, { schema: matchRowSchema, signal })).data,
    ...cadence(live),
  })
