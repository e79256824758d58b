import type { HoleSpec } from './courses'
import { alongPath, dist, type PlanePoint, r1, rotateAround, toward, YARD_M } from './geometry'
import { clamp, type Rng } from './rng'

/**
 * Hole statistics and shots that agree with a hole's score. The score is decided first (score
 * model); here a plausible way of making it is chosen: strokes to reach the green (R, penalty
 * strokes included) and putts (U), with R + U = strokes, or a hole-out from off the green (U = 0).
 */

export interface ShotOut {
  shotNo: number
  x: number
  y: number
  toX: number
  toY: number
  lie: number
  resultLie: number
  club: string
  distanceM: number
}

export interface HoleDetail {
  putts: number
  fairwayHit: boolean | null
  gir: boolean
  sandSave: boolean | null
  driveDistanceYd: number | null
  penaltyStrokes: number
  shots: ShotOut[]
}

/** Lie codes (domain/codes owns their names). */
/** Ball-location codes of domain/codes/ball-location.ts (the one table; tests check they agree). */
export const LIE = {
  tee: 0,
  fairway: 1,
  rough: 2,
  green: 3,
  ob: 4,
  penaltyArea: 5,
  bunker: 6,
  greensideBunker: 9,
  holed: 10,
  fringe: 11,
} as const

type Option = [reach: number, putts: number, weight: number]

function reachOptions(par: number, strokes: number): Option[] {
  const d = strokes - par
  let options: Option[]
  if (strokes === 1) options = [[1, 0, 1]]
  else if (d <= -2)
    options =
      par >= 5 && d === -2
        ? [
            [par - 3, 1, 0.82],
            [par - 2, 0, 0.18],
          ]
        : [[strokes, 0, 1]]
  else if (d === -1)
    options =
      par >= 5
        ? [
            [par - 2, 1, 0.55],
            [par - 3, 2, 0.38],
            [par - 1, 0, 0.07],
          ]
        : [
            [par - 2, 1, 0.93],
            [par - 1, 0, 0.07],
          ]
  else if (d === 0)
    options = [
      [par - 2, 2, 0.72],
      [par - 1, 1, 0.255],
      [par, 0, 0.015],
      ...(par >= 5 ? ([[par - 3, 3, 0.03]] as Option[]) : []),
    ]
  else if (d === 1)
    options = [
      [par - 2, 3, 0.15],
      [par - 1, 2, 0.55],
      [par, 1, 0.28],
      [par + 1, 0, 0.02],
    ]
  else
    options = [
      [strokes - 3, 3, 0.15],
      [strokes - 2, 2, 0.58],
      [strokes - 1, 1, 0.25],
      [strokes, 0, 0.02],
    ]
  return options.filter(([reach]) => reach >= 1)
}

/** Swings needed from `rem` metres out for a tour player. */
const swingsNeeded = (rem: number) => (rem <= 250 ? 1 : rem <= 500 ? 2 : 3)

export function clubFor(distanceM: number, lie: number, drive: boolean): string {
  if (lie === LIE.green) return 'PT'
  if (drive) return distanceM < 225 ? '3W' : 'DR'
  if ((lie === LIE.greensideBunker || lie === LIE.bunker) && distanceM < 70) return 'SW'
  const table: Array<[number, string]> = [
    [215, '3W'],
    [200, '5W'],
    [188, 'UT'],
    [178, '4I'],
    [168, '5I'],
    [158, '6I'],
    [148, '7I'],
    [137, '8I'],
    [125, '9I'],
    [110, 'PW'],
    [92, 'GW'],
    [55, 'SW'],
  ]
  for (const [min, club] of table) if (distanceM >= min) return club
  return 'LW'
}

/** Closest distance along the centre line to a point (for positions after a drop). */
function projectS(path: readonly PlanePoint[], p: PlanePoint): number {
  let best = 0
  let bestD = Infinity
  let acc = 0
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as PlanePoint
    const b = path[i] as PlanePoint
    const len = dist(a, b)
    const t = clamp(((p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1])) / (len * len), 0, 1)
    const q: PlanePoint = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]
    const d = dist(p, q)
    if (d < bestD) {
      bestD = d
      best = acc + t * len
    }
    acc += len
  }
  return best
}

export function holeDetail(rng: Rng, hole: HoleSpec, pin: PlanePoint, strokes: number, driveYd: number): HoleDetail {
  const par = hole.par
  const d = strokes - par
  const options = reachOptions(par, strokes)
  const [reach, putts] = rng.weighted(
    options,
    options.map((o) => o[2]),
  )
  const f = hole.features
  const L = hole.lengthM
  const path = hole.fairway

  // Penalty strokes: only on holes with water or OB, mostly on the big numbers.
  let penalty = 0
  let penaltyKind: 'water' | 'ob' | null = null
  const pPenalty = d <= 0 ? 0 : d === 1 ? 0.07 : d === 2 ? 0.33 : 0.5
  if (pPenalty > 0 && rng.chance(pPenalty)) {
    // Water costs the swing in and a penalty stroke; at least one more swing must reach the green.
    const waterOk = f.water !== null && reach >= 3
    // Out of bounds means playing again from the tee: the green is then reached in par strokes at best.
    const obOk = f.obSide !== null && reach >= par
    if (waterOk && (!obOk || rng.chance(0.5))) penaltyKind = 'water'
    else if (obOk) penaltyKind = 'ob'
    if (penaltyKind) penalty = 1
  }

  const shots: ShotOut[] = []
  let stroke = 1
  let cur: PlanePoint = hole.tee
  let lie: number = LIE.tee
  let s = 0
  const push = (to: PlanePoint, resultLie: number, drive = false) => {
    const distance = dist(cur, to)
    shots.push({
      shotNo: stroke,
      x: r1(cur[0]),
      y: r1(cur[1]),
      toX: r1(to[0]),
      toY: r1(to[1]),
      lie,
      resultLie,
      club: clubFor(distance, lie, drive),
      distanceM: r1(distance),
    })
    cur = to
    lie = resultLie
    stroke++
  }
  const driveM = clamp(driveYd + rng.normal(0, 10), 230, 345) * YARD_M
  let fairwayHit: boolean | null = par >= 4 ? false : null
  let driveDistanceYd: number | null = null

  if (penaltyKind === 'water' && f.water) {
    push(f.water.at, LIE.penaltyArea, par >= 4)
    stroke++ // the penalty stroke
    cur = f.water.drop
    lie = par === 3 ? LIE.fairway : LIE.rough
    s = projectS(path, cur)
  } else if (penaltyKind === 'ob' && f.obSide) {
    push(alongPath(path, Math.min(driveM, L - 60), f.obSide * 50), LIE.ob, true)
    stroke++
    cur = hole.tee
    lie = LIE.tee
  }

  let swings = reach - penalty - (penaltyKind ? 1 : 0)
  const holedOut = putts === 0
  const missSpot = swings >= 2 && swings > swingsNeeded(L - s)
  let advances = swings - 1 - (missSpot ? 1 : 0)

  for (; advances > 0; advances--, swings--) {
    const rem = L - s
    if (lie === LIE.tee && par >= 4) {
      const carry = Math.min(driveM, par === 4 ? L - 45 : L - 60)
      const bunker = f.fairwayBunkers.length > 0 && rng.chance(0.08)
      const hit = !bunker && rng.chance(d <= -1 ? 0.78 : d === 0 ? 0.7 : d === 1 ? 0.55 : 0.45)
      let to: PlanePoint
      let result: number
      if (hit) {
        to = alongPath(path, carry, clamp(rng.normal(0, 5.5), -11, 11))
        result = LIE.fairway
      } else if (bunker) {
        to = f.fairwayBunkers[rng.int(0, f.fairwayBunkers.length - 1)] as PlanePoint
        to = [to[0] + rng.range(-3, 3), to[1] + rng.range(-3, 3)]
        result = LIE.bunker
      } else {
        to = alongPath(path, carry, (rng.chance(0.5) ? 1 : -1) * rng.range(14, 28))
        result = LIE.rough
      }
      push(to, result, true)
      fairwayHit = result === LIE.fairway && penalty === 0
      if (hole.measured && penalty === 0) driveDistanceYd = r1(dist(hole.tee, to) / YARD_M)
      s = projectS(path, to)
    } else if (lie === LIE.tee) {
      // A par-3 tee shot that comes up well short or wide.
      s = L - rng.range(30, 60)
      push(alongPath(path, s, (rng.chance(0.5) ? 1 : -1) * rng.range(6, 22)), LIE.rough)
    } else {
      const leave = rng.range(70, 135)
      const step = rem - leave > 20 ? clamp((rem - leave) / advances, 20, 240) : rng.range(15, 35)
      s = Math.min(s + step, L - 15)
      const fair = rng.chance(0.75)
      push(
        alongPath(path, s, fair ? rng.normal(0, 5) : (rng.chance(0.5) ? 1 : -1) * rng.range(13, 24)),
        fair ? LIE.fairway : LIE.rough,
      )
    }
  }

  const greenSpot = (from: PlanePoint, metres: number): PlanePoint =>
    rotateAround(toward(pin, from, metres), pin, rng.range(-0.9, 0.9))

  let afterChip = false
  if (missSpot) {
    const back = toward(hole.greenCenter, cur, 1)
    const dir: PlanePoint = [back[0] - hole.greenCenter[0], back[1] - hole.greenCenter[1]]
    const roll = rotateAround(
      [hole.greenCenter[0] + dir[0], hole.greenCenter[1] + dir[1]],
      hole.greenCenter,
      rng.range(-1.2, 1.2),
    )
    const unit: PlanePoint = [roll[0] - hole.greenCenter[0], roll[1] - hole.greenCenter[1]]
    const x = rng.next()
    if (f.greensideBunkers.length > 0 && x < 0.24) {
      const b = f.greensideBunkers[rng.int(0, f.greensideBunkers.length - 1)] as PlanePoint
      push([b[0] + rng.range(-2, 2), b[1] + rng.range(-2, 2)], LIE.greensideBunker)
    } else if (x < 0.57) {
      const r = f.greenRadius + rng.range(0.8, 2.5)
      push([hole.greenCenter[0] + unit[0] * r, hole.greenCenter[1] + unit[1] * r], LIE.fringe)
    } else {
      const r = f.greenRadius + rng.range(3, 11)
      push([hole.greenCenter[0] + unit[0] * r, hole.greenCenter[1] + unit[1] * r], LIE.rough)
    }
    swings--
    afterChip = true
  }

  // The stroke that reaches the green, or holes out.
  if (holedOut) {
    push(pin, LIE.holed, lie === LIE.tee && par >= 4)
  } else {
    const first =
      putts === 1
        ? afterChip
          ? 0.4 + Math.abs(rng.normal(0, 1.2))
          : 0.8 + Math.abs(rng.normal(0, 3))
        : putts === 2
          ? afterChip
            ? 2 + Math.abs(rng.normal(0, 3))
            : 4 + Math.abs(rng.normal(0, 6))
          : afterChip
            ? 5 + Math.abs(rng.normal(0, 4))
            : 9 + Math.abs(rng.normal(0, 6))
    push(greenSpot(cur, Math.min(first, 30)), LIE.green, lie === LIE.tee && par >= 4)
    for (let left = putts; left > 0; left--) {
      if (left === 1) push(pin, LIE.holed)
      else {
        const leaveBy = left === 2 ? 0.3 + Math.abs(rng.normal(0, 0.7)) : 1.5 + rng.range(0, 2.5)
        push(greenSpot(cur, Math.min(leaveBy, dist(cur, pin) * 0.8)), LIE.green)
      }
    }
  }

  let sandSave: boolean | null = null
  const bunkerShot = shots.find((sh) => sh.lie === LIE.greensideBunker)
  if (bunkerShot) sandSave = strokes - bunkerShot.shotNo + 1 <= 2
  return {
    putts,
    fairwayHit,
    gir: reach <= par - 2,
    sandSave,
    driveDistanceYd,
    penaltyStrokes: penalty,
    shots,
  }
}
