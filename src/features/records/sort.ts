/**
 * Sorting of the records tables. The server answers every list in the engine's order (competition rank,
 * ties sharing 'T3' and listed in a fixed order); the reader may re-sort by any column. Rules:
 * - the position column sorts by the rank number, so T3 sits between 2 and 5 whichever way it is read;
 * - equal values keep the list's own order (a stable sort on the original index), in both directions,
 *   so a tie never shuffles when the direction flips;
 * - missing values (a statistic the season does not hold) go last in both directions.
 */
import type { SortDirection } from '@contract/record-search'

export type SortValue = number | string | null

export interface SortState {
  key: string
  dir: SortDirection
}

export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, dir: SortDirection): T[] {
  const sign = dir === 'asc' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      if (a.v === null || b.v === null) return a.v === b.v ? a.index - b.index : a.v === null ? 1 : -1
      const diff =
        typeof a.v === 'number' && typeof b.v === 'number' ? a.v - b.v : String(a.v).localeCompare(String(b.v), 'ko')
      return sign * diff || a.index - b.index
    })
    .map((e) => e.row)
}

/**
 * The sort after a click on a column header: the same column flips its direction; another column starts
 * in its natural direction (best first: high points, low stroke average).
 */
export function nextSort(current: SortState, key: string, natural: SortDirection): SortState {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' }
  return { key, dir: natural }
}

/** The aria-sort of a column header. */
export function ariaSort(current: SortState, key: string): 'ascending' | 'descending' | 'none' {
  if (current.key !== key) return 'none'
  return current.dir === 'asc' ? 'ascending' : 'descending'
}
