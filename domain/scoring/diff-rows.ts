import type { LeaderboardRow } from './types'

/** Structural equality of two JSON-like values (rows hold only primitives, arrays and plain objects). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  return ka.every((k) => Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
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
