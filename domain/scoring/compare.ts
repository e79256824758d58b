/**
 * One collator for every name comparison: Korean rules (Hangul syllable order, Latin after it), fixed
 * rather than the host's locale so server and browser order the same board the same way.
 */
const names = new Intl.Collator('ko')

/** Lower first; null (no score) after every number. */
export function compareNullableAsc(a: number | null, b: number | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return a - b
}

interface Named {
  name: string
  playerId: number
}

/**
 * Last resort of every ordering: by name, then by player id, so that two players can never compare
 * equal and the board does not depend on the order the entries arrived in.
 */
export function compareByName(a: Named, b: Named): number {
  return names.compare(a.name, b.name) || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0)
}

/** Lexicographic order of equally long number tuples (countback keys). */
export function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!
    if (d !== 0 && !Number.isNaN(d)) return d
  }
  return 0
}
