import type { Hazard, PlanePoint } from '../schema/course'
import { alongPath, band, directionAt, ellipse, pathLength, pt, r1, YARD_M } from './geometry'
import { clamp, type Rng } from './rng'

/** What the shot generator needs to know about a hole beyond its database row. */
export interface HoleFeatures {
  fairwayBunkers: PlanePoint[]
  greensideBunkers: PlanePoint[]
  /** Water: where a ball in it rests, and the drop spot. */
  water: { at: PlanePoint; drop: PlanePoint } | null
  /** Side of the out-of-bounds strip (1 right, -1 left), when there is one. */
  obSide: 1 | -1 | null
  greenRadius: number
}

export interface HoleSpec {
  hole: number
  par: number
  yards: number
  /** Length of the centre line in metres (= yards × 0.9144). */
  lengthM: number
  handicap: number
  /** Difficulty as a shift of the score model's tilt (negative = harder). */
  difficulty: number
  /** Driving distance is measured on this hole. */
  measured: boolean
  tee: PlanePoint
  fairway: PlanePoint[]
  greenCenter: PlanePoint
  greenOutline: PlanePoint[]
  hazards: Hazard[]
  features: HoleFeatures
}

export interface CourseSpec {
  id: number
  nameKo: string
  nameEn: string
  locationKo: string
  locationEn: string
  par: number
  yards: number
  holes: HoleSpec[]
}

// Invented clubs in real regions (no real course is named).
const COURSE_NAMES: ReadonlyArray<[string, string, string, string]> = [
  ['솔모루 컨트리클럽', 'Solmoru Country Club', '경기 여주', 'Yeoju, Gyeonggi'],
  ['은빛호수 CC', 'Eunbit Lake CC', '강원 춘천', 'Chuncheon, Gangwon'],
  ['가람 골프클럽', 'Garam Golf Club', '경남 김해', 'Gimhae, Gyeongnam'],
  ['해오름 CC', 'Haeoreum CC', '제주 서귀포', 'Seogwipo, Jeju'],
  ['청솔레이크 CC', 'Cheongsol Lake CC', '충북 충주', 'Chungju, Chungbuk'],
  ['마루나 GC', 'Maruna GC', '인천 영종도', 'Yeongjong-do, Incheon'],
  ['바람언덕 CC', 'Baram Hill CC', '경북 경주', 'Gyeongju, Gyeongbuk'],
  ['다온힐스 GC', 'Daon Hills GC', '전남 영암', 'Yeongam, Jeonnam'],
  ['새별오름 CC', 'Saebyeol Oreum CC', '제주 제주시', 'Jeju City, Jeju'],
  ['한결 컨트리클럽', 'Hangyeol Country Club', '경기 이천', 'Icheon, Gyeonggi'],
]

/** Pars of one nine with `par5s` par 5s and two par 3s; never a par 3 first or two in a row. */
function ninePars(rng: Rng, par5s: number, first: boolean): number[] {
  for (;;) {
    const pars = [3, 3, ...Array.from({ length: par5s }, () => 5), ...Array.from({ length: 7 - par5s }, () => 4)]
    rng.shuffle(pars)
    if (first && pars[0] !== 4) continue
    if (pars.some((p, i) => p === 3 && pars[i + 1] === 3)) continue
    if (pars.some((p, i) => p === 5 && pars[i + 1] === 5)) continue
    return pars
  }
}

function yardsFor(rng: Rng, par: number): number {
  if (par === 3) return rng.int(165, 245)
  if (par === 5) return rng.int(535, 620)
  return rng.chance(0.12) ? rng.int(330, 370) : rng.int(385, 495)
}

function centreLine(rng: Rng, par: number, lengthM: number): PlanePoint[] {
  const heading = rng.range(-0.18, 0.18) // radians from north
  const dirAt = (h: number): PlanePoint => [Math.sin(h), Math.cos(h)]
  const path: PlanePoint[] = [[0, 0]]
  const bends: number[] = []
  if (par === 4 && rng.chance(0.55) && lengthM > 320) bends.push(rng.range(225, Math.min(265, lengthM - 95)))
  if (par === 5) {
    bends.push(rng.range(240, 270))
    if (rng.chance(0.45)) bends.push(rng.range(430, Math.min(470, lengthM - 80)))
  }
  let h = heading
  let at: PlanePoint = [0, 0]
  let done = 0
  for (const b of bends) {
    const d = dirAt(h)
    at = [at[0] + d[0] * (b - done), at[1] + d[1] * (b - done)]
    path.push(pt(at[0], at[1]))
    done = b
    h += (rng.chance(0.5) ? 1 : -1) * rng.range(0.2, 0.6)
  }
  const d = dirAt(h)
  path.push(pt(at[0] + d[0] * (lengthM - done), at[1] + d[1] * (lengthM - done)))
  return path
}

function buildHole(rng: Rng, hole: number, par: number, yards: number): Omit<HoleSpec, 'handicap' | 'measured'> {
  const lengthM = yards * YARD_M
  const fairway = centreLine(rng, par, lengthM)
  const realLength = pathLength(fairway)
  const greenCenter = fairway[fairway.length - 1] as PlanePoint
  const approachDir = directionAt(fairway, realLength)
  const greenRadius = rng.range(14, 18)
  const greenOutline = ellipse(
    rng,
    greenCenter,
    approachDir,
    greenRadius,
    greenRadius * rng.range(0.72, 0.85),
    20,
    0.05,
  )
  const hazards: Hazard[] = []
  const features: HoleFeatures = { fairwayBunkers: [], greensideBunkers: [], water: null, obSide: null, greenRadius }

  if (par >= 4) {
    const count = rng.int(1, 2)
    const firstSide = rng.chance(0.5) ? 1 : -1
    for (let i = 0; i < count; i++) {
      const s = Math.min(rng.range(235, 275), realLength - 70)
      const side = i === 0 ? firstSide : -firstSide
      const c = alongPath(fairway, s, side * rng.range(19, 25))
      hazards.push({ kind: 'bunker', polygon: ellipse(rng, c, directionAt(fairway, s), 13, 6) })
      features.fairwayBunkers.push([r1(c[0]), r1(c[1])])
    }
  }
  const greenside = rng.int(1, 3)
  const angles = rng.shuffle([0.95, -0.95, 1.7, -1.7, Math.PI])
  for (let i = 0; i < greenside; i++) {
    const a = angles[i] ?? 0
    // Angle measured from the direction back towards the fairway (0 = short of the green).
    const back: PlanePoint = [-approachDir[0], -approachDir[1]]
    const dir: PlanePoint = [
      back[0] * Math.cos(a) - back[1] * Math.sin(a),
      back[0] * Math.sin(a) + back[1] * Math.cos(a),
    ]
    const r = greenRadius + 7
    const c: PlanePoint = [greenCenter[0] + dir[0] * r, greenCenter[1] + dir[1] * r]
    hazards.push({ kind: 'bunker', polygon: ellipse(rng, c, [dir[1], -dir[0]], 9, 5) })
    features.greensideBunkers.push([r1(c[0]), r1(c[1])])
  }
  let waterSide = 0
  if (par === 3 ? rng.chance(0.3) : rng.chance(0.22)) {
    if (par === 3) {
      const s = realLength - greenRadius - 14
      const c = alongPath(fairway, s)
      hazards.push({ kind: 'water', polygon: band(fairway, s - 10, s + 8, -24, 24, 6) })
      features.water = { at: [r1(c[0]), r1(c[1])], drop: alongPath(fairway, s - 35).map(r1) as PlanePoint }
    } else {
      waterSide = rng.chance(0.5) ? 1 : -1
      const s0 = rng.range(170, 210)
      const s1 = Math.min(s0 + rng.range(90, 140), realLength - 40)
      hazards.push({ kind: 'water', polygon: band(fairway, s0, s1, waterSide * 30, waterSide * 55) })
      const mid = (s0 + s1) / 2
      features.water = {
        at: alongPath(fairway, mid, waterSide * 40).map(r1) as PlanePoint,
        drop: alongPath(fairway, mid, waterSide * 20).map(r1) as PlanePoint,
      }
    }
  }
  if (par >= 4 && rng.chance(0.35)) {
    const side = waterSide !== 0 ? -waterSide : rng.chance(0.5) ? 1 : -1
    hazards.push({ kind: 'ob', polygon: band(fairway, 120, realLength - 30, side * 42, side * 60, 40) })
    features.obSide = side as 1 | -1
  }

  const norm = par === 3 ? 200 : par === 4 ? 430 : 570
  const scale = par === 3 ? 45 : par === 4 ? 65 : 45
  const difficulty =
    rng.normal(0, 0.07) - ((yards - norm) / scale) * 0.05 - (features.water ? 0.03 : 0) - (features.obSide ? 0.015 : 0)
  return {
    hole,
    par,
    yards,
    lengthM: realLength,
    difficulty,
    tee: [0, 0],
    fairway,
    greenCenter,
    greenOutline,
    hazards,
    features,
  }
}

/** Stroke index: hardest first; odd numbers for the front nine, even for the back nine. */
function strokeIndexes(holes: Array<{ hole: number; difficulty: number }>): Map<number, number> {
  const out = new Map<number, number>()
  for (const [nine, first] of [
    [holes.slice(0, 9), 1],
    [holes.slice(9), 2],
  ] as const) {
    const sorted = [...nine].sort((a, b) => a.difficulty - b.difficulty || a.hole - b.hole)
    sorted.forEach((h, i) => out.set(h.hole, first + 2 * i))
  }
  return out
}

export function generateCourse(rng: Rng, id: number, par: 70 | 71 | 72): CourseSpec {
  const [nameKo, nameEn, locationKo, locationEn] = COURSE_NAMES[(id - 1) % COURSE_NAMES.length] as [
    string,
    string,
    string,
    string,
  ]
  const front = ninePars(rng, par === 70 ? 1 : 2, true)
  const back = ninePars(rng, par === 72 ? 2 : 1, false)
  const pars = [...front, ...back]
  let yards = pars.map((p) => yardsFor(rng, p))
  // Scale the par 4s and 5s towards a target length in the tour's range.
  const target = par === 72 ? rng.int(7000, 7380) : rng.int(6900, 7150)
  const fixed = yards.reduce((sum, y, i) => sum + (pars[i] === 3 ? y : 0), 0)
  const flexible = yards.reduce((sum, y, i) => sum + (pars[i] === 3 ? 0 : y), 0)
  const factor = (target - fixed) / flexible
  yards = yards.map((y, i) =>
    pars[i] === 3 ? y : Math.round(clamp(y * factor, pars[i] === 4 ? 320 : 510, pars[i] === 4 ? 520 : 640)),
  )

  const built = pars.map((p, i) => buildHole(rng, i + 1, p, yards[i] as number))
  const index = strokeIndexes(built)
  // Driving distance is measured on one long par 4 or 5 per nine, the straightest available.
  const measured = new Set<number>()
  for (const nine of [built.slice(0, 9), built.slice(9)]) {
    const candidates = nine
      .filter((h) => h.par >= 4)
      .sort((a, b) => a.fairway.length - b.fairway.length || b.yards - a.yards)
    if (candidates[0]) measured.add(candidates[0].hole)
  }
  const holes: HoleSpec[] = built.map((h) => ({
    ...h,
    handicap: index.get(h.hole) ?? h.hole,
    measured: measured.has(h.hole),
  }))
  return { id, nameKo, nameEn, locationKo, locationEn, par, yards: yards.reduce((a, b) => a + b, 0), holes }
}

export function generateCourses(rng: Rng, count: number): CourseSpec[] {
  // Mostly par 72, with a par 71 and a par 70 for variety once there are enough courses.
  const pars: Array<70 | 71 | 72> = Array.from({ length: count }, (_, i) =>
    count >= 6 && i === 4 ? 71 : count >= 6 && i === 6 ? 70 : 72,
  )
  return pars.map((par, i) => generateCourse(rng.fork(`course-${i + 1}`), i + 1, par))
}
