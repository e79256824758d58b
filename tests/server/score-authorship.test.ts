import { and, count, desc, eq, max } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import type { AppDb } from '../../server/db/database'
import { DEMO_PASSWORD } from '../../server/db/demo/accounts'
import {
  entries,
  holeScores,
  leaderboardVersions,
  liveScoreAudit,
  members,
  tournaments,
} from '../../server/db/schema/index'
import { hashPassword } from '../../server/modules/auth/password'
import { IMPORT_AUTHOR, SIMULATOR_AUTHOR } from '../../server/modules/live/score-author'
import { recordScore, recordScores } from '../../server/modules/live/score-service'
import { bearer, loginAs } from './auth-helpers'
import { createTestApp, createTestDatabase, testEnv, type TestDatabase } from './helpers'

const OPERATOR_TOKEN = 'operator-scorer-token-0123'

/**
 * Issue 16, hole 8 (docs/decisions/0044): every live score names its author and the sender's address, and a
 * scorer account or a feed token scores only the tournaments it belongs to.
 */
describe('score authorship', () => {
  let testDb: TestDatabase
  let app: App
  let db: AppDb
  let gameId: number
  let round: number
  let field: number[]
  let hole = 0

  /** A score that changes the board: the next hole of the next player of the field, 4 or 5 strokes. */
  const nextScore = () => {
    hole += 1
    return { gameId, round, playerId: field[hole % field.length]!, hole: (hole % 18) + 1, strokes: 4 + (hole % 2) }
  }
  const post = (payload: object, token: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/live/scores', headers: bearer(token), payload, remoteAddress })
  const latestAudit = async () => {
    const [row] = await db.select().from(liveScoreAudit).orderBy(desc(liveScoreAudit.id)).limit(1)
    return row!
  }
  const written = async () => {
    const [scores] = await db.select({ n: count() }).from(holeScores).where(eq(holeScores.tournamentId, gameId))
    const [audit] = await db.select({ n: count() }).from(liveScoreAudit)
    const [versions] = await db
      .select({ latest: max(leaderboardVersions.version) })
      .from(leaderboardVersions)
      .where(eq(leaderboardVersions.tournamentId, gameId))
    return { scores: scores!.n, audit: audit!.n, version: versions!.latest ?? 0 }
  }
  const staffToken = async () => (await loginAs(app, 'staff01')).accessToken
  const staffCall = async (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(await staffToken()), ...(payload ? { payload } : {}) })

  beforeAll(async () => {
    testDb = await createTestDatabase()
    db = testDb.database.db
    app = await createTestApp(testDb.database, {
      env: testEnv({ SCORER_TOKEN: OPERATOR_TOKEN }),
      rateLimitMax: 100_000,
    })
    await app.ready()
    const [game] = await db.select().from(tournaments).where(eq(tournaments.status, 2))
    gameId = game!.id
    round = game!.currentRound
    field = (
      await db
        .select({ playerId: entries.playerId })
        .from(entries)
        .where(and(eq(entries.tournamentId, gameId), eq(entries.status, 'active')))
    ).map((e) => e.playerId)
    // A scorer account no tournament has been given (made here, so the test reads the same before 0044).
    await db.insert(members).values({
      loginId: 'scorer77',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      name: '임시기록',
      roles: ['scorer'],
    })
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  it("records the logged-in scorer, the named feed token and the operator's token, each with its address", async () => {
    const scorer = await loginAs(app, 'scorer01')
    const [account] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, 'scorer01'))
    expect((await post(nextScore(), scorer.accessToken, '10.1.2.3')).statusCode).toBe(200)
    expect(await latestAudit()).toMatchObject({
      source: 'api',
      actorKind: 'member',
      actor: 'scorer01',
      memberId: account!.id,
      feedTokenId: null,
      ip: '10.1.2.3',
    })

    const issued = await staffCall('POST', `/api/staff/games/${gameId}/feedTokens`, { name: 'Hole 7 tablet' })
    expect(issued.statusCode, issued.body).toBe(201)
    const { token, tokenId } = issued.json<{ token: string; tokenId: number }>()
    expect((await post(nextScore(), token, '10.4.5.6')).statusCode).toBe(200)
    expect(await latestAudit()).toMatchObject({
      actorKind: 'token',
      actor: 'Hole 7 tablet',
      memberId: null,
      feedTokenId: tokenId,
      ip: '10.4.5.6',
    })

    expect((await post(nextScore(), OPERATOR_TOKEN, '10.7.8.9')).statusCode).toBe(200)
    expect(await latestAudit()).toMatchObject({
      actorKind: 'token',
      actor: 'SCORER_TOKEN',
      feedTokenId: null,
      ip: '10.7.8.9',
    })
  })

  it('records the simulator and the import by their fixed names, without an address', async () => {
    await recordScore(db, nextScore(), { author: SIMULATOR_AUTHOR })
    expect(await latestAudit()).toMatchObject({
      source: 'simulator',
      actorKind: 'simulator',
      actor: 'simulator',
      ip: null,
    })
    await recordScores(db, gameId, [nextScore()], { author: IMPORT_AUTHOR })
    expect(await latestAudit()).toMatchObject({ source: 'import', actorKind: 'import', actor: 'import', ip: null })
  })

  it('refuses a scorer outside his tournaments with 403 and writes nothing, until staff assign him', async () => {
    const scorer = await loginAs(app, 'scorer77')
    const before = await written()
    const refused = await post(nextScore(), scorer.accessToken)
    expect(refused.statusCode, refused.body).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'NOT_ASSIGNED' })
    expect(refused.json().message).toMatch(/scorer77 is not assigned to game/)
    expect(await written()).toEqual(before)

    expect((await staffCall('PUT', `/api/staff/games/${gameId}/scorers/scorer77`)).statusCode).toBe(200)
    expect((await post(nextScore(), scorer.accessToken)).statusCode).toBe(200)
    expect(await latestAudit()).toMatchObject({ actor: 'scorer77' })

    expect((await staffCall('DELETE', `/api/staff/games/${gameId}/scorers/scorer77`)).statusCode).toBe(200)
    const after = await written()
    expect((await post(nextScore(), scorer.accessToken)).statusCode).toBe(403)
    expect(await written()).toEqual(after)
  })

  it('refuses a feed token outside its tournament with 403, and a revoked one with 401, writing nothing', async () => {
    const issued = await staffCall('POST', `/api/staff/games/${gameId}/feedTokens`, { name: 'Scoring partner' })
    expect(issued.statusCode, issued.body).toBe(201)
    const { token, tokenId } = issued.json<{ token: string; tokenId: number }>()
    const [other] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.status, 3))
    const before = await written()
    const elsewhere = await post({ ...nextScore(), gameId: other!.id }, token)
    expect(elsewhere.statusCode, elsewhere.body).toBe(403)
    expect(elsewhere.json()).toMatchObject({ code: 'NOT_ASSIGNED' })
    expect(elsewhere.json().message).toMatch(/"Scoring partner" is bound to game/)

    expect((await staffCall('DELETE', `/api/staff/games/${gameId}/feedTokens/${tokenId}`)).statusCode).toBe(200)
    const revoked = await post(nextScore(), token)
    expect(revoked.statusCode).toBe(401)
    expect(revoked.json().message).toMatch(/revoked/)
    expect(await written()).toEqual(before)
  })

  it('still lets the operator token score any tournament, and refuses a made-up feed token with 401', async () => {
    expect((await post(nextScore(), OPERATOR_TOKEN)).statusCode).toBe(200)
    const before = await written()
    const forged = await post(nextScore(), `fwf_${'A'.repeat(43)}`)
    expect(forged.statusCode).toBe(401)
    expect(forged.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) })
    expect(await written()).toEqual(before)
  })
})
