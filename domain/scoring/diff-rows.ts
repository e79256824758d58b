import type { LeaderboardRow } from './types'

/** Structural equality of two JSON-like values (rows hold only primitives, arrays and plain objects). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  // Arrays by index: Object.keys on every hole-score array made the diff of a whole board 4× slower.
  if (Array.isArray(a)) {
    const other = b as unknown[]
    if (a.length !== other.length) return false
    for (let i = 0; i < a.length; i++) if (!same(a[i], other[i])) return false
    return true
  }
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  return ka.every(
    (k) => Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  )
}

/**
 * The rows of `next` that differ from `previous`, keyed by playerId, in `next`'s board order: new
 * players and rows with any field changed (a position change is a field change). Pure; shared by the
 * server (leaderboard patches) and the browser worker (posting only diffs).
 */
export function diffRows<R extends Pick<LeaderboardRow, 'playerId'>>(previous: readonly R[], next: readonly R[]): R[] {
  const before = new Map(previous.map((row) => [row.playerId, row]))
  return next.filter((row) => {
    const old = before.get(row.playerId)
    return old === undefined || !same(old, row)
  })
}

/** A row of a BoardDiff: `playerId` plus only the fields that changed (a row new to the board comes whole). */
export type RowPatch<R extends Pick<LeaderboardRow, 'playerId'>> = Partial<R> & Pick<R, 'playerId'>

/**
 * A board change that rebuilds the next board exactly from the previous one: the changed rows as row
 * patches (changed fields only), the index each takes at the next version (`at`, same length as
 * `rows`) and the next board's size. Unchanged rows fill the other places in their previous relative
 * order, so they are not sent.
 */
export interface BoardDiff<R extends Pick<LeaderboardRow, 'playerId'>> {
  rows: RowPatch<R>[]
  at: number[]
  size: number
}

/** The fields of `row` that differ from `old` (a field gone from `row` is sent as undefined), plus playerId. */
function rowPatch<R extends Pick<LeaderboardRow, 'playerId'>>(old: R, row: R): RowPatch<R> {
  const patch: Record<string, unknown> = { playerId: row.playerId }
  const a = old as Record<string, unknown>
  const b = row as Record<string, unknown>
  for (const key of Object.keys(b)) if (!same(a[key], b[key]) || !Object.hasOwn(a, key)) patch[key] = b[key]
  for (const key of Object.keys(a)) if (!Object.hasOwn(b, key)) patch[key] = undefined
  return patch as RowPatch<R>
}

/**
 * diffRows plus the places of the changed rows, each as a row patch: a new player whole, a known one
 * with only its changed fields. When unchanged rows swap their relative order (the board order can
 * depend on data outside the rows, e.g. a countback), the fewest of them are added as moved rows
 * (`{ playerId }` alone; all but a longest run that kept its order), so applyBoardDiff is always exact.
 */
export function diffBoard<R extends Pick<LeaderboardRow, 'playerId'>>(
  previous: readonly R[],
  next: readonly R[],
): BoardDiff<R> {
  const before = new Map(previous.map((row) => [row.playerId, row]))
  const changed = new Set(diffRows(previous, next).map((row) => row.playerId))
  const previousIndex = new Map(previous.map((row, i) => [row.playerId, i]))
  const kept = next.filter((row) => !changed.has(row.playerId))
  for (const row of movedRows(kept, previousIndex)) changed.add(row.playerId)
  const rows: RowPatch<R>[] = []
  const at: number[] = []
  next.forEach((row, i) => {
    if (!changed.has(row.playerId)) return
    const old = before.get(row.playerId)
    rows.push(old === undefined ? row : rowPatch(old, row))
    at.push(i)
  })
  return { rows, at, size: next.length }
}

/** Rows of `kept` (next order) outside a longest subsequence whose previous indexes increase. */
function movedRows<R extends Pick<LeaderboardRow, 'playerId'>>(
  kept: readonly R[],
  previousIndex: ReadonlyMap<number, number>,
): R[] {
  const indexes = kept.map((row) => previousIndex.get(row.playerId)!)
  // Patience sorting: tails[k] = position in `kept` ending the best increasing run of length k+1.
  const tails: number[] = []
  const parent = new Array<number>(kept.length).fill(-1)
  indexes.forEach((value, i) => {
    let lo = 0
    let hi = tails.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (indexes[tails[mid]!]! < value) lo = mid + 1
      else hi = mid
    }
    parent[i] = lo > 0 ? tails[lo - 1]! : -1
    tails[lo] = i
  })
  const inOrder = new Set<number>()
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i >= 0; i = parent[i]!) inOrder.add(i)
  return kept.filter((_, i) => !inOrder.has(i))
}

/** Every field of a leaderboard row: a row patch naming a player the board does not hold must carry them all. */
export const LEADERBOARD_ROW_FIELDS = [
  'playerId',
  'externalId',
  'name',
  'country',
  'amateur',
  'position',
  'rank',
  'status',
  'total',
  'toPar',
  'today',
  'thru',
  'startHole',
  'rounds',
  'playoff',
] as const satisfies ReadonlyArray<keyof LeaderboardRow>
type MissingField = Exclude<keyof LeaderboardRow, (typeof LEADERBOARD_ROW_FIELDS)[number]>
const _allFields: [MissingField] extends [never] ? true : MissingField = true

/** A leaderboard row patch that carries every field of a row (a player new to the board is sent so). */
export const isWholeLeaderboardRow = (patch: object): boolean =>
  LEADERBOARD_ROW_FIELDS.every((key) => Object.hasOwn(patch, key))

/**
 * The next board from the previous one and a BoardDiff: each row patch merged over the held row
 * (`{ ...held, ...patch }`, a new object only when it changes a field); unchanged and merely moved
 * rows are the previous objects (same identity, so memoised table rows do not re-render). Null when
 * the diff does not fit the board (a row count or place that cannot be right, a patch naming a player
 * the board does not hold that is not a whole row): the caller must fetch the whole board.
 * `isWhole` tells a whole row from a partial one (by default: every LeaderboardRow field present).
 */
export function applyBoardDiff<R extends Pick<LeaderboardRow, 'playerId'>>(
  previous: readonly R[],
  diff: BoardDiff<R>,
  isWhole: (patch: RowPatch<R>) => boolean = isWholeLeaderboardRow,
): R[] | null {
  if (diff.rows.length !== diff.at.length) return null
  const held = new Map(previous.map((row) => [row.playerId, row]))
  const changed = new Set(diff.rows.map((row) => row.playerId))
  if (changed.size !== diff.rows.length) return null
  const kept = previous.filter((row) => !changed.has(row.playerId))
  if (kept.length + diff.rows.length !== diff.size) return null
  const next = new Array<R | undefined>(diff.size)
  for (const [i, patch] of diff.rows.entries()) {
    const place = diff.at[i]!
    if (!Number.isInteger(place) || place < 0 || place >= diff.size || next[place] !== undefined) return null
    const old = held.get(patch.playerId)
    if (old === undefined && !isWhole(patch)) return null
    next[place] = old === undefined ? (patch as R) : merged(old, patch)
  }
  let k = 0
  for (let i = 0; i < next.length; i++) if (next[i] === undefined) next[i] = kept[k++]
  return next as R[]
}

/** `{ ...old, ...patch }`, or `old` itself when the patch changes no field. */
function merged<R extends Pick<LeaderboardRow, 'playerId'>>(old: R, patch: RowPatch<R>): R {
  const o = old as Record<string, unknown>
  const changes = Object.entries(patch).some(([key, value]) => !Object.hasOwn(o, key) || !same(o[key], value))
  return changes ? { ...old, ...patch } : old
}
