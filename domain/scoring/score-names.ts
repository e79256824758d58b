import { SCORE_NAMES } from './constants'

export { SCORE_NAMES }

/** A hole score named relative to par; {@link SCORE_NAMES} lists them best to worst. */
export type ScoreName = (typeof SCORE_NAMES)[number]

const BY_TO_PAR: Readonly<Record<number, ScoreName>> = {
  [-2]: 'eagle',
  [-1]: 'birdie',
  0: 'par',
  1: 'bogey',
  2: 'double-bogey',
  3: 'triple-bogey',
}

/**
 * Names one hole score: 1 stroke is always 'hole-in-one', whatever the par (by count an eagle on
 * a par 3, an albatross on a par 4); -3 and better is 'albatross'; +4 and worse is 'quadruple-bogey'.
 */
export function scoreName(strokes: number, par: number): ScoreName {
  if (!Number.isInteger(strokes) || strokes < 1)
    throw new RangeError(`strokes must be a positive integer, got ${strokes}`)
  if (strokes === 1) return 'hole-in-one'
  const toPar = strokes - par
  if (toPar <= -3) return 'albatross'
  if (toPar >= 4) return 'quadruple-bogey'
  return BY_TO_PAR[toPar]!
}
