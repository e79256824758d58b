import type { GameShotsWithPositionsDto } from '@contract/game-shots'
import type { PlayerRefDto } from '@contract/game'
import { ballLocation } from '@domain/codes/ball-location'

export interface BallPosition {
  player: PlayerRefDto
  x: number
  y: number
  /** Strokes played so far on the hole (the last tracked shot's number). */
  shotNo: number
  lie: number
  holed: boolean
}

/** Each player's last known ball on the hole: where his latest tracked shot came to rest. */
export function lastPositions(shots: GameShotsWithPositionsDto, hole: number, round: number): BallPosition[] {
  const c = shots.columns
  const last = new Map<number, number>()
  for (let i = 0; i < shots.count; i++) {
    if (c.hole[i] !== hole || c.round[i] !== round || c.edition[i] !== 0) continue
    const p = c.player[i]!
    const prev = last.get(p)
    if (prev === undefined || c.shotNo[prev]! < c.shotNo[i]!) last.set(p, i)
  }
  return [...last.entries()].map(([p, i]) => ({
    player: shots.players[p]!,
    x: c.toX[i]!,
    y: c.toY[i]!,
    shotNo: c.shotNo[i]!,
    lie: c.resultLie[i]!,
    holed: ballLocation(c.resultLie[i]).lie === 'holed',
  }))
}

/** Where every tee shot of the round on the hole came to rest: the hole's spread, drawn faintly under the balls. */
export function teeShots(shots: GameShotsWithPositionsDto, hole: number, round: number): Array<[number, number]> {
  const c = shots.columns
  const out: Array<[number, number]> = []
  for (let i = 0; i < shots.count; i++) {
    if (c.hole[i] === hole && c.round[i] === round && c.edition[i] === 0 && c.shotNo[i] === 1)
      out.push([c.toX[i]!, c.toY[i]!])
  }
  return out
}
