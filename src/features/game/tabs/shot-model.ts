import type { GameShotsDto } from '@contract/game-shots'

/** Filters of the per-shot table; undefined = any. */
export interface ShotFilter {
  hole?: number | undefined
  round?: number | undefined
  year?: number | undefined
  club?: string | undefined
  result?: number | undefined
}

export const SHOT_SORT_KEYS = [
  'hole',
  'par',
  'shotNo',
  'year',
  'round',
  'lie',
  'resultLie',
  'club',
  'distanceM',
] as const
export type ShotSortKey = (typeof SHOT_SORT_KEYS)[number]
export interface ShotSort {
  key: ShotSortKey
  dir: 'asc' | 'desc'
}

/** One comparable value per row and key, read straight from the columns (no row objects for 100k shots). */
function valueOf(shots: GameShotsDto, pars: readonly number[], key: ShotSortKey): (i: number) => number | string {
  const c = shots.columns
  switch (key) {
    case 'par':
      return (i) => pars[c.hole[i]! - 1] ?? 0
    case 'year':
      return (i) => shots.editions[c.edition[i]!]?.year ?? 0
    default:
      return (i) => c[key][i]!
  }
}

/**
 * Indices of the rows that pass the filter, in the asked order (ties keep the server's order: round,
 * hole, player, shot). Columns are indexed, never copied, so filtering 100,000 shots allocates one array.
 */
export function selectShots(
  shots: GameShotsDto,
  pars: readonly number[],
  filter: ShotFilter,
  sort: ShotSort | null,
): number[] {
  const c = shots.columns
  const year = filter.year === undefined ? undefined : shots.editions.findIndex((e) => e.year === filter.year)
  const out: number[] = []
  for (let i = 0; i < shots.count; i++) {
    if (filter.hole !== undefined && c.hole[i] !== filter.hole) continue
    if (filter.round !== undefined && c.round[i] !== filter.round) continue
    if (year !== undefined && c.edition[i] !== year) continue
    if (filter.club !== undefined && c.club[i] !== filter.club) continue
    if (filter.result !== undefined && c.resultLie[i] !== filter.result) continue
    out.push(i)
  }
  if (!sort) return out
  const value = valueOf(shots, pars, sort.key)
  const sign = sort.dir === 'asc' ? 1 : -1
  return out.sort((a, b) => {
    const va = value(a)
    const vb = value(b)
    return (va < vb ? -1 : va > vb ? 1 : a - b) * (va === vb ? 1 : sign)
  })
}

/** The distinct values a filter can take, sorted, from the data itself. */
export function shotOptions(shots: GameShotsDto) {
  const distinct = <T>(values: readonly T[]) => [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return {
    rounds: distinct(shots.columns.round),
    years: distinct(shots.editions.map((e) => e.year)).reverse(),
    clubs: distinct(shots.columns.club),
    results: distinct(shots.columns.resultLie),
  }
}
