/**
 * How the field has played each hole this round, from the tracked shots: the strokes of a finished hole
 * are its holing stroke's number (a penalty stroke leaves a gap in the numbers, so it still counts).
 */
import { ballLocation } from '@domain/codes/ball-location'
import type { ShotIndex } from './shot-index'

export interface HoleScoring {
  /** Players who have holed out on the hole this round. */
  played: number
  /** Mean strokes, or null before anyone finished the hole. */
  average: number | null
}

export function holeScoring(shots: ShotIndex, hole: number): HoleScoring {
  let played = 0
  let sum = 0
  for (const holes of shots.values()) {
    const last = holes.get(hole)?.at(-1)
    if (!last || ballLocation(last.resultLie).lie !== 'holed') continue
    played++
    sum += last.shotNo
  }
  return { played, average: played === 0 ? null : sum / played }
}
