import { scoreName } from '@domain/scoring/score-names'

/** The class that colours a hole score by its name (birdie, bogey…); empty for a hole not played. */
export function scoreClass(strokes: number | null, par: number): string {
  if (strokes === null || strokes < 1) return 'score'
  return `score score--${scoreName(strokes, par)}`
}
