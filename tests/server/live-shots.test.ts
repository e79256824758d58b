import { and, asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDb } from '../../server/db/database'
import {
  courseHoles,
  entries,
  holeScores,
  leaderboardVersions,
  liveScoreAudit,
  shots,
  tournaments,
} from '../../server/db/schema/index'
import { HOLED_LIE } from '../../server/modules/live/shot-rows'
import { IMPORT_AUTHOR, SIMULATOR_AUTHOR } from '../../server/modules/live/score-author'
import { recordScore, recordScores } from '../../server/modules/live/score-service'
import { BALL_LOCATIONS } from '@domain/codes/ball-location'
import { createTestDatabase, type TestDatabase } from './helpers'

const bySimulator = { author: SIMULATOR_AUTHOR }

describe('live scores with shots', () => {
  let testDb: TestDatabase
  let db: AppDb
  let gameId: number
  let round: number
  let playerIds: number[]
  let green: [number, number]

  const holeShots = async (playerId: number, hole: number) =>
    db
      .select({
        shotNo: shots.shotNo,
        x: shots.x,
        y: shots.y,
        toX: shots.toX,
        toY: shots.toY,
        lie: shots.lie,
        resultLie: shots.resultLie,
        club: shots.club,
        distanceM: shots.distanceM,
      })
      .from(shots)
      .innerJoin(entries, eq(entries.id, shots.entryId))
      .where(
        and(
          eq(entries.tournamentId, gameId),
          eq(entries.playerId, playerId),
          eq(shots.round, round),
          eq(shots.hole, hole),
        ),
      )
      .orderBy(asc(shots.shotNo))
  const state = async () => {
    const [s] = await db.select({ n: count() }).from(shots).where(eq(shots.tournamentId, gameId))
    const [h] = await db.select({ n: count() }).from(holeScores).where(eq(holeScores.tournamentId, gameId))
    const [a] = await db.select({ n: count() }).from(liveScoreAudit).where(eq(liveScoreAudit.tournamentId, gameId))
    const [v] = await db
      .select({ n: count() })
      .from(leaderboardVersions)
      .where(eq(leaderboardVersions.tournamentId, gameId))
    return { shots: s!.n, scores: h!.n, audit: a!.n, versions: v!.n }
  }
  const score = (playerId: number, hole: number, strokes: number, extra: object = {}) => ({
    gameId,
    round,
    playerId,
    hole,
    strokes,
    ...extra,
  })
  const par4 = [
    { shotNumber: 1, x: 0, y: 0, lie: 0, club: 'DR', distance: 265 },
    { shotNumber: 2, x: 3, y: 262, lie: 1, club: '8I' },
    { shotNumber: 3, x: 5, y: 398, lie: 3 },
    { shotNumber: 4, x: 4.5, y: 399.2, lie: 3, club: 'PT' },
  ]

  beforeAll(async () => {
    testDb = await createTestDatabase()
    db = testDb.database.db
    const [game] = await db.select().from(tournaments).where(eq(tournaments.status, 2))
    gameId = game!.id
    round = game!.currentRound
    playerIds = (
      await db
        .select({ playerId: entries.playerId })
        .from(entries)
        .where(and(eq(entries.tournamentId, gameId), eq(entries.status, 'active')))
    ).map((e) => e.playerId)
    const [hole] = await db
      .select({ at: courseHoles.greenCenter })
      .from(courseHoles)
      .where(and(eq(courseHoles.courseId, game!.courseId!), eq(courseHoles.hole, 5)))
    green = hole!.at
  })
  afterAll(async () => {
    await testDb?.cleanup()
  })

  it('agrees with domain/codes on the holed code, which the demo generator writes as the last result', async () => {
    expect(HOLED_LIE).toBe(10)
    expect(BALL_LOCATIONS[HOLED_LIE]!.en).toBe('Holed')
    // Every demo hole that has shots ends with exactly one holed ball, on its last shot.
    const rows = await db
      .select({
        entryId: shots.entryId,
        round: shots.round,
        hole: shots.hole,
        shotNo: shots.shotNo,
        resultLie: shots.resultLie,
      })
      .from(shots)
    expect(rows.length).toBeGreaterThan(0)
    const holes = new Map<string, Array<{ shotNo: number; resultLie: number }>>()
    for (const r of rows) {
      const key = `${r.entryId}/${r.round}/${r.hole}`
      holes.set(key, [...(holes.get(key) ?? []), r])
    }
    for (const list of holes.values()) {
      const last = Math.max(...list.map((s) => s.shotNo))
      expect(list.filter((s) => s.resultLie === HOLED_LIE).map((s) => s.shotNo)).toEqual([last])
    }
  })

  it('stores the shots, each ending where the next starts, the last holed at the green centre', async () => {
    await recordScore(db, score(playerIds[0]!, 5, 4, { putts: 2, shots: par4 }), bySimulator)
    const stored = await holeShots(playerIds[0]!, 5)
    expect(stored.map((s) => [s.shotNo, s.lie, s.resultLie, s.club])).toEqual([
      [1, 0, 1, 'DR'],
      [2, 1, 3, '8I'],
      [3, 3, 3, ''],
      [4, 3, HOLED_LIE, 'PT'],
    ])
    expect(stored.map((s) => [s.toX, s.toY])).toEqual([[3, 262], [5, 398], [4.5, 399.2], green])
    expect(stored[0]!.distanceM).toBe(265)
    // Without a distance it is the straight line travelled.
    expect(stored[1]!.distanceM).toBeCloseTo(Math.hypot(2, 136), 1)
  })

  it('keeps the gap a penalty stroke leaves', async () => {
    const withPenalty = [
      { shotNumber: 1, x: 0, y: 0, lie: 0 },
      { shotNumber: 3, x: 20, y: 190, lie: 2 },
      { shotNumber: 4, x: 1, y: 395, lie: 3 },
    ]
    await recordScore(db, score(playerIds[1]!, 5, 5, { shots: withPenalty }), bySimulator)
    expect((await holeShots(playerIds[1]!, 5)).map((s) => [s.shotNo, s.resultLie])).toEqual([
      [1, 2],
      [3, 3],
      [4, HOLED_LIE],
    ])
  })

  it('replaces the hole shots on a correction with shots; drops them when a correction no longer fits', async () => {
    const player = playerIds[2]!
    await recordScore(db, score(player, 5, 4, { shots: par4 }), bySimulator)
    const birdie = [par4[0]!, par4[1]!, { shotNumber: 3, x: 5, y: 398, lie: 3, club: 'PT' }]
    await recordScore(db, score(player, 5, 3, { shots: birdie }), bySimulator)
    expect((await holeShots(player, 5)).map((s) => s.shotNo)).toEqual([1, 2, 3])
    // A correction without shots keeps them while they fit (3 shots in 4 strokes: a penalty not tracked)...
    await recordScore(db, score(player, 5, 4), bySimulator)
    expect(await holeShots(player, 5)).toHaveLength(3)
    // ...and drops them when they no longer can belong to the hole.
    await recordScore(db, score(player, 5, 2), bySimulator)
    expect(await holeShots(player, 5)).toHaveLength(0)
  })

  it('refuses shots that cannot belong to the hole and changes nothing', async () => {
    const player = playerIds[3]!
    await recordScore(db, score(player, 6, 4, { shots: par4 }), bySimulator)
    const before = await state()
    const held = await holeShots(player, 6)
    const cases: Array<[object, string, string]> = [
      [{ shots: [par4[0], par4[2], par4[1], par4[3]] }, 'shots.2.shotNumber', 'invalid_value'],
      [{ shots: [par4[0], par4[0]] }, 'shots.1.shotNumber', 'invalid_value'],
      [{ strokes: 3, shots: par4 }, 'shots.3.shotNumber', 'too_big'],
      [{ shots: [{ ...par4[0], lie: HOLED_LIE }] }, 'shots.0.lie', 'invalid_value'],
      [{ shots: [{ ...par4[0], lie: 13 }] }, 'shots.0.lie', 'too_big'],
      [{ shots: [{ ...par4[0], shotNumber: 0 }] }, 'shots.0.shotNumber', 'too_small'],
    ]
    for (const [change, field, code] of cases) {
      const input = { ...score(player, 6, 4), ...change }
      await expect(recordScore(db, input, bySimulator), JSON.stringify(change)).rejects.toMatchObject({
        statusCode: 400,
        code: 'VALIDATION',
        fields: { [field]: code },
      })
    }
    expect(await state()).toEqual(before)
    expect(await holeShots(player, 6)).toEqual(held)
  })

  it('writes a batch in one version, and refuses the whole batch for one bad score', async () => {
    const before = await state()
    const result = await recordScores(
      db,
      gameId,
      [score(playerIds[4]!, 7, 4, { shots: par4 }), score(playerIds[5]!, 7, 5)],
      { author: IMPORT_AUTHOR },
    )
    expect(result.scores).toBe(2)
    const after = await state()
    expect(after).toMatchObject({ shots: before.shots + 4, audit: before.audit + 2, versions: before.versions + 1 })
    await expect(
      recordScores(db, gameId, [score(playerIds[6]!, 8, 4), score(playerIds[6]!, 19, 4)], bySimulator),
    ).rejects.toMatchObject({ statusCode: 400, fields: { 'scores.1.hole': 'too_big' } })
    await expect(
      recordScores(
        db,
        gameId,
        [score(playerIds[6]!, 8, 4), score(playerIds[6]!, 9, 4, { shots: [par4[1], par4[0]] })],
        bySimulator,
      ),
    ).rejects.toMatchObject({ statusCode: 400 })
    expect(await state()).toEqual(after)
  })
})
