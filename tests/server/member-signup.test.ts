import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { PHOTO_MAX_BYTES } from '@contract/member-signup'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import type { AppDb } from '../../server/db/database'
import { auditLog, members } from '../../server/db/schema/index'
import { purgeAccounts } from '../../server/modules/member/purge'
import { SIGNUP_REQUEST_TTL_MS } from '../../server/modules/member/signup'
import { SandboxPhoneProvider } from '../../server/providers/phone/sandbox'
import { bearer, loginAs, testClock } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

const PASSWORD = 'Birdie#Eagle7'

describe('sign-up', () => {
  let testDb: TestDatabase
  let app: App
  let db: AppDb
  // 00:30 on 1 May in Seoul, still 30 April in UTC: ages count by the business day in Seoul.
  const clock = testClock('2026-04-30T15:30:00Z')
  const phone = new SandboxPhoneProvider(clock)
  let mobileSeq = 0

  beforeAll(async () => {
    testDb = await createTestDatabase()
    db = testDb.database.db
    app = await createTestApp(testDb.database, {
      now: clock,
      phoneProvider: phone,
      purgeJob: false,
      rateLimitMax: 100_000,
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  /**
   * A phone verified through GET/POST /cert/phone, as the sign-up form does it; each by another visitor, so
   * the codes-per-address limit (PHONE_CODE_RATE_LIMIT) is not what these tests meet.
   */
  async function verifiedPhone(): Promise<{ certId: string; mobile: string }> {
    const mobile = `0109${String(++mobileSeq).padStart(7, '0')}`
    const remoteAddress = `10.30.${Math.floor(mobileSeq / 250)}.${(mobileSeq % 250) + 1}`
    const { certId } = (
      await app.inject({ method: 'GET', url: `/api/cert/phone?phone=${mobile}`, remoteAddress })
    ).json()
    const ok = await app.inject({
      method: 'POST',
      url: '/api/cert/phone',
      payload: { certId, code: phone.lastCode(mobile) },
    })
    expect(ok.statusCode).toBe(200)
    return { certId, mobile }
  }

  const person = (over: Record<string, unknown> = {}) => ({
    id: 'newgolfer1',
    pwd: PASSWORD,
    pwdConfirm: PASSWORD,
    name: '홍길동',
    firstNameEn: 'Gildong',
    lastNameEn: 'Hong',
    birthDate: '19990505',
    gender: 'M',
    nationality: 'KOR',
    email: 'gildong@example.com',
    zipCode: '06164',
    address: '서울특별시 강남구 테헤란로 1',
    addressDetail: '101호',
    agreeTerms: true,
    agreePrivacy: true,
    ...over,
  })
  const signup = (body: object) => app.inject({ method: 'POST', url: '/api/member/signup', payload: body })
  const memberCount = async () => (await db.select({ n: count() }).from(members))[0]!.n

  it('checks an ID before sign-up', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/member/check/id/member01' })).json()).toEqual({
      id: 'member01',
      available: false,
    })
    expect((await app.inject({ method: 'GET', url: '/api/member/check/id/freshid01' })).json()).toEqual({
      id: 'freshid01',
      available: true,
    })
    const bad = await app.inject({ method: 'GET', url: '/api/member/check/id/Bad_ID' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ id: FIELD_ERRORS.INVALID_FORMAT })
  })

  it('signs up a web member with a verified phone, who can then log in', async () => {
    const { certId, mobile } = await verifiedPhone()
    const res = await signup({ ...person(), phoneCertId: certId, marketingAgree: true })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ id: 'newgolfer1', status: 'active', deleteAfter: null })
    const session = await loginAs(app, 'newgolfer1', PASSWORD)
    const me = (await app.inject({ method: 'GET', url: '/api/member', headers: bearer(session.accessToken) })).json()
    expect(me).toMatchObject({
      id: 'newgolfer1',
      name: '홍길동',
      mobile,
      marketingAgree: true,
      memberClass: null,
      roles: ['web_member'],
    })
    const [row] = await db.select().from(members).where(eq(members.loginId, 'newgolfer1'))
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
    const audit = await db.select().from(auditLog).where(eq(auditLog.loginId, 'newgolfer1'))
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['signup', 'login']))
    expect(JSON.stringify(audit)).not.toContain(PASSWORD)
  })

  it('refuses a taken ID with 409 ID_TAKEN and a used phone certification', async () => {
    const { certId } = await verifiedPhone()
    const taken = await signup({ ...person({ id: 'member01' }), phoneCertId: certId })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ code: ERROR_CODES.ID_TAKEN, fields: { id: FIELD_ERRORS.TAKEN } })
    // The certification was not spent by the refused sign-up, and works once.
    expect((await signup({ ...person({ id: 'newgolfer2' }), phoneCertId: certId })).statusCode).toBe(201)
    const reused = await signup({ ...person({ id: 'newgolfer3' }), phoneCertId: certId })
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toMatchObject({
      code: ERROR_CODES.CERT_REQUIRED,
      fields: { phoneCertId: FIELD_ERRORS.INVALID_VALUE },
    })
  })

  it('refuses a phone that was never verified, or verified too long ago', async () => {
    const mobile = '01077778888'
    const { certId } = (await app.inject({ method: 'GET', url: `/api/cert/phone?phone=${mobile}` })).json()
    expect((await signup({ ...person({ id: 'unverified1' }), phoneCertId: certId })).json().code).toBe(
      ERROR_CODES.CERT_REQUIRED,
    )
    const stale = await verifiedPhone()
    clock.advance(31 * 60_000)
    expect((await signup({ ...person({ id: 'unverified1' }), phoneCertId: stale.certId })).json().code).toBe(
      ERROR_CODES.CERT_REQUIRED,
    )
    clock.advance(-31 * 60_000)
  })

  // Every rule of docs/requirements/accounts.md#acc-11 and its field code; none of these writes anything.
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['ID required', { id: undefined }, { id: FIELD_ERRORS.REQUIRED }],
    ['ID starts with a lowercase letter', { id: '1golfer' }, { id: FIELD_ERRORS.INVALID_FORMAT }],
    ['ID in lowercase letters and digits', { id: 'Golfer01' }, { id: FIELD_ERRORS.INVALID_FORMAT }],
    ['ID at least 6 characters', { id: 'golf1' }, { id: FIELD_ERRORS.INVALID_FORMAT }],
    ['ID at most 20 characters', { id: 'g'.repeat(21) }, { id: FIELD_ERRORS.INVALID_FORMAT }],
    ['password at least 8 characters', { pwd: 'Ab1!xyz', pwdConfirm: 'Ab1!xyz' }, { pwd: FIELD_ERRORS.TOO_SHORT }],
    [
      'password at most 20 characters',
      { pwd: 'Ab1!'.repeat(6), pwdConfirm: 'Ab1!'.repeat(6) },
      { pwd: FIELD_ERRORS.TOO_LONG },
    ],
    [
      'password mixes letters, digits and specials',
      { pwd: 'birdies123', pwdConfirm: 'birdies123' },
      { pwd: FIELD_ERRORS.PASSWORD_MIX },
    ],
    [
      'password without the ID',
      { pwd: 'X!ruletest01', pwdConfirm: 'X!ruletest01' },
      { pwd: FIELD_ERRORS.PASSWORD_CONTAINS_ID },
    ],
    ['password not a common one', { pwd: 'P@ssw0rd!', pwdConfirm: 'P@ssw0rd!' }, { pwd: FIELD_ERRORS.PASSWORD_COMMON }],
    [
      'password without sequences',
      { pwd: 'Tiger#1234x', pwdConfirm: 'Tiger#1234x' },
      { pwd: FIELD_ERRORS.PASSWORD_PATTERN },
    ],
    ['password confirmation matches', { pwdConfirm: 'Birdie#Eagle8' }, { pwdConfirm: FIELD_ERRORS.MISMATCH }],
    ['name required', { name: '' }, { name: FIELD_ERRORS.REQUIRED }],
    ['English first name required', { firstNameEn: undefined }, { firstNameEn: FIELD_ERRORS.REQUIRED }],
    ['English first name in roman letters', { firstNameEn: '길동' }, { firstNameEn: FIELD_ERRORS.INVALID_FORMAT }],
    ['birth date is 8 digits', { birthDate: '1999-05-05' }, { birthDate: FIELD_ERRORS.INVALID_FORMAT }],
    ['birth date is a real day', { birthDate: '19990231' }, { birthDate: FIELD_ERRORS.INVALID_DATE }],
    ['birth date not in the future', { birthDate: '20260502' }, { birthDate: FIELD_ERRORS.INVALID_DATE }],
    ['gender M or F', { gender: 'X' }, { gender: FIELD_ERRORS.INVALID_VALUE }],
    ['nationality from the list', { nationality: 'XYZ' }, { nationality: FIELD_ERRORS.INVALID_VALUE }],
    ['nationality required', { nationality: undefined }, { nationality: FIELD_ERRORS.REQUIRED }],
    ['zip code 5 digits', { zipCode: '1234' }, { zipCode: FIELD_ERRORS.INVALID_FORMAT }],
    ['address required', { address: '' }, { address: FIELD_ERRORS.REQUIRED }],
    ['detailed address required', { addressDetail: undefined }, { addressDetail: FIELD_ERRORS.REQUIRED }],
    ['e-mail format', { email: 'not-an-email' }, { email: FIELD_ERRORS.INVALID_FORMAT }],
    ['terms consent', { agreeTerms: false }, { agreeTerms: FIELD_ERRORS.CONSENT_REQUIRED }],
    ['privacy consent', { agreePrivacy: undefined }, { agreePrivacy: FIELD_ERRORS.REQUIRED }],
    [
      'under 14 needs a guardian',
      { birthDate: '20120502' },
      { guardianName: FIELD_ERRORS.GUARDIAN_REQUIRED, guardianPhone: FIELD_ERRORS.GUARDIAN_REQUIRED },
    ],
    ['no unknown fields', { memberNo: '1' }, { memberNo: FIELD_ERRORS.UNKNOWN_FIELD }],
  ])('%s', async (_rule, change, fields) => {
    const before = await memberCount()
    const { certId } = await verifiedPhone()
    const res = await signup({ ...person({ id: 'ruletest01', ...change }), phoneCertId: certId })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: ERROR_CODES.VALIDATION })
    expect(res.json().fields).toEqual(fields)
    expect(await memberCount()).toBe(before)
  })

  it('accepts a member who turned 14 today in Seoul, and a younger one with a guardian', async () => {
    const a = await verifiedPhone()
    expect(
      (await signup({ ...person({ id: 'turned14', birthDate: '20120501' }), phoneCertId: a.certId })).statusCode,
    ).toBe(201)
    const b = await verifiedPhone()
    const young = await signup({
      ...person({ id: 'young13', birthDate: '20120502', guardianName: '홍부모', guardianPhone: '01012341234' }),
      phoneCertId: b.certId,
    })
    expect(young.statusCode).toBe(201)
  })

  describe('photo', () => {
    const jpeg = (bytes: number) =>
      `data:image/jpeg;base64,${Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
        Buffer.alloc(bytes - 4, 7),
      ]).toString('base64')}`
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGA' +
      'WjR9awAAAABJRU5ErkJggg=='
    const photoOf = async (loginId: string) =>
      (await db.select({ photo: members.photo }).from(members).where(eq(members.loginId, loginId)))[0]?.photo

    it('stores an optional JPEG or PNG of up to 300 KB with either sign-up', async () => {
      const { certId } = await verifiedPhone()
      const big = jpeg(PHOTO_MAX_BYTES)
      expect((await signup({ ...person({ id: 'photo01', photo: big }), phoneCertId: certId })).statusCode).toBe(201)
      expect(await photoOf('photo01')).toBe(big)
      const paper = await app.inject({
        method: 'POST',
        url: '/api/member/signupRequest',
        payload: { ...person({ id: 'photo02', photo: png }), mobile: '01044446666', agreeProvide: true },
      })
      expect(paper.statusCode).toBe(201)
      expect(await photoOf('photo02')).toBe(png)
      // The pending request would be counted by the purge test below.
      await db.delete(members).where(eq(members.loginId, 'photo02'))
      // No photo stays null.
      const other = await verifiedPhone()
      expect((await signup({ ...person({ id: 'photo03' }), phoneCertId: other.certId })).statusCode).toBe(201)
      expect(await photoOf('photo03')).toBeNull()
    })

    it.each<[string, string, string]>([
      ['bigger than 300 KB', jpeg(PHOTO_MAX_BYTES + 3), FIELD_ERRORS.TOO_LONG],
      [
        'not an image type',
        `data:text/plain;base64,${Buffer.from('hello there, not a picture').toString('base64')}`,
        FIELD_ERRORS.INVALID_FORMAT,
      ],
      [
        'text declared as a JPEG',
        `data:image/jpeg;base64,${Buffer.from('hello there, not a picture').toString('base64')}`,
        FIELD_ERRORS.INVALID_FORMAT,
      ],
      ['a PNG declared as a WebP', png.replace('image/png', 'image/webp'), FIELD_ERRORS.INVALID_FORMAT],
      ['a file name, not data', 'me.jpg', FIELD_ERRORS.INVALID_FORMAT],
    ])('refuses a photo %s with 400 and stores nothing', async (_case, photo, code) => {
      const before = await memberCount()
      const { certId } = await verifiedPhone()
      const res = await signup({ ...person({ id: 'photo09', photo }), phoneCertId: certId })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: ERROR_CODES.VALIDATION, fields: { photo: code } })
      expect(await memberCount()).toBe(before)
      expect(await photoOf('photo09')).toBeUndefined()
    })
  })

  describe('by offline documents', () => {
    const request = (over: Record<string, unknown> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/member/signupRequest',
        payload: { ...person(over), mobile: '01044445555', agreeProvide: true },
      })

    it('needs the consent to provide personal information', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/member/signupRequest',
        payload: { ...person({ id: 'paper00' }), mobile: '01044445555', agreeProvide: false },
      })
      expect(res.json().fields).toEqual({ agreeProvide: FIELD_ERRORS.CONSENT_REQUIRED })
    })

    it('stays pending (no login) until staff confirm; deleted after 2 days without an ID document', async () => {
      const created = clock()
      const pending = await request({ id: 'paper01' })
      expect(pending.statusCode).toBe(201)
      expect(pending.json()).toEqual({
        id: 'paper01',
        status: 'pending',
        deleteAfter: new Date(created.getTime() + SIGNUP_REQUEST_TTL_MS).toISOString(),
      })
      expect((await request({ id: 'paper02' })).statusCode).toBe(201)
      const refused = await app.inject({ method: 'POST', url: '/api/login', payload: { id: 'paper01', pwd: PASSWORD } })
      expect(refused.json().code).toBe(ERROR_CODES.LOGIN_FAILED)

      // Staff record paper02's ID document; paper01's never arrives.
      const staff = bearer((await loginAs(app, 'staff01')).accessToken)
      expect(
        (await app.inject({ method: 'POST', url: '/api/member/signupRequest/paper02/document', headers: staff }))
          .statusCode,
      ).toBe(200)

      clock.advance(SIGNUP_REQUEST_TTL_MS - 60_000)
      expect(await purgeAccounts(db, clock())).toEqual({ signupRequests: 0, withdrawn: 0 })
      clock.advance(2 * 60_000)
      expect(await purgeAccounts(db, clock())).toEqual({ signupRequests: 1, withdrawn: 0 })
      expect(await db.select().from(members).where(eq(members.loginId, 'paper01'))).toEqual([])
      expect((await app.inject({ method: 'GET', url: '/api/member/check/id/paper01' })).json().available).toBe(true)

      const staffAgain = bearer((await loginAs(app, 'staff01')).accessToken)
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/member/signupRequest/paper02/confirm',
        headers: staffAgain,
      })
      expect(confirmed.json()).toMatchObject({ id: 'paper02', status: 'active' })
      expect((await loginAs(app, 'paper02', PASSWORD)).id).toBe('paper02')
      const actions = (await db.select().from(auditLog).where(eq(auditLog.loginId, 'paper02'))).map((a) => a.action)
      expect(actions).toEqual(
        expect.arrayContaining(['signup_request', 'signup_request_document', 'signup_request_confirmed', 'login']),
      )
    })

    it('is purged by the job the server runs, on its injected clock', async () => {
      expect((await request({ id: 'paper03' })).statusCode).toBe(201)
      const later = testClock(new Date(clock().getTime() + SIGNUP_REQUEST_TTL_MS + 60_000).toISOString())
      const node = await createTestApp(testDb.database, { now: later, purgeJob: true })
      try {
        await node.ready()
        for (
          let i = 0;
          i < 100 && (await db.select().from(members).where(eq(members.loginId, 'paper03'))).length > 0;
          i++
        )
          await new Promise((r) => setTimeout(r, 50))
        expect(await db.select().from(members).where(eq(members.loginId, 'paper03'))).toEqual([])
      } finally {
        await node.close()
      }
    })
  })
})
