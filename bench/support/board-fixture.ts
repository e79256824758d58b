/**
 * Realistic leaderboards for the diff benchmark, without a database: a 156-player field in round 4,
 * each row shaped like LeaderboardRow plus the 72 hole scores the hole-by-hole view carries (null
 * for holes not played yet). Deterministic, so every run diffs the same boards.
 */
import type { LeaderboardRow } from '@domain/scoring/types'

export type HoleRow = LeaderboardRow & { holes: Array<number | null> }

export const FIELD = 156
const ROUNDS = 4
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5]
const COUNTRIES = ['KOR', 'KOR', 'KOR', 'KOR', 'JPN', 'AUS', 'USA', 'THA', 'NZL', 'CHN']
const FAMILY = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임']
const GIVEN = ['민준', '서준', '도윤', '예준', '시우', '하준', '주원', '지호', '지후', '준서', '건우', '현우']

/** mulberry32: small, fast and good enough to draw golf scores. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Strokes on a hole of `par`, by the usual tour distribution of eagles to double bogeys. */
export function drawStrokes(random: () => number, par: number): number {
  const r = random()
  if (r < 0.01 && par === 5) return par - 2
  if (r < 0.19) return par - 1
  if (r < 0.8) return par
  if (r < 0.96) return par + 1
  return par + 2
}

/** Holes of a round in playing order from its start hole (1..18, or 10..18 then 1..9). */
const playingOrder = (startHole: 1 | 10) => Array.from({ length: 18 }, (_, i) => ((startHole - 1 + i) % 18) + 1)

/** Totals, round results, today and thru of a row from its holes: what the scoring engine derives. */
function derive(row: HoleRow): HoleRow {
  const rounds = Array.from({ length: ROUNDS }, (_, r) => {
    const played = PARS.map((par, h) => ({ par, strokes: row.holes[r * 18 + h] })).filter(
      (x): x is { par: number; strokes: number } => x.strokes != null,
    )
    return played.length === 0
      ? { round: r + 1, strokes: null, toPar: null }
      : {
          round: r + 1,
          strokes: played.reduce((s, x) => s + x.strokes, 0),
          toPar: played.reduce((s, x) => s + x.strokes - x.par, 0),
        }
  })
  const last = rounds[ROUNDS - 1]!
  const playedToday = row.holes.slice((ROUNDS - 1) * 18).filter((s) => s != null).length
  return {
    ...row,
    rounds,
    total: rounds.reduce((s, r) => s + (r.strokes ?? 0), 0),
    toPar: rounds.reduce((s, r) => s + (r.toPar ?? 0), 0),
    today: last.toPar,
    thru: playedToday === 18 ? 'F' : `${playedToday}${row.startHole === 10 ? '*' : ''}`,
  }
}

/** Board order and positions: by total to par, ties share a rank and show 'T'. */
export function rank(rows: readonly HoleRow[]): HoleRow[] {
  const sorted = [...rows].sort((a, b) => a.toPar! - b.toPar! || a.playerId - b.playerId)
  return sorted.map((row) => {
    const rank = sorted.findIndex((r) => r.toPar === row.toPar) + 1
    const tied = sorted.filter((r) => r.toPar === row.toPar).length > 1
    const position = `${tied ? 'T' : ''}${rank}`
    return row.rank === rank && row.position === position ? row : { ...row, rank, position }
  })
}

/** A field in round 4: three rounds played, the last one 0 to 17 holes in (groups tee off in waves). */
export function liveBoard(seed = 1): HoleRow[] {
  const random = createRandom(seed)
  const rows = Array.from({ length: FIELD }, (_, i): HoleRow => {
    const startHole: 1 | 10 = Math.floor(i / 3) % 2 === 0 ? 1 : 10
    const holes: Array<number | null> = []
    for (let r = 0; r < ROUNDS; r++)
      for (const par of PARS) holes.push(r < ROUNDS - 1 ? drawStrokes(random, par) : null)
    const playedToday = Math.floor(random() * 18)
    for (const hole of playingOrder(startHole).slice(0, playedToday))
      holes[(ROUNDS - 1) * 18 + hole - 1] = drawStrokes(random, PARS[hole - 1]!)
    const base: HoleRow = {
      playerId: 1000 + i,
      externalId: `KPGA${String(20000 + i).padStart(6, '0')}`,
      name: `${FAMILY[i % FAMILY.length]}${GIVEN[(i * 7) % GIVEN.length]}`,
      country: COUNTRIES[i % COUNTRIES.length]!,
      amateur: i % 40 === 39,
      position: '-',
      rank: null,
      status: 'active',
      total: null,
      toPar: null,
      today: null,
      thru: null,
      startHole,
      rounds: [],
      playoff: null,
      holes,
    }
    return derive(base)
  })
  return rank(rows)
}

/**
 * The board after `count` players on the course each hole their next hole. With `par`, every one
 * makes par, so exactly those rows change and nobody moves; otherwise scores are drawn and the
 * board re-ranks (positions move, and more rows change).
 */
export function nextBoard(
  previous: readonly HoleRow[],
  count: number,
  options: { par: boolean; seed?: number },
): HoleRow[] {
  const random = createRandom(options.seed ?? 2)
  const onCourse = previous.filter((row) => row.thru !== 'F')
  const pick = new Set<number>()
  while (pick.size < Math.min(count, onCourse.length))
    pick.add(onCourse[Math.floor(random() * onCourse.length)]!.playerId)
  const rows = previous.map((row) => {
    if (!pick.has(row.playerId)) return row
    const today = row.holes.slice((ROUNDS - 1) * 18)
    const hole = playingOrder(row.startHole).find((h) => today[h - 1] == null)!
    const holes = [...row.holes]
    holes[(ROUNDS - 1) * 18 + hole - 1] = options.par ? PARS[hole - 1]! : drawStrokes(random, PARS[hole - 1]!)
    return derive({ ...row, holes })
  })
  return options.par ? rows : rank(rows)
}

/** What a worker or browser holds after parsing a response: equal values, no shared objects. */
export const reparsed = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T
