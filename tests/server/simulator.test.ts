import { applyBoardDiff } from '@domain/scoring/diff-rows'
import { and, asc, count, eq, inArray, max, min } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AppDb } from '../../server/db/database'
import type { LeaderboardPatch } from '@contract/leaderboard'
import {
  courseHoles,
  entries,
  holeScores,
  leaderboardVersions,
  liveScoreAudit,
  shots,
  teeGroupPlayers,
  teeGroups,
  tournamentRounds,
  tournaments,
  weatherReadings,
} from '../../server/db/schema/index'
import { HOLED_LIE } from '../../server/modules/live/shot-rows'
import { demoInstant } from '../../server/simulator/clock'
import { playingOrder, simulatedStrokes } from '../../server/simulator/play'
import { startSimulator, TICK_MS } from '../../server/simulator/start'
import { loadRoundState } from '../../server/simulator/state'
import { simulateTick } from '../../server/simulator/tick'
import { createTestDatabase, type TestDatabase } from './helpers'

const MINUTE = 60_000

async function liveGame(db: AppDb) {
  const [game] = await db.select().from(tournaments).where(eq(tournaments.id, gameId))
  return game!
}
let gameId = 0

async function counts(db: AppDb) {
  const [scores] = await db.select({ n: count() }).from(holeScores).where(eq(holeScores.tournamentId, gameId))
  const [audit] = await db
    .select({ n: count() })
    .from(liveScoreAudit)
    .where(and(eq(liveScoreAudit.tournamentId, gameId), eq(liveScoreAudit.source, 'simulator')))
  const [versions] = await db
    .select({ latest: max(leaderboardVersions.version) })
    .from(leaderboardVersions)
    .where(eq(leaderboardVersions.tournamentId, gameId))
  return { scores: scores!.n, audit: audit!.n, version: versions!.latest ?? 0 }
}

describe('playing order and strokes', () => {
  it('plays from the start hole and wraps', () => {
    expect(playingOrder(1)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1))
    expect(playingOrder(10)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('draws the same strokes for the same hole, within 1-20', () => {
    const key = { gameId: 1, round: 2, entryId: 3, hole: 4 }
    expect(simulatedStrokes(key, 4, -2)).toBe(simulatedStrokes(key, 4, -2))
    for (let hole = 1; hole <= 18; hole++) {
      const strokes = simulatedStrokes({ ...key, hole }, 3 + (hole % 3), 1)
      expect(strokes).toBeGreaterThanOrEqual(1)
      expect(strokes).toBeLessThanOrEqual(20)
    }
  })
})

describe('simulator over the demo', () => {
  let testDb: TestDatabase
  let db: AppDb
  let frozen: Date

  beforeAll(async () => {
    testDb = await createTestDatabase()
    db = testDb.database.db
    const [game] = await db.select().from(tournaments).where(eq(tournaments.status, 2))
    gameId = game!.id
    frozen = (await demoInstant(db))!
    expect(frozen).toBeInstanceOf(Date)
  })
  afterAll(async () => {
    await testDb?.cleanup()
  })

  it('records nothing when no hole is due', async () => {
    const game = await liveGame(db)
    const [first] = await db
      .select({ at: min(teeGroups.teeTime) })
      .from(teeGroups)
      .where(and(eq(teeGroups.tournamentId, gameId), eq(teeGroups.round, game.currentRound)))
    const before = await counts(db)
    expect(await simulateTick(db, new Date(first!.at!.getTime() - 60 * MINUTE))).toBe(0)
    expect(await counts(db)).toEqual(before)
  })

  it('records due holes through the live-score door, in playing order', async () => {
    const before = await counts(db)
    const patches: number[] = []
    let recorded = 0
    for (let step = 1; step <= 3; step++) {
      recorded += await simulateTick(db, new Date(frozen.getTime() + step * 20 * MINUTE), {
        onPatch: (p) => patches.push(p.to),
      })
    }
    expect(recorded).toBeGreaterThan(0)
    const after = await counts(db)
    expect(after.scores).toBe(before.scores + recorded)
    expect(after.audit).toBe(before.audit + recorded)
    expect(after.version).toBe(before.version + recorded)
    expect(patches).toEqual(Array.from({ length: recorded }, (_, i) => before.version + i + 1))

    const game = await liveGame(db)
    const simulated = await db
      .select({ strokes: holeScores.strokes })
      .from(holeScores)
      .innerJoin(
        liveScoreAudit,
        and(
          eq(liveScoreAudit.entryId, holeScores.entryId),
          eq(liveScoreAudit.round, holeScores.round),
          eq(liveScoreAudit.hole, holeScores.hole),
        ),
      )
      .where(and(eq(holeScores.tournamentId, gameId), eq(liveScoreAudit.source, 'simulator')))
    expect(simulated).toHaveLength(recorded)
    for (const s of simulated) expect(s.strokes).toBeGreaterThanOrEqual(1)
    for (const s of simulated) expect(s.strokes).toBeLessThanOrEqual(20)

    const state = await loadRoundState(db, game)
    for (const p of state.players) {
      const holes = [...p.scored].sort(
        (a, b) => playingOrder(p.startHole).indexOf(a) - playingOrder(p.startHole).indexOf(b),
      )
      expect(holes).toEqual(playingOrder(p.startHole).slice(0, holes.length))
    }
  })

  it('stops a tick at once when the lease is lost mid-tick, writing nothing more', async () => {
    const before = await counts(db)
    let asked = 0
    // The lease holds for the first game check and two scores, then another node has it.
    const recorded = await simulateTick(db, new Date(frozen.getTime() + 80 * MINUTE), {
      stillMine: async () => ++asked <= 3,
    })
    expect(recorded).toBe(2)
    expect(asked).toBe(4)
    expect((await counts(db)).scores).toBe(before.scores + 2)
  })

  it('stores the shots of every simulated hole on the hole geometry, holed at the green centre', async () => {
    const simulated = await db
      .select({ entryId: liveScoreAudit.entryId, round: liveScoreAudit.round, hole: liveScoreAudit.hole })
      .from(liveScoreAudit)
      .where(and(eq(liveScoreAudit.tournamentId, gameId), eq(liveScoreAudit.source, 'simulator')))
    expect(simulated.length).toBeGreaterThan(0)
    const game = await liveGame(db)
    const geometry = new Map(
      (await db.select().from(courseHoles).where(eq(courseHoles.courseId, game.courseId!))).map((h) => [h.hole, h]),
    )
    for (const s of simulated) {
      const rows = await db
        .select()
        .from(shots)
        .where(and(eq(shots.entryId, s.entryId), eq(shots.round, s.round), eq(shots.hole, s.hole)))
        .orderBy(asc(shots.shotNo))
      const [score] = await db
        .select()
        .from(holeScores)
        .where(and(eq(holeScores.entryId, s.entryId), eq(holeScores.round, s.round), eq(holeScores.hole, s.hole)))
      const hole = geometry.get(s.hole)!
      expect(rows.length).toBeGreaterThan(0)
      expect([rows[0]!.x, rows[0]!.y, rows[0]!.lie]).toEqual([hole.tee[0], hole.tee[1], 0])
      const last = rows.at(-1)!
      expect(last.shotNo).toBe(score!.strokes)
      expect([last.toX, last.toY, last.resultLie]).toEqual([hole.greenCenter[0], hole.greenCenter[1], HOLED_LIE])
      expect(rows.filter((r) => r.lie === 3).length).toBe(score!.putts)
    }
  })

  it('adds weather readings through the round day, with the wind changing', async () => {
    const game = await liveGame(db)
    const [roundRow] = await db
      .select()
      .from(tournamentRounds)
      .where(and(eq(tournamentRounds.tournamentId, gameId), eq(tournamentRounds.round, game.currentRound)))
    const read = () =>
      db
        .select()
        .from(weatherReadings)
        .where(and(eq(weatherReadings.tournamentId, gameId), eq(weatherReadings.round, game.currentRound)))
        .orderBy(asc(weatherReadings.observedAt))
    const before = await read()
    const evening = new Date(Date.parse(`${roundRow!.date}T19:00:00+09:00`))
    await simulateTick(db, evening, { holeMinutes: 10_000 })
    const after = await read()
    expect(after.length).toBeGreaterThan(before.length)
    expect(after.at(-1)!.observedAt.toISOString()).toBe(
      new Date(Date.parse(`${roundRow!.date}T18:00:00+09:00`)).toISOString(),
    )
    const added = after.slice(before.length)
    expect(new Set(added.map((r) => r.windSpeedMs)).size).toBeGreaterThan(1)
    // Hourly, never twice for the same hour.
    expect(new Set(after.map((r) => r.observedAt.getTime())).size).toBe(after.length)
    await simulateTick(db, evening, { holeMinutes: 10_000 })
    expect(await read()).toHaveLength(after.length)
  })

  it('finishing the round starts the next one with new tee groups', async () => {
    const game = await liveGame(db)
    const round = game.currentRound
    const state = await loadRoundState(db, game)
    // Fill every active card but its last hole directly, so the simulator only plays the finish.
    const fill = state.players
      .filter((p) => p.status === 'active')
      .flatMap((p) =>
        playingOrder(p.startHole)
          .slice(0, 17)
          .filter((hole) => !p.scored.has(hole))
          .map((hole) => ({ entryId: p.entryId, round, hole, tournamentId: gameId, strokes: state.pars.get(hole)! })),
      )
    if (fill.length) await db.insert(holeScores).values(fill)

    const later = new Date(frozen.getTime() + 24 * 60 * MINUTE)
    const active = state.players.filter((p) => p.status === 'active').length
    const unfinished = state.players.filter((p) => p.status === 'active' && p.scored.size < 18).length
    expect(unfinished).toBeGreaterThan(0)
    expect(await simulateTick(db, later)).toBe(unfinished)
    const outcomes: unknown[] = []
    const patches: LeaderboardPatch[] = []
    const versionBefore = (await counts(db)).version
    expect(
      await simulateTick(db, later, { onRound: (_id, o) => outcomes.push(o), onPatch: (p) => patches.push(p) }),
    ).toBe(0)
    // Closing the round is a board change of its own: one new version, pushed.
    expect(patches).toHaveLength(1)
    expect(patches[0]).toMatchObject({
      gameId,
      from: versionBefore,
      to: versionBefore + 1,
      board: { status: 2, currentRound: round + 1 },
    })
    expect(game.cutAfterRound, "the test demo's live round is its cut round").toBe(round)
    {
      expect(patches[0]!.board!.cut).toMatchObject({ afterRound: round, projected: false })
      const version = (v: number) =>
        db
          .select()
          .from(leaderboardVersions)
          .where(and(eq(leaderboardVersions.tournamentId, gameId), eq(leaderboardVersions.version, v)))
      const [[previous], [stored]] = await Promise.all([version(versionBefore), version(versionBefore + 1)])
      expect(stored!.rows.some((r) => r.position === 'MC')).toBe(true)
      // A watcher holding the previous version rebuilds exactly the closed round's board from the patch.
      expect(applyBoardDiff(previous!.rows, patches[0]!)).toEqual(stored!.rows)
    }

    const next = await liveGame(db)
    expect(next.currentRound).toBe(round + 1)
    expect(outcomes).toEqual([{ kind: 'next', round: round + 1 }])
    const rounds = await db.select().from(tournamentRounds).where(eq(tournamentRounds.tournamentId, gameId))
    expect(rounds.find((r) => r.round === round)!.status).toBe('complete')
    // Drawn and published by the officials' close; it starts shortly before its first tee time.
    expect(rounds.find((r) => r.round === round + 1)).toMatchObject({ status: 'planned', teeSheetDraft: false })

    const groups = await db
      .select()
      .from(teeGroups)
      .where(and(eq(teeGroups.tournamentId, gameId), eq(teeGroups.round, round + 1)))
    expect(groups.length).toBeGreaterThan(0)
    // After the cut the field goes off the 1st tee only (docs/requirements/officials.md#of-7).
    expect(new Set(groups.map((g) => g.startHole))).toEqual(new Set(game.cutAfterRound === round ? [1] : [1, 10]))
    const seated = await db
      .select({ entryId: teeGroupPlayers.entryId })
      .from(teeGroupPlayers)
      .where(
        inArray(
          teeGroupPlayers.groupId,
          groups.map((g) => g.id),
        ),
      )
    const field = await db
      .select({ id: entries.id, status: entries.status })
      .from(entries)
      .where(
        inArray(
          entries.id,
          seated.map((s) => s.entryId),
        ),
      )
    expect(field.every((e) => e.status === 'active')).toBe(true)
    if (game.cutAfterRound === round) {
      expect(seated.length).toBeLessThan(active)
      expect(seated.length).toBeGreaterThanOrEqual(game.cutTop!)
    } else {
      expect(seated.length).toBe(active)
    }

    // The round starts ten minutes before its first tee time, then takes scores as the first groups hole out.
    const firstTee = Math.min(...groups.map((g) => g.teeTime.getTime()))
    expect(await simulateTick(db, new Date(firstTee - 20 * MINUTE))).toBe(0)
    expect((await liveGame(db)).currentRound).toBe(round + 1)
    const planned = await db.select().from(tournamentRounds).where(eq(tournamentRounds.tournamentId, gameId))
    expect(planned.find((r) => r.round === round + 1)!.status).toBe('planned')
    expect(await simulateTick(db, new Date(firstTee - 5 * MINUTE))).toBe(0)
    const started = await db.select().from(tournamentRounds).where(eq(tournamentRounds.tournamentId, gameId))
    expect(started.find((r) => r.round === round + 1)!.status).toBe('playing')
    const recorded = await simulateTick(db, new Date(firstTee + 15 * MINUTE))
    expect(recorded).toBeGreaterThan(0)
    const [holes] = await db
      .select({ n: count() })
      .from(holeScores)
      .where(and(eq(holeScores.tournamentId, gameId), eq(holeScores.round, round + 1)))
    expect(holes!.n).toBe(recorded)
    const firstHoles = await db
      .select({ hole: holeScores.hole })
      .from(holeScores)
      .where(and(eq(holeScores.tournamentId, gameId), eq(holeScores.round, round + 1)))
    for (const h of firstHoles) expect([1, 10]).toContain(h.hole)
    const [pars] = await db.select({ n: count() }).from(courseHoles).where(eq(courseHoles.courseId, game.courseId!))
    expect(pars!.n).toBe(18)
  })
})

describe('startSimulator', () => {
  it('catches and logs a failing tick, never overlaps, and stops on close', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const errors: unknown[] = []
      const log = { info: vi.fn(), debug: vi.fn(), error: (obj: unknown) => errors.push(obj) }
      const hooks: Array<() => Promise<void>> = []
      const app = {
        log: { child: () => log },
        io: {},
        addHook: (_name: string, fn: () => Promise<void>) => hooks.push(fn),
      } as unknown as FastifyInstance
      const closedDb = {
        select: () => {
          throw new Error('database closed')
        },
      } as unknown as AppDb
      const sim = startSimulator(app, { SIM_SPEED: 1 }, closedDb)
      vi.advanceTimersByTime(TICK_MS)
      const a = sim.tick()
      expect(sim.tick()).toBe(a)
      await expect(a).resolves.toBeUndefined()
      expect(errors.length).toBeGreaterThanOrEqual(1)
      expect(hooks).toHaveLength(1)
      await hooks[0]!()
      const seen = errors.length
      vi.advanceTimersByTime(TICK_MS * 3)
      await sim.tick()
      expect(errors).toHaveLength(seen)
    } finally {
      vi.useRealTimers()
    }
  })
})
