import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import type { AppDb } from '../../server/db/database'
import { DEMO_PASSWORD } from '../../server/db/demo/accounts'
import { entries, members, tournaments } from '../../server/db/schema/index'
import { ACCESS_TOKEN_TTL_S } from '../../server/modules/auth/tokens'
import { bearer, loginAs, testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

async function liveScore(db: AppDb) {
  const [game] = await db.select().from(tournaments).where(eq(tournaments.status, 2))
  const [entry] = await db
    .select({ playerId: entries.playerId })
    .from(entries)
    .where(and(eq(entries.tournamentId, game!.id), eq(entries.status, 'active')))
  return { gameId: game!.id, round: game!.currentRound, playerId: entry!.playerId, hole: 18, strokes: 9 }
}

describe('roles and member data isolation', () => {
  let testDb: TestDatabase
  let app: App
  let db: AppDb
  const clock = testClock()

  beforeAll(async () => {
    testDb = await createTestDatabase()
    db = testDb.database.db
    // No SCORER_TOKEN: only logged-in scorers may record scores.
    app = await createTestApp(testDb.database, { now: clock, rateLimitMax: 100_000, purgeJob: false })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  it('gives each demo account its roles', async () => {
    const roles = async (id: string) => (await loginAs(app, id)).roles
    expect(await roles('member01')).toEqual(['web_member', 'association_member'])
    expect(await roles('member02')).toEqual(['web_member', 'association_member'])
    expect(await roles('webmember01')).toEqual(['web_member'])
    expect(await roles('instructor01')).toEqual(['web_member', 'association_member', 'instructor'])
    expect(await roles('president01')).toEqual(['web_member', 'association_member', 'club_president'])
    expect(await roles('staff01')).toEqual(['web_member', 'staff'])
    expect(await roles('scorer01')).toEqual(['web_member', 'scorer'])
    const me = await app.inject({
      method: 'GET',
      url: '/api/member',
      headers: bearer((await loginAs(app, 'member02')).accessToken),
    })
    expect(me.json()).toMatchObject({
      memberClass: 'PR',
      membershipKind: 'regular',
      membershipType: 'playing_pro',
      duesPaid: false,
    })
  })

  it('lets a logged-in scorer record a live score, refuses other roles with 403 and visitors with 401', async () => {
    const payload = await liveScore(db)
    const post = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/live/scores', headers, payload })
    const scorer = await loginAs(app, 'scorer01')
    const ok = await post(bearer(scorer.accessToken))
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ gameId: payload.gameId })

    const member = await loginAs(app, 'member01')
    const refused = await post(bearer(member.accessToken))
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe(ERROR_CODES.FORBIDDEN)
    expect((await post({})).statusCode).toBe(401)

    clock.advance(ACCESS_TOKEN_TTL_S * 1000 + 1000)
    const expired = await post(bearer(scorer.accessToken))
    expect(expired.statusCode).toBe(401)
    expect(expired.json().code).toBe(ERROR_CODES.TOKEN_EXPIRED)
  })

  it('keeps staff calls to staff', async () => {
    const url = '/api/member/signupRequest/nobody01/confirm'
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401)
    for (const id of ['member01', 'webmember01', 'instructor01', 'president01', 'scorer01']) {
      const res = await app.inject({ method: 'POST', url, headers: bearer((await loginAs(app, id)).accessToken) })
      expect(res.statusCode, id).toBe(403)
    }
    const staff = await app.inject({
      method: 'POST',
      url,
      headers: bearer((await loginAs(app, 'staff01')).accessToken),
    })
    expect(staff.statusCode).toBe(404)
  })

  it('never lets a member read or change another member through any /member call', async () => {
    const before = await db.select().from(members).where(eq(members.loginId, 'member02'))
    const me = bearer((await loginAs(app, 'member01')).accessToken)
    const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: me, ...(payload ? { payload } : {}) })

    // Reads answer the caller's own record whatever the request names.
    for (const url of ['/api/member', '/api/member?id=member02', '/api/member?memberId=2']) {
      const res = await call('GET', url)
      expect(res.json().id, url).toBe('member01')
    }
    const info = await call('GET', '/api/member/accountInfo/member02')
    expect(info.statusCode).toBe(403)
    expect(info.json().code).toBe(ERROR_CODES.FORBIDDEN)
    expect((await call('GET', '/api/member/accountInfo/member01')).json()).toMatchObject({
      id: 'member01',
      duesPaid: true,
    })
    for (const partner of ['kpgaacademy', 'lgcns']) {
      const sso = await call('GET', `/api/member/${partner}?id=member02`)
      expect(sso.json().data).toMatchObject({ isExistMember: true, login_id: 'member01' })
    }

    // Changes refuse any key naming a member, and change nothing.
    for (const key of ['id', 'loginId', 'memberId', 'memberNo', 'roles']) {
      const res = await call('PATCH', '/api/member', {
        [key]: key === 'roles' ? ['staff'] : 'member02',
        email: 'x@example.com',
      })
      expect(res.statusCode, key).toBe(400)
      expect(res.json().fields[key]).toBe(FIELD_ERRORS.UNKNOWN_FIELD)
    }
    const patched = await call('PATCH', '/api/member?id=member02', {
      email: 'mine@example.com',
      currentPwd: DEMO_PASSWORD,
    })
    expect(patched.json()).toMatchObject({ id: 'member01', email: 'mine@example.com' })
    expect(
      (await call('PATCH', '/api/member/marketingAgree', { marketingAgree: true, id: 'member02' })).statusCode,
    ).toBe(400)
    expect(
      (await call('PATCH', '/api/member/marketingAgree?id=member02', { marketingAgree: true })).json(),
    ).toMatchObject({ id: 'member01', marketingAgree: true })
    expect(
      (
        await call('PATCH', '/api/member/account', {
          currentPwd: DEMO_PASSWORD,
          newPwd: 'Eagle#Putt93',
          newPwdConfirm: 'Eagle#Putt93',
          id: 'member02',
        })
      ).statusCode,
    ).toBe(400)
    expect((await call('PATCH', '/api/member/phone', { phoneCertId: 'x', id: 'member02' })).statusCode).toBe(400)
    expect((await call('DELETE', '/api/member/delete', { pwd: DEMO_PASSWORD, id: 'member02' })).statusCode).toBe(400)
    // member02's own password does not withdraw member01's session either.
    const wrongPwd = await call('DELETE', '/api/member/delete?id=member02', { pwd: 'Other#Pass77' })
    expect(wrongPwd.statusCode).toBe(400)
    expect(wrongPwd.json().fields).toEqual({ pwd: FIELD_ERRORS.MISMATCH })

    expect(await db.select().from(members).where(eq(members.loginId, 'member02'))).toEqual(before)
  })

  it('lets staff read any account information', async () => {
    const staff = bearer((await loginAs(app, 'staff01')).accessToken)
    const res = await app.inject({ method: 'GET', url: '/api/member/accountInfo/member02', headers: staff })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: 'member02', memberClass: 'PR', duesPaid: false })
  })

  it('passes only members with an association record to single sign-on', async () => {
    const web = bearer((await loginAs(app, 'webmember01')).accessToken)
    const res = await app.inject({ method: 'GET', url: '/api/member/kpgaacademy', headers: web })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 200, data: { isExistMember: false, message: expect.any(String) } })
    const pro = bearer((await loginAs(app, 'member01')).accessToken)
    const handOff = (await app.inject({ method: 'GET', url: '/api/member/kpgaacademy', headers: pro })).json().data
    expect(handOff).toMatchObject({ isExistMember: true, user_nm: '김투어', etc1: '20150001' })
    expect(handOff.encrypted).toMatch(/^[\w-]{20,}$/)
    expect(JSON.stringify(handOff)).not.toContain(DEMO_PASSWORD)
  })

  it('documents every auth, member and cert call in OpenAPI', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json()
    const paths = Object.keys(doc.paths)
    for (const path of [
      '/api/login',
      '/api/logout',
      '/api/accessToken',
      '/api/cert/phone',
      '/api/member',
      '/api/member/check/id/{id}',
      '/api/member/signup',
      '/api/member/signupRequest',
      '/api/member/findId',
      '/api/member/findPw',
      '/api/member/account',
      '/api/member/phone',
      '/api/member/marketingAgree',
      '/api/member/accountInfo/{id}',
      '/api/member/delete',
      '/api/member/kpgaacademy',
      '/api/member/lgcns',
    ]) {
      expect(paths, path).toContain(path)
    }
  })
})
