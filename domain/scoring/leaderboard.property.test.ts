import { describe, expect, it } from 'vitest'
import { computeLeaderboard } from './leaderboard'
import { PARS } from './test-fixtures'
import type { EntryInput, EntryStatus, Leaderboard, RoundCard, TournamentInput } from './types'

/** mulberry32: a tiny seeded PRNG, so every failure replays from its seed. */
function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Rng = () => number
const int = (rng: Rng, n: number) => Math.floor(rng() * n)
const pick = <T>(rng: Rng, items: readonly T[]): T => items[int(rng, items.length)]!
const STROKE_OFFSETS = [-2, -1, -1, 0, 0, 0, 0, 0, 1, 1, 1, 2, 3]
const STATUSES: EntryStatus[] = ['active', 'active', 'active', 'active', 'active', 'active', 'WD', 'RTD', 'DQ', 'DNS']

function randomCard(rng: Rng, round: number, holes: number): RoundCard {
  const startHole = rng() < 0.3 ? 10 : 1
  const scores: Array<number | null> = Array.from({ length: 18 }, () => null)
  for (let step = 0; step < holes; step++) {
    const hole = (step + startHole - 1) % 18
    scores[hole] = Math.max(1, PARS[hole]! + pick(rng, STROKE_OFFSETS))
  }
  const teeTime =
    rng() < 0.8
      ? `${String(7 + int(rng, 7)).padStart(2, '0')}:${pick(rng, ['00', '10', '20', '30', '40', '50'])}`
      : null
  return { round, startHole, teeTime, scores }
}

function randomEntry(rng: Rng, i: number, currentRound: number, finished: boolean): EntryInput {
  const status = pick(rng, STATUSES)
  const stopRound = status === 'active' ? currentRound : 1 + int(rng, currentRound)
  const rounds: RoundCard[] = []
  if (status !== 'DNS') {
    for (let r = 1; r <= stopRound; r++) {
      const last = r === stopRound
      const holes = !last || (finished && status === 'active') ? 18 : int(rng, 19)
      rounds.push(randomCard(rng, r, holes))
    }
  }
  // Few distinct names, so level players often fall back to the player id.
  return {
    playerId: i + 1,
    externalId: null,
    name: pick(rng, ['김', '이', '박', 'Kim', 'Lee']),
    country: 'KOR',
    amateur: rng() < 0.1,
    status,
    rounds,
  }
}

function randomTournament(seed: number): TournamentInput {
  const rng = prng(seed)
  const rounds = 2 + int(rng, 3)
  const currentRound = 1 + int(rng, rounds)
  const finished = currentRound === rounds && rng() < 0.6
  const size = 1 + int(rng, 160)
  const cut = rng() < 0.4 ? null : { afterRound: 1 + int(rng, rounds - 1), top: 1 + int(rng, size), ties: rng() < 0.6 }
  const entries = Array.from({ length: size }, (_, i) => randomEntry(rng, i, currentRound, finished))
  const input: TournamentInput = {
    gameId: seed + 1,
    pars: PARS,
    rounds,
    currentRound,
    cut,
    finished,
    playoff: null,
    entries,
  }
  // Finished with a shared lead: add a playoff, mostly decided, sometimes still being played.
  const leaders = computeLeaderboard(input).rows.filter((r) => r.rank === 1)
  if (!finished || leaders.length < 2) return input
  const scores = Object.fromEntries(leaders.map((r) => [r.playerId, [4, int(rng, 2) ? 4 : null]]))
  return { ...input, playoff: { holes: [18, 18], scores, winnerId: rng() < 0.7 ? leaders[0]!.playerId : null } }
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(rng, i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** Board sections top to bottom; the rank of each row's section must never decrease. */
const SECTION = ['ranked', '-', 'MC', 'WD', 'RTD', 'DQ', 'DNS']
const sectionOf = (row: Leaderboard['rows'][number]) => (row.rank !== null ? 0 : SECTION.indexOf(row.position))

const SEEDS = Array.from({ length: 120 }, (_, i) => 1000 + i * 7919)

describe('leaderboard properties over random fields', () => {
  it('gives the same board whatever the order of the entries', () => {
    for (const seed of SEEDS) {
      const input = randomTournament(seed)
      const board = computeLeaderboard(input)
      const rng = prng(seed ^ 0x5bd1e995)
      for (let k = 0; k < 3; k++) {
        expect(computeLeaderboard({ ...input, entries: shuffled(input.entries, rng) }), `seed ${seed}`).toEqual(board)
      }
    }
  })

  it('lists every player exactly once, ranked players first, then -, MC, WD, RTD, DQ, DNS', () => {
    for (const seed of SEEDS) {
      const input = randomTournament(seed)
      const { rows } = computeLeaderboard(input)
      expect(rows.map((r) => r.playerId).sort(), `seed ${seed}`).toEqual(input.entries.map((e) => e.playerId).sort())
      const sections = rows.map(sectionOf)
      expect(
        sections.every((s) => s >= 0),
        `seed ${seed}`,
      ).toBe(true)
      expect(sections, `seed ${seed}`).toEqual([...sections].sort((a, b) => a - b))
      for (const row of rows) if (row.rank === null) expect(['-', row.status]).toContain(row.position)
    }
  })

  it('ranks by standard competition ranking consistent with to par', () => {
    for (const seed of SEEDS) {
      const board = computeLeaderboard(randomTournament(seed))
      const ranked = board.rows.filter((r) => r.rank !== null)
      const decidedPlayoff = board.playoffHoles !== null && ranked.filter((r) => r.rank === 1).length === 1
      // A decided playoff splits the leaders; the ranking rule holds for the players behind them.
      const checked = decidedPlayoff ? ranked.filter((r) => r.playoff === null) : ranked
      for (const row of checked) {
        const ahead = ranked.filter((o) => o.toPar! < row.toPar!).length
        expect(row.rank, `seed ${seed} ${row.playerId}`).toBe(ahead + 1)
        const shared = ranked.filter((o) => o.rank === row.rank).length > 1
        expect(row.position, `seed ${seed}`).toBe(`${shared ? 'T' : ''}${row.rank}`)
      }
      for (let i = 1; i < ranked.length; i++)
        expect(ranked[i]!.rank! >= ranked[i - 1]!.rank!, `seed ${seed}`).toBe(true)
      for (const r of ranked) {
        const below = ranked.filter((o) => o.rank! < r.rank!).length
        expect(below, `seed ${seed}`).toBe(r.rank! - 1)
      }
    }
  })

  it('ignores missed-cut players rounds after the cut and never ranks them', () => {
    for (const seed of SEEDS) {
      const input = randomTournament(seed)
      const board = computeLeaderboard(input)
      for (const row of board.rows.filter((r) => r.status === 'MC')) {
        expect(row.rank).toBeNull()
        expect(board.cut?.projected).toBe(false)
        expect(row.rounds.filter((r) => r.round > input.cut!.afterRound).every((r) => r.strokes === null)).toBe(true)
      }
    }
  })
})
