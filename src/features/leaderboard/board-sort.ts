/** Column sorting of the board. Board order ('pos') is the scoring engine's order. */
import type { LeaderboardRowDto } from '@contract/leaderboard'
import { holesPlayed } from '@/lib/board-format'

export type SortKey = 'pos' | 'player' | 'toPar' | 'thru' | 'today' | 'total' | `r${number}`
export type SortDirection = 'asc' | 'desc'

export interface SortState {
  key: SortKey
  dir: SortDirection
}

export const BOARD_ORDER: SortState = { key: 'pos', dir: 'asc' }

/** Null (not played) sorts last in either direction. */
function byNumber(a: number | null, b: number | null, dir: SortDirection): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  return dir === 'asc' ? a - b : b - a
}

function value(row: LeaderboardRowDto, key: SortKey): number | null {
  if (key === 'toPar') return row.toPar
  if (key === 'today') return row.today
  if (key === 'total') return row.total
  if (key === 'thru') {
    const holes = holesPlayed(row.thru)
    return holes < 0 ? null : holes
  }
  const round = Number(key.slice(1))
  return row.rounds.find((r) => r.round === round)?.strokes ?? null
}

/** The rows in the order asked for; ties keep board order (Array.prototype.sort is stable). */
export function sortRows(
  rows: readonly LeaderboardRowDto[],
  sort: SortState,
  locale: string,
): readonly LeaderboardRowDto[] {
  if (sort.key === 'pos') return sort.dir === 'asc' ? rows : [...rows].reverse()
  if (sort.key === 'player') {
    const collator = new Intl.Collator(locale)
    return [...rows].sort((a, b) => (sort.dir === 'asc' ? 1 : -1) * collator.compare(a.name, b.name))
  }
  return [...rows].sort((a, b) => byNumber(value(a, sort.key), value(b, sort.key), sort.dir))
}

/** A first click sorts ascending (best score, A to Z), a second click reverses. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key !== key) return { key, dir: 'asc' }
  return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' }
}
