import type { LiveScoreInput } from '@contract/live-scores'
import type { HoleSpec } from '../db/demo/courses'
import { holeDetail } from '../db/demo/hole-detail'
import { clamp, createRng } from '../db/demo/rng'

/** A tour player's drive in yards, fixed per player (the players table keeps no driving distance). */
export function driveYards(playerId: number): number {
  return clamp(createRng(`simulator/drive/${playerId}`).normal(272, 12), 235, 320)
}

/**
 * The shots and putts of a simulated hole, drawn by the demo's shot model (server/db/demo/hole-detail.ts)
 * so they agree with the strokes and lie on the hole's geometry. The pin is the green centre: it is
 * where the score service ends the holing stroke (score input carries no pin position).
 */
export function simulatedShots(
  key: { gameId: number; round: number; entryId: number; hole: number },
  spec: HoleSpec,
  strokes: number,
  playerId: number,
): Pick<LiveScoreInput, 'putts' | 'shots'> {
  const rng = createRng(`simulator/shots/${key.gameId}/${key.round}/${key.entryId}/${key.hole}`)
  const detail = holeDetail(rng, spec, spec.greenCenter, strokes, driveYards(playerId))
  return {
    putts: detail.putts,
    shots: detail.shots.map((s) => ({
      shotNumber: s.shotNo,
      x: s.x,
      y: s.y,
      lie: s.lie,
      club: s.club,
      distance: Math.min(700, s.distanceM),
    })),
  }
}
