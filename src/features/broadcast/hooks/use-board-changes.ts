/**
 * What changed between the versions this page has shown (not the live ones: with a delay the
 * flash must come when the change goes on air). Changed rows flash; a row that moved keeps its
 * arrow until it moves again.
 */
import { useRef } from 'react'
import type { LeaderboardRowDto } from '@contract/leaderboard'

export interface BoardChanges {
  /** Rows changed by the version on screen, by playerId. */
  changed: ReadonlySet<number>
  /** Places gained (positive) or lost at each row's last move. */
  moves: ReadonlyMap<number, number>
  /** Increases with every version shown, so a flash restarts even when the same row changes again. */
  serial: number
}

export function useBoardChanges(rows: readonly LeaderboardRowDto[] | undefined): BoardChanges {
  const last = useRef<{ rows: readonly LeaderboardRowDto[] | undefined; changes: BoardChanges }>({
    rows: undefined,
    changes: { changed: new Set(), moves: new Map(), serial: 0 },
  })
  if (rows === last.current.rows) return last.current.changes
  const previous = last.current.rows
  const changed = new Set<number>()
  const moves = new Map(last.current.changes.moves)
  if (previous) {
    const before = new Map(previous.map((row, i) => [row.playerId, { row, i }]))
    rows?.forEach((row, i) => {
      const was = before.get(row.playerId)
      // Unchanged rows keep their object (applyBoardDiff, structural sharing): nothing to mark.
      if (was?.row === row) return
      changed.add(row.playerId)
      if (was && was.i !== i) moves.set(row.playerId, was.i - i)
    })
  }
  last.current = { rows, changes: { changed, moves, serial: last.current.changes.serial + 1 } }
  return last.current.changes
}
