/**
 * The current round's tracked shots of a game, indexed by player and hole, so placing 156 players and
 * drawing a trail never scans the columns again. Built once per shots answer.
 */
import type { GameShotsWithPositionsDto } from '@contract/game-shots'
import type { Vec2 } from './geometry-2d'

export interface TrackedShot {
  shotNo: number
  from: Vec2
  to: Vec2
  /** Lie before and after the shot (domain/codes/ball-location.ts). */
  lie: number
  resultLie: number
  club: string
  distanceM: number
}

/** playerId → hole → shots by stroke number. */
export type ShotIndex = Map<number, Map<number, TrackedShot[]>>

export function indexShots(shots: GameShotsWithPositionsDto, round: number): ShotIndex {
  const c = shots.columns
  const index: ShotIndex = new Map()
  for (let i = 0; i < shots.count; i++) {
    if (c.round[i] !== round || c.edition[i] !== 0) continue
    const playerId = shots.players[c.player[i]!]!.playerId
    let holes = index.get(playerId)
    if (!holes) index.set(playerId, (holes = new Map()))
    const hole = c.hole[i]!
    let list = holes.get(hole)
    if (!list) holes.set(hole, (list = []))
    list.push({
      shotNo: c.shotNo[i]!,
      from: [c.x[i]!, c.y[i]!],
      to: [c.toX[i]!, c.toY[i]!],
      lie: c.lie[i]!,
      resultLie: c.resultLie[i]!,
      club: c.club[i]!,
      distanceM: c.distanceM[i]!,
    })
  }
  for (const holes of index.values()) for (const list of holes.values()) list.sort((a, b) => a.shotNo - b.shotNo)
  return index
}
