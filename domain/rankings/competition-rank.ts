/**
 * Standard competition ranking ("1224"): equal values share a rank, shown 'T3', and the next rank
 * skips the places they took. Values are compared as displayed (rounded to the list's decimals), so
 * two players who look tied on the page are tied in the ranking.
 */

export type RankOrder = 'asc' | 'desc'

export interface RankedEntry<T> {
  rank: number
  /** '1', 'T3': what the table shows. */
  position: string
  /** The value as displayed (rounded). */
  value: number
  item: T
}

export interface RankOptions<T> {
  decimals?: number
  /** Order inside a tie, for a stable display (does not change the rank). */
  tieOrder?: (a: T, b: T) => number
}

export function competitionRank<T>(
  items: readonly T[],
  value: (item: T) => number,
  order: RankOrder,
  { decimals = 0, tieOrder }: RankOptions<T> = {},
): RankedEntry<T>[] {
  const sign = order === 'asc' ? 1 : -1
  const rows = items
    .map((item) => ({ item, value: roundHalfUp(value(item), decimals) }))
    .sort((a, b) => sign * (a.value - b.value) || (tieOrder ? tieOrder(a.item, b.item) : 0))
  const count = new Map<number, number>()
  for (const r of rows) count.set(r.value, (count.get(r.value) ?? 0) + 1)
  const ranked: RankedEntry<T>[] = []
  rows.forEach((r, i) => {
    const previous = ranked[i - 1]
    const rank = previous && previous.value === r.value ? previous.rank : i + 1
    ranked.push({
      rank,
      position: (count.get(r.value) ?? 1) > 1 ? `T${rank}` : String(rank),
      value: r.value,
      item: r.item,
    })
  })
  return ranked
}

/** The first `limit` places and everyone tied with the last of them. */
export function topWithTies<T>(ranked: readonly RankedEntry<T>[], limit: number): RankedEntry<T>[] {
  return ranked.filter((e) => e.rank <= limit)
}

/** Rounds half away from zero at `decimals`, going through the decimal string to avoid 1.005 → 1.00. */
export function roundHalfUp(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value
  const factor = 10 ** decimals
  if (String(Math.abs(value)).includes('e')) return Math.round(value * factor) / factor
  const scaled = Number(`${Math.abs(value)}e${decimals}`)
  return Math.sign(value) * Number(`${Math.round(scaled)}e-${decimals}`)
}

/** Name order for ties: Korean collation, then id so the order never depends on input order. */
export function byName<T extends { name: string; playerId: string }>(a: T, b: T): number {
  return a.name.localeCompare(b.name, 'ko') || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0)
}
