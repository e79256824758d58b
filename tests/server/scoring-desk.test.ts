import { and, count, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import type { AppDb } from '../../server/db/database'
import { auditLog, entries, feedTokens, tournaments, tournamentScorers } from '../../server/db/schema/index'
import { bearer, loginAs } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST'

/** The staff's scoring desk API (docs/decisions/0044): staff only, every change audited. */
describe('scoring desk API', () => {
  let testDb: TestDatabase
  let app: App
  let db: AppDb
  let gameId: number
  let finishedId: number

  const call = async (method: Method, url: string, who: string | null, payload?: object) =>
    app.inject({
      method,
      url,
      headers: who ? bearer((await loginAs(app, who)).accessToken) : {},
      ...(payload ? { payload } : {}),
    })
  const staffActions = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(auditLog)
      .where(inArray(auditLog.action, ['scorer_assign', 'scorer_unassign', 'feed_token_issue', 'feed_token_revoke']))
    return row!.n
  }
  const deskState = async () => {
    const [assigned] = await db.select({ n: count() }).from(tournamentScorers)
    const [tokens] = await db.select({ n: count() }).from(feedTokens)
    return { assigned: assigned!.n, tokens: tokens!.n, audit: await staffActions() }
  }

  beforeAll(async () => {
    testDb = await createTestDatabase()
    db = testDb.database.db
    app = await createTestApp(testDb.database, { rateLimitMax: 100_000 })
    await app.ready()
    gameId = (await db.select().from(tournaments).where(eq(tournaments.status, 2)))[0]!.id
    finishedId = (await db.select().from(tournaments).where(eq(tournaments.status, 3)))[0]!.id
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  it('answers only staff: 401 without a login, 403 for members and scorers, and changes nothing', async () => {
    // A token of the game to revoke, so the DELETE below would have something to change.
    const issued = await call('POST', `/api/staff/games/${gameId}/feedTokens`, 'staff01', { name: 'Kept token' })
    expect(issued.statusCode, issued.body).toBe(201)
    const tokenId = issued.json<{ tokenId: number }>().tokenId
    const before = await deskState()
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/api/staff/scoring/games'],
      ['GET', '/api/staff/scoring/scorers'],
      ['GET', `/api/staff/games/${gameId}/scorers`],
      ['PUT', `/api/staff/games/${gameId}/scorers/scorer02`],
      ['DELETE', `/api/staff/games/${gameId}/scorers/scorer01`],
      ['GET', `/api/staff/games/${gameId}/feedTokens`],
      ['POST', `/api/staff/games/${gameId}/feedTokens`, { name: 'Sneaky' }],
      ['DELETE', `/api/staff/games/${gameId}/feedTokens/${tokenId}`],
      ['GET', `/api/staff/games/${gameId}/scoreAudit`],
    ]
    for (const [method, url, payload] of routes) {
      const visitor = await call(method, url, null, payload)
      expect(visitor.statusCode, `${method} ${url}`).toBe(401)
      for (const who of ['member01', 'scorer01']) {
        const res = await call(method, url, who, payload)
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403)
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) })
      }
    }
    expect(await deskState()).toEqual(before)
  })

  it('lists the tournaments that take scores, with their scorers, and the scorer accounts', async () => {
    const gamesRes = await call('GET', '/api/staff/scoring/games', 'staff01')
    expect(gamesRes.statusCode, gamesRes.body).toBe(200)
    const games = gamesRes.json<Array<{ gameId: number; status: number; scorers: number; name: string }>>()
    // In progress first; the demo's scorer is on the live game.
    expect(games[0]).toMatchObject({ gameId, status: 2 })
    expect(games[0]!.scorers).toBeGreaterThanOrEqual(1)
    expect(games.every((g) => [1, 2, 3, 4].includes(g.status))).toBe(true)
    const english = await app.inject({
      method: 'GET',
      url: '/api/staff/scoring/games',
      headers: { ...bearer((await loginAs(app, 'staff01')).accessToken), languagecode: 'en' },
    })
    expect(english.json()[0].name).toMatch(/^[A-Za-z0-9]/)

    const accounts = (await call('GET', '/api/staff/scoring/scorers', 'staff01')).json<Array<{ id: string }>>()
    expect(accounts.map((a) => a.id)).toEqual(expect.arrayContaining(['scorer01', 'scorer02']))
    expect(accounts.map((a) => a.id)).not.toContain('staff01')
  })

  it('assigns and removes a scorer, auditing each change once', async () => {
    const url = `/api/staff/games/${gameId}/scorers/scorer02`
    const before = await staffActions()
    const assigned = await call('PUT', url, 'staff03')
    expect(assigned.statusCode, assigned.body).toBe(200)
    expect(assigned.json().scorers).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'scorer02', assignedBy: 'staff03' })]),
    )
    // Assigning again answers the same list and records nothing new.
    expect((await call('PUT', url, 'staff03')).statusCode).toBe(200)
    expect(await staffActions()).toBe(before + 1)
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'scorer_assign'))
    expect(row).toMatchObject({ loginId: 'staff03', detail: { gameId, scorer: 'scorer02' } })
    expect(row!.ip).toEqual(expect.any(String))

    const listed = (await call('GET', `/api/staff/games/${gameId}/scorers`, 'staff01')).json()
    expect(listed.scorers.map((s: { id: string }) => s.id)).toEqual(['scorer01', 'scorer02'])

    const removed = await call('DELETE', url, 'staff03')
    expect(removed.json().scorers.map((s: { id: string }) => s.id)).toEqual(['scorer01'])
    expect(await staffActions()).toBe(before + 2)
    const again = await call('DELETE', url, 'staff03')
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toMatch(/not assigned/)
  })

  it('refuses assignments that cannot be, with a clear message, and changes nothing', async () => {
    const before = await deskState()
    const cases: Array<[string, number, RegExp]> = [
      [`/api/staff/games/${gameId}/scorers/member01`, 409, /not a scorer/],
      [`/api/staff/games/${gameId}/scorers/nobody99`, 404, /No active account/],
      [`/api/staff/games/999999/scorers/scorer02`, 404, /not found/],
      [`/api/staff/games/${finishedId}/scorers/scorer02`, 409, /finished/],
      [`/api/staff/games/${gameId}/scorers/Bad%20Id`, 400, /./],
      [`/api/staff/games/abc/scorers/scorer02`, 400, /./],
    ]
    for (const [url, status, message] of cases) {
      const res = await call('PUT', url, 'staff01')
      expect(res.statusCode, url).toBe(status)
      expect(res.json().message, url).toMatch(message)
    }
    expect(await deskState()).toEqual(before)
  })

  it('issues a named feed token shown once and stored hashed, refuses a taken name, and revokes it', async () => {
    const base = `/api/staff/games/${gameId}/feedTokens`
    const issued = await call('POST', base, 'staff01', { name: '  Hole 12 tablet ' })
    expect(issued.statusCode, issued.body).toBe(201)
    const token = issued.json<{ token: string; tokenId: number; name: string }>()
    expect(token.name).toBe('Hole 12 tablet')
    expect(token.token).toMatch(/^fwf_[\w-]{43}$/)
    const [stored] = await db.select().from(feedTokens).where(eq(feedTokens.id, token.tokenId))
    expect(JSON.stringify(stored)).not.toContain(token.token.slice(4))

    const list = (await call('GET', base, 'staff01')).json<Array<Record<string, unknown>>>()
    expect(list.find((t) => t.tokenId === token.tokenId)).toMatchObject({ name: 'Hole 12 tablet', revokedAt: null })
    expect(JSON.stringify(list)).not.toContain(token.token)

    const before = await deskState()
    const taken = await call('POST', base, 'staff01', { name: 'Hole 12 tablet' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().fields).toEqual({ name: 'taken' })
    const empty = await call('POST', base, 'staff01', { name: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().fields).toHaveProperty('name')
    expect(
      (await call('POST', `/api/staff/games/${finishedId}/feedTokens`, 'staff01', { name: 'Late' })).statusCode,
    ).toBe(409)
    expect(await deskState()).toEqual(before)

    const revoked = await call('DELETE', `${base}/${token.tokenId}`, 'staff01')
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().find((t: { tokenId: number }) => t.tokenId === token.tokenId).revokedBy).toBe('staff01')
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'feed_token_revoke'))
    expect(audit).toMatchObject({ loginId: 'staff01', detail: { gameId, tokenId: token.tokenId } })
    expect((await call('DELETE', `${base}/999999`, 'staff01')).statusCode).toBe(404)
  })

  it("pages through a game's score audit, newest first, with authors and addresses", async () => {
    const [player] = await db
      .select({ playerId: entries.playerId })
      .from(entries)
      .where(and(eq(entries.tournamentId, gameId), eq(entries.status, 'active')))
    const [game] = await db.select().from(tournaments).where(eq(tournaments.id, gameId))
    const scorer = bearer((await loginAs(app, 'scorer01')).accessToken)
    for (const [hole, ip] of [
      [16, '10.9.0.1'],
      [17, '10.9.0.2'],
      [18, '10.9.0.3'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/live/scores',
        headers: scorer,
        remoteAddress: ip,
        payload: { gameId, round: game!.currentRound, playerId: player!.playerId, hole, strokes: 4 },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const first = await call('GET', `/api/staff/games/${gameId}/scoreAudit?limit=2`, 'staff01')
    expect(first.statusCode, first.body).toBe(200)
    const page = first.json()
    expect(page.rows.map((r: { hole: number; ip: string }) => [r.hole, r.ip])).toEqual([
      [18, '10.9.0.3'],
      [17, '10.9.0.2'],
    ])
    expect(page.rows[0]).toMatchObject({
      playerId: player!.playerId,
      newStrokes: 4,
      author: { kind: 'member', name: 'scorer01', tokenId: null },
    })
    const next = (
      await call('GET', `/api/staff/games/${gameId}/scoreAudit?limit=2&before=${page.nextBefore}`, 'staff01')
    ).json()
    expect(next.rows[0]).toMatchObject({ hole: 16, ip: '10.9.0.1' })
    expect((await call('GET', `/api/staff/games/${gameId}/scoreAudit?limit=500`, 'staff01')).statusCode).toBe(400)
    expect((await call('GET', '/api/staff/games/999999/scoreAudit', 'staff01')).statusCode).toBe(404)
  })

  it('documents the desk in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json()
    for (const path of [
      '/api/staff/scoring/games',
      '/api/staff/scoring/scorers',
      '/api/staff/games/{gameId}/scorers',
      '/api/staff/games/{gameId}/scorers/{id}',
      '/api/staff/games/{gameId}/feedTokens',
      '/api/staff/games/{gameId}/feedTokens/{tokenId}',
      '/api/staff/games/{gameId}/scoreAudit',
    ])
      expect(Object.keys(doc.paths), path).toContain(path)
  })
})
