/**
 * The portal's live board of one game: the first fetch through the call layer (zod-checked), then the
 * live feed (use-live-board.ts), with each update's changed rows and moves recorded for the flashes
 * and arrows (row-changes.ts).
 */
import type { ApiError } from '../api-error'
import { leaderboardQueryOptions, LEADERBOARD_POLL_MS } from '../games'
import type { queryKeys } from '../query-keys'
import { liveTransports } from './live-config'
import { connectLive } from './live-socket'
import { useRowChangesStore } from './row-changes'
import { useLiveBoard, type LiveBoardOptions } from './use-live-board'
import { createWorkerPort } from './worker-port'

export type { ConnectionState } from './use-live-board'

/** Update paces a reader can choose; the 3 minutes of docs/requirements/live-scoring.md#ls-15 is the default. */
export const LIVE_PACES_MS = [30_000, 60_000, LEADERBOARD_POLL_MS] as const

const PORTAL_BOARD = {
  boardQuery: leaderboardQueryOptions,
  initialPaceMs: LEADERBOARD_POLL_MS,
  createPort: () => createWorkerPort(liveTransports().worker),
  connect: connectLive,
  onApplied: (gameId, version, previous, next) => useRowChangesStore.getState().record(gameId, version, previous, next),
  onStop: (gameId) => useRowChangesStore.getState().clear(gameId),
} satisfies LiveBoardOptions<ApiError, ReturnType<typeof queryKeys.games.leaderboard>>

export function useLiveLeaderboard(gameId: number | null, locale: string) {
  return useLiveBoard(gameId, locale, PORTAL_BOARD)
}
