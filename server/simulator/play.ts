import { createRng } from '../db/demo/rng'
import { ROUND_FORM_SD, sampleStrokes, thetaForSkill } from '../db/demo/score-model'

/** Minutes of simulated time a group takes per hole. */
export const HOLE_MINUTES = 14

/** The 18 holes in playing order from a start hole (1 → 1..18, 10 → 10..18 then 1..9). */
export function playingOrder(startHole: number): number[] {
  return Array.from({ length: 18 }, (_, i) => ((startHole - 1 + i) % 18) + 1)
}

/** The first hole in playing order without a score; null when all 18 are scored. */
export function nextHole(startHole: number, scored: ReadonlySet<number>): number | null {
  return playingOrder(startHole).find((hole) => !scored.has(hole)) ?? null
}

/** When the n-th hole (1-based) of a group is holed out, in simulated time. */
export function holeFinishTime(teeTime: Date, n: number, holeMinutes = HOLE_MINUTES): number {
  return teeTime.getTime() + n * holeMinutes * 60_000
}

/**
 * Strokes for one hole, deterministic for (game, round, entry, hole): the player's skill (players.rating,
 * expected strokes to par per round) plus a round form drawn once per player-round, as the demo seed does.
 */
export function simulatedStrokes(
  key: { gameId: number; round: number; entryId: number; hole: number },
  par: number,
  rating: number | null,
): number {
  const base = createRng(`simulator/${key.gameId}/${key.round}/${key.entryId}`)
  const theta = thetaForSkill(rating ?? 0) + base.normal(0, ROUND_FORM_SD)
  const strokes = sampleStrokes(base.fork(`hole/${key.hole}`), par, theta)
  return Math.min(20, Math.max(1, strokes))
}
