/**
 * What changed in the last update, per row, for the board to show (a flash, ▲2 / ▼1). Kept out of
 * the query cache, which holds only server data. Moves stay until the row moves again.
 */
import type { LeaderboardRowDto } from '@contract/leaderboard'
import { create } from 'zustand'

interface GameChanges {
  /** The version whose update changed `changed`; rows flash when it is their version. */
  version: number
  changed: ReadonlyMap<number, number>
  moves: ReadonlyMap<number, number>
}

interface RowChangesState {
  games: Readonly<Record<number, GameChanges>>
  record: (
    gameId: number,
    version: number,
    previous: readonly LeaderboardRowDto[],
    next: readonly LeaderboardRowDto[],
  ) => void
  clear: (gameId: number) => void
}

export const useRowChangesStore = create<RowChangesState>()((set) => ({
  games: {},
  record: (gameId, version, previous, next) =>
    set((state) => {
      const before = new Map(previous.map((row, i) => [row.playerId, { row, i }]))
      const old = state.games[gameId]
      const changed = new Map(old?.changed)
      const moves = new Map(old?.moves)
      next.forEach((row, i) => {
        const was = before.get(row.playerId)
        // Unchanged rows are the same objects (applyBoardDiff, structural sharing): nothing to mark.
        if (was?.row === row) return
        changed.set(row.playerId, version)
        if (was && was.i !== i) moves.set(row.playerId, was.i - i)
      })
      return { games: { ...state.games, [gameId]: { version, changed, moves } } }
    }),
  clear: (gameId) =>
    set((state) => {
      const { [gameId]: _gone, ...rest } = state.games
      return { games: rest }
    }),
}))

/** The version at which this row last changed (0: never since the page opened); flashes key on it. */
export const useRowChangedAt = (gameId: number, playerId: number): number =>
  useRowChangesStore((s) => s.games[gameId]?.changed.get(playerId) ?? 0)

/** Places gained (positive) or lost (negative) at the row's last move. */
export const useRowMove = (gameId: number, playerId: number): number =>
  useRowChangesStore((s) => s.games[gameId]?.moves.get(playerId) ?? 0)
