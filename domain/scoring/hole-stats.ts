import { scoreName, SCORE_NAMES, type ScoreName } from './score-names'

export interface HoleStats {
  par: number
  /** Scores counted (nulls are holes not played yet). */
  played: number
  counts: Record<ScoreName, number>
  /** Null until someone has played the hole. */
  averageStrokes: number | null
  averageToPar: number | null
}

/** Statistics of one hole over the field's scores on it (any number of rounds). */
export function holeStats(scores: ReadonlyArray<number | null>, par: number): HoleStats {
  const counts = Object.fromEntries(SCORE_NAMES.map((name) => [name, 0])) as Record<ScoreName, number>
  let played = 0
  let strokes = 0
  for (const score of scores) {
    if (score === null) continue
    counts[scoreName(score, par)]++
    played++
    strokes += score
  }
  if (played === 0) return { par, played, counts, averageStrokes: null, averageToPar: null }
  // Divide the integer sums rather than subtract par from the float average: equal difficulty on a
  // par 3 and a par 4 then gives the identical number, and the holes share a rank.
  return { par, played, counts, averageStrokes: strokes / played, averageToPar: (strokes - par * played) / played }
}

/**
 * Difficulty rank of each hole from its average to par: 1 = hardest (highest average), holes with the
 * same average share a rank (1, 2, 2, 4), unplayed holes (null) get null. Averages are compared
 * exactly: the same strokes over the same rounds give the same float, and a rounded display value
 * must not merge holes that differ.
 */
export function rankHoleDifficulty(averagesToPar: ReadonlyArray<number | null>): Array<number | null> {
  const holes = averagesToPar
    .map((average, index) => ({ average, index }))
    .filter((h): h is { average: number; index: number } => h.average !== null)
    .sort((a, b) => b.average - a.average)
  const ranks: Array<number | null> = averagesToPar.map(() => null)
  let rank = 0
  holes.forEach((hole, i) => {
    if (i === 0 || hole.average !== holes[i - 1]!.average) rank = i + 1
    ranks[hole.index] = rank
  })
  return ranks
}
