/**
 * Hole-by-hole cards and hole statistics of a game (docs/requirements/api-conventions.md#api-17: /game/hole/record,
 * /game/hole/diff). Query keys (kept here, not in query-keys.ts, which another team owns; all under ['games'] so
 * `queryKeys.games.all` still invalidates them):
 *   ['games', 'holeRecord', gameId, round, locale] (player names follow the language)
 *   ['games', 'holeDiff', gameId, round | 'all']
 */
import { queryOptions } from '@tanstack/react-query'
import { holeDiffSchema, holeRecordSchema } from '@contract/game-records'
import { api } from './client'
import { LEADERBOARD_POLL_MS } from './games'
import { STALE } from './query-keys'

export const gameHoleKeys = {
  record: (gameId: number, round: number, locale: string) => ['games', 'holeRecord', gameId, round, locale] as const,
  diff: (gameId: number, round: number | null) => ['games', 'holeDiff', gameId, round ?? 'all'] as const,
}

/** Every player's card of one round; refreshed at the live cadence while the round is played. */
export const holeRecordQueryOptions = (gameId: number, round: number, locale: string) =>
  queryOptions({
    queryKey: gameHoleKeys.record(gameId, round, locale),
    queryFn: async ({ signal }) =>
      (await api.get('/game/hole/record', { query: { gameId, round }, schema: holeRecordSchema, signal })).data,
    staleTime: STALE.live,
    refetchInterval: LEADERBOARD_POLL_MS,
  })

/** Per hole statistics of one round, or of every round played (round null). */
export const holeDiffQueryOptions = (gameId: number, round: number | null) =>
  queryOptions({
    queryKey: gameHoleKeys.diff(gameId, round),
    queryFn: async ({ signal }) =>
      (
        await api.get('/game/hole/diff', {
          query: { gameId, round: round ?? undefined },
          schema: holeDiffSchema,
          signal,
        })
      ).data,
    staleTime: STALE.default,
  })
