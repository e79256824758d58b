import type { LeaderboardPatch } from '@contract/leaderboard'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDb } from '../../server/db/database'
import { seoulDate } from '@domain/time'
import {
  entries,
  holeScores,
  leaderboardVersions,
  teeGroups,
  tournamentRounds,
  tournaments,
} from '../../server/db/schema/index'
import { loadGame } from '../../server/modules/games/leaderboard-repository'
import { playPlayoffHole } from '../../server/modules/officials/index'
import { playingOrder } from '../../server/simulator/play'
import { loadRoundState } from '../../server/simulator/state'
import { simulateTick } from '../../server/simulator/tick'
import { createTestDatabase, type TestDatabase } from './helpers'

const MINUTE = 60_000

/**
 * The end of a tournament: the live round becomes the last one, every card is completed with the
 * first two players tied for the lead, so the simulator plays a sudden-death playoff, finalizes the
 * game and starts the next tournament.
 */
describe('simulator: playoff, final result and the next tournament', () => {
  let testDb: TestDatabase
  let db: AppDb
  let gameId: number
  let round: number
  const patches: LeaderboardPatch[] = []
  const onPatch = (p: LeaderboardPatch) => patches.push(p)

  beforeAll(async () => {
    testDb = await createTestDatabase()
    db = testDb.database.db
    const [game] = await db.select().from(tournaments).where(eq(tournaments.status, 2))
    gameId = game!.id
    round = game!.currentRound
    // Make the round in play the last one, without a cut to apply.
    await db
      .update(tournaments)
      .set({ rounds: round, cutAfterRound: null, cutTop: null, cutTies: null })
      .where(eq(tournaments.id, gameId))
    const state = await loadRoundState(db, { ...game!, rounds: round })
    const fill = state.players
      .filter((p) => p.status === 'active')
      .flatMap((p) =>
        playingOrder(p.startHole)
          .filter((hole) => !p.scored.has(hole))
          .map((hole) => ({ entryId: p.entryId, round, hole, tournamentId: gameId, strokes: state.pars.get(hole)! })),
      )
    if (fill.length) await db.insert(holeScores).values(fill)
    // Tie the runner-up with the leader: raise the leader's score on a hole of the last round.
    const loaded = (await loadGame(db, gameId))!
    const board = computeLeaderboard(loaded.input)
    const [leader, second] = board.rows
    const gap = second!.total! - leader!.total!
    if (gap > 0) {
      const entryId = loaded.entries.find((e) => e.playerId === leader!.playerId)!.entryId
      const [hole1] = await db
        .select()
        .from(holeScores)
        .where(and(eq(holeScores.entryId, entryId), eq(holeScores.round, round), eq(holeScores.hole, 1)))
      await db
        .update(holeScores)
        .set({ strokes: hole1!.strokes + gap })
        .where(and(eq(holeScores.entryId, entryId), eq(holeScores.round, round), eq(holeScores.hole, 1)))
    }
    const tied = computeLeaderboard((await loadGame(db, gameId))!.input)
    expect(tied.rows.filter((r) => r.rank === 1).length).toBeGreaterThanOrEqual(2)
  })
  afterAll(async () => {
    await testDb?.cleanup()
  })

  it('refuses a playoff hole without the right players, changing nothing', async () => {
    const [before] = await db
      .select({ playoff: tournaments.playoff })
      .from(tournaments)
      .where(eq(tournaments.id, gameId))
    const official = { actor: { kind: 'simulator' as const } }
    // Before the last round is closed there is no playoff to play; a hole the course lacks is refused whatever.
    await expect(
      playPlayoffHole(db, gameId, { hole: 18, strokes: [{ playerId: 999_999, strokes: 4 }] }, official),
    ).rejects.toMatchObject({ statusCode: 409, code: 'GAME_STATE' })
    await expect(
      (async () => playPlayoffHole(db, gameId, { hole: 19, strokes: [{ playerId: 1, strokes: 4 }] }, official))(),
    ).rejects.toMatchObject({ statusCode: 400 })
    const [after] = await db
      .select({ playoff: tournaments.playoff })
      .from(tournaments)
      .where(eq(tournaments.id, gameId))
    expect(after!.playoff).toEqual(before!.playoff)
  })

  it('plays sudden-death holes, each a published version, then finalizes with the playoff winner first', async () => {
    const state = await loadRoundState(db, (await db.select().from(tournaments).where(eq(tournaments.id, gameId)))[0]!)
    let at = Math.max(...state.players.map((p) => p.teeTime.getTime())) + 18 * 14 * MINUTE
    // The first tick closes the last round (one version); before the first playoff hole is due nothing else happens.
    const closed: string[] = []
    await simulateTick(db, new Date(at), { onPatch, onRound: (_g, o) => closed.push(o.kind) })
    expect(closed).toEqual(['last'])
    expect(patches).toHaveLength(1)
    expect(patches[0]!.board).toMatchObject({ status: 2, finished: false })
    await simulateTick(db, new Date(at), { onPatch })
    expect(patches).toHaveLength(1)
    patches.length = 0

    const steps: string[] = []
    const outcomes: string[] = []
    for (let i = 0; i < 40 && outcomes.length === 0; i++) {
      at += 14 * MINUTE
      await simulateTick(db, new Date(at), {
        onPatch,
        onPlayoff: (_g, step) => steps.push(step),
        onRound: (_g, o) => outcomes.push(o.kind),
      })
    }
    expect(outcomes).toEqual(['finalized'])
    expect(steps.at(-1)).toBe('decided')
    const [game] = await db.select().from(tournaments).where(eq(tournaments.id, gameId))
    expect(game).toMatchObject({ status: 3, finished: true })
    const playoff = game!.playoff!
    expect(playoff.winnerId).not.toBeNull()
    expect(playoff.holes.length).toBe(steps.length)
    expect(new Set(playoff.holes)).toEqual(new Set([18]))

    // One version per playoff hole and one for the final result, pushed in order.
    expect(patches.map((p) => p.to)).toEqual(patches.map((_, i) => patches[0]!.from + i + 1))
    expect(patches.slice(0, -1).every((p) => p.board?.playoffHoles?.length)).toBe(true)
    const final = patches.at(-1)!
    expect(final.board).toMatchObject({ status: 3, finished: true })
    const [stored] = await db
      .select()
      .from(leaderboardVersions)
      .where(and(eq(leaderboardVersions.tournamentId, gameId), eq(leaderboardVersions.version, final.to)))
    expect(stored!.rows[0]).toMatchObject({ playerId: Number(playoff.winnerId), rank: 1, position: '1' })
    const winners = await db
      .select({ playerId: entries.playerId })
      .from(entries)
      .where(and(eq(entries.tournamentId, gameId), eq(entries.finishRank, 1)))
    expect(winners.map((w) => String(w.playerId))).toEqual([playoff.winnerId])
  })

  it('then starts the next tournament on the simulated day: round 1 drawn, a first version published', async () => {
    const [next] = await db
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.format, 'stroke'), eq(tournaments.status, 4)))
      .orderBy(asc(tournaments.startDate), asc(tournaments.id))
    const [upcoming1] = await db
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.format, 'stroke'), eq(tournaments.status, 1)))
      .orderBy(asc(tournaments.startDate), asc(tournaments.id))
    const expected = [next, upcoming1]
      .filter((g) => g && g.courseId !== null)
      .sort((a, b) => a!.startDate.localeCompare(b!.startDate) || a!.id - b!.id)[0]
    expect(expected).toBeDefined()
    const now = new Date(Date.parse('2026-05-06T01:00:00Z'))
    const started: number[] = []
    patches.length = 0
    await simulateTick(db, now, { onPatch, onStart: (id) => started.push(id) })
    expect(started).toEqual([expected!.id])
    const [game] = await db.select().from(tournaments).where(eq(tournaments.id, expected!.id))
    expect(game).toMatchObject({ status: 2, currentRound: 1, finished: false, startDate: seoulDate(now) })
    const rounds = await db
      .select()
      .from(tournamentRounds)
      .where(eq(tournamentRounds.tournamentId, game!.id))
      .orderBy(asc(tournamentRounds.round))
    expect(rounds.map((r) => r.status)).toEqual(['playing', ...Array(game!.rounds - 1).fill('planned')])
    expect(rounds[0]!.date).toBe(seoulDate(now))
    const groups = await db.select().from(teeGroups).where(eq(teeGroups.tournamentId, game!.id))
    expect(groups.length).toBeGreaterThan(0)
    expect(groups.every((g) => g.round === 1 && g.teeTime.getTime() > now.getTime())).toBe(true)
    // Through the officials' calls, each its own version: (the field,) the tee sheet, its publication, the start.
    expect(patches.length).toBeGreaterThanOrEqual(3)
    expect(patches.map((p) => [p.from, p.to])).toEqual(patches.map((_, i) => [i, i + 1]))
    expect(patches.at(-1)).toMatchObject({ gameId: game!.id, board: { status: 2, currentRound: 1 } })

    // A second tick starts nothing more: one game is in progress.
    await simulateTick(db, now, { onStart: (id) => started.push(id) })
    expect(started).toHaveLength(1)
    // And the new game is played once its first groups are out.
    const firstTee = Math.min(...groups.map((g) => g.teeTime.getTime()))
    expect(await simulateTick(db, new Date(firstTee + 15 * MINUTE))).toBeGreaterThan(0)
  })
})
