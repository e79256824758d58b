/**
 * Tracked shots of a game as columns (GET /game/shots, contract/game-shots.ts).
 * Query key (defined here, not in query-keys.ts):
 *   ['games', 'shots', gameId, { hole, round, editions, positions }]
 */
import { queryOptions } from '@tanstack/react-query'
import { gameShotsShapeSchema } from '@contract/game-shots'
import { api } from './client'
import { LEADERBOARD_POLL_MS } from './games'
import { STALE } from './query-keys'

export interface ShotsFilter {
  hole?: number | undefined
  round?: number | undefined
  /** Also the earlier editions of the tournament (the per-shot table's "year"). */
  editions: boolean
  /** Also the ball positions (x, y, toX, toY): only the player-position map needs them; a third of the answer. */
  positions: boolean
}

export const gameShotKeys = {
  list: (gameId: number, f: ShotsFilter) =>
    [
      'games',
      'shots',
      gameId,
      { hole: f.hole ?? null, round: f.round ?? null, editions: f.editions, positions: f.positions },
    ] as const,
}

export const shotsQueryOptions = (gameId: number, filter: ShotsFilter, live = false) =>
  queryOptions({
    queryKey: gameShotKeys.list(gameId, filter),
    queryFn: async ({ signal }) =>
      (
        await api.get('/game/shots', {
          query: {
            gameId,
            hole: filter.hole,
            round: filter.round,
            editions: filter.editions,
            positions: filter.positions,
          },
          schema: gameShotsShapeSchema,
          signal,
        })
      ).data,
    staleTime: live ? STALE.live : STALE.default,
    // Ball positions of a round in play move as scores arrive; a finished field's shots do not.
    refetchInterval: live ? LEADERBOARD_POLL_MS : false,
  })
