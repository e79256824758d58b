import type { BoardEntry } from './board-entry'
import { compareByName, compareNullableAsc } from './compare'
import { TIE_PREFIX } from './constants'

/**
 * Board order, the way tour leaderboards list players: by to par; players level on to par are listed
 * by holes completed (more first: the player who has held -5 through 16 holes is ahead of one who
 * reached it through 9), then by today's score (lower first), then by name. Those level players all
 * show the same 'T' position; the order among them is display only.
 */
export function compareOnBoard(a: BoardEntry, b: BoardEntry): number {
  return (
    compareNullableAsc(a.row.toPar, b.row.toPar) ||
    b.holesPlayed - a.holesPlayed ||
    compareNullableAsc(a.row.today, b.row.today) ||
    compareByName(a.row, b.row)
  )
}

/** Players who have not teed off yet: in tee-time order ('HH:MM' sorts as text), then by name. */
export function compareByTeeTime(a: BoardEntry, b: BoardEntry): number {
  if (a.teeTime !== b.teeTime) {
    if (a.teeTime === null) return 1
    if (b.teeTime === null) return -1
    return a.teeTime < b.teeTime ? -1 : 1
  }
  return compareByName(a.row, b.row)
}

export const positionLabel = (rank: number, shared: boolean): string => `${shared ? TIE_PREFIX : ''}${rank}`

/**
 * Standard competition ranking ("1224") of entries already sorted by {@link compareOnBoard}: a rank is
 * 1 + the number of players strictly ahead. One pass to count each score, one to label: linear.
 */
export function assignCompetitionRanks(sorted: readonly BoardEntry[]): void {
  const counts = new Map<number | null, number>()
  for (const e of sorted) counts.set(e.row.toPar, (counts.get(e.row.toPar) ?? 0) + 1)
  let rank = 0
  for (let i = 0; i < sorted.length; i++) {
    const row = sorted[i]!.row
    if (i === 0 || row.toPar !== sorted[i - 1]!.row.toPar) rank = i + 1
    row.rank = rank
    row.position = positionLabel(rank, counts.get(row.toPar)! > 1)
  }
}
