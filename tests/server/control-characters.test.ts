import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { App } from '../../server/app'
import { auditLog, cleanReports, members, tueApplications } from '../../server/db/schema/index'
import { bearer, loginAs } from './auth-helpers'
import { createTestApp, createTestDatabase, listen, type TestDatabase } from './helpers'
import { rawRequest } from './raw-http'

const REPORT = {
  category: 'match_fixing',
  occurredOn: '2026-05-30',
  place: '스카이72 골프클럽 3라운드',
  description: '경기 전날 밤 특정 선수에게 컷 탈락을 부탁하는 메시지가 왔다는 이야기를 들었습니다.',
  anonymous: true,
}
const TUE = {
  substance: '살부타몰 정제',
  diagnosis: '운동 유발성 기관지 수축',
  dose: '4 mg',
  route: 'oral',
  frequency: '1일 2회',
  startDate: '2026-07-01',
  endDate: '2026-12-31',
  physicianName: '김주치',
  physicianLicence: '123456',
  agreeHealthData: true,
  agreeDeclaration: true,
}
const PASSWORD = 'Fresh#Green42'

/** The answer every refused control character gets: the validation error with the field named. */
const refusedAt = (...fields: string[]) => ({
  code: ERROR_CODES.VALIDATION,
  message: 'Request is not valid',
  fields: Object.fromEntries(fields.map((field) => [field, FIELD_ERRORS.CONTROL_CHARACTER])),
})

describe('control characters in a request are refused at validation, for every route', () => {
  let testDb: TestDatabase
  let app: App
  let base: string
  let member: Record<string, string>
  const count = async (table: typeof cleanReports | typeof tueApplications) =>
    (await testDb.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database, { rateLimitMax: 100_000, purgeJob: false })
    // Routes of this test only: a nested body, and one that declares no schema at all.
    app.post(
      '/api/test/nested',
      {
        config: { access: 'public' },
        schema: { body: z.object({ team: z.object({ names: z.array(z.string()) }) }) },
      },
      async () => ({ ok: true }),
    )
    app.post('/api/test/unchecked', { config: { access: 'public' } }, async () => ({ ok: true }))
    base = await listen(app)
    member = bearer((await loginAs(app, 'member01')).accessToken)
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  it.each([
    ['/api/players?q=1%00', 'q'],
    ['/api/search?keyword=1%00', 'keyword'],
    ['/api/content/pages/1%00', 'slug'],
    ['/api/players?q=%1B%5B2J', 'q'],
  ])('GET %s answers 400 naming %s', async (url, field) => {
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(refusedAt(field))
  })

  it('refuses a report with a NUL in the place and stores nothing', async () => {
    const before = await count(cleanReports)
    const res = await app.inject({
      method: 'POST',
      url: '/api/clean/reports',
      payload: { ...REPORT, place: 'a\u0000b' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(refusedAt('place'))
    expect(await count(cleanReports)).toBe(before)
  })

  it("refuses a member's profile change with a NUL and keeps the record as it was", async () => {
    const [before] = await testDb.database.db.select().from(members).where(eq(members.loginId, 'member01'))
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/member',
      headers: member,
      payload: { address: '서울특별시 중구\u0000', workName: 'Fairway\u0000' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(refusedAt('address', 'workName'))
    const [after] = await testDb.database.db.select().from(members).where(eq(members.loginId, 'member01'))
    expect(after).toEqual(before)
  })

  it.each([
    ['PATCH', '/api/member/phone', { phoneCertId: 'cert\u0000' }, 'phoneCertId'],
    ['POST', '/api/cert/phone', { certId: 'cert\u0000', code: '123456' }, 'certId'],
    [
      'POST',
      '/api/member/findPw/reset',
      { resetId: 'reset\u0000', code: '123456', newPwd: PASSWORD, newPwdConfirm: PASSWORD },
      'resetId',
    ],
  ] as const)('%s %s answers 400 naming the field', async (method, url, payload, field) => {
    const res = await app.inject({ method, url, headers: member, payload })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(refusedAt(field))
  })

  it('refuses a TUE application with a NUL and stores nothing', async () => {
    const before = await count(tueApplications)
    const res = await app.inject({
      method: 'POST',
      url: '/api/clean/tue',
      headers: member,
      payload: { ...TUE, diagnosis: '\u0000' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(refusedAt('diagnosis'))
    expect(await count(tueApplications)).toBe(before)
  })

  it('refuses the other C0 controls, DEL and lone surrogate halves, but takes tab, line feed and return', async () => {
    const refused = ['\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\ud800', '\udfff']
    for (const [i, c] of refused.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/clean/reports',
        // Each from its own address: the report limit counts refused reports too.
        remoteAddress: `10.40.1.${i + 1}`,
        payload: { ...REPORT, description: `${REPORT.description}${c}` },
      })
      expect(res.statusCode, JSON.stringify(c)).toBe(400)
      expect(res.json()).toEqual(refusedAt('description'))
    }
    const lines = await app.inject({
      method: 'POST',
      url: '/api/clean/reports',
      remoteAddress: '10.40.0.2',
      payload: { ...REPORT, description: `${REPORT.description}\r\n\t— 🏌️ 둘째 줄` },
    })
    expect(lines.statusCode, lines.body).toBe(201)
  })

  it('names nested fields and keys, and guards routes that declare no schema', async () => {
    const nested = await app.inject({
      method: 'POST',
      url: '/api/test/nested',
      payload: { team: { names: ['kim', 'lee\u0000'] } },
    })
    expect(nested.json()).toEqual(refusedAt('team.names.1'))
    const key = await app.inject({ method: 'POST', url: '/api/test/nested', payload: { team: { 'x\u0000': 1 } } })
    expect(key.json()).toEqual(refusedAt('team'))
    const unchecked = await app.inject({ method: 'POST', url: '/api/test/unchecked', payload: { note: '\u0000' } })
    expect(unchecked.statusCode).toBe(400)
    expect(unchecked.json()).toEqual(refusedAt('note'))
    const text = await app.inject({
      method: 'POST',
      url: '/api/test/unchecked',
      headers: { 'content-type': 'text/plain' },
      payload: 'a\u0000',
    })
    expect(text.json()).toEqual(refusedAt('body'))
  })

  it('walks a deeply nested body without failing', async () => {
    const depth = 50_000
    const payload = `${'{"a":'.repeat(depth)}"\\u0000"${'}'.repeat(depth)}`
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/unchecked',
      headers: { 'content-type': 'application/json' },
      payload,
    })
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().fields)).toEqual([Array(depth).fill('a').join('.')])
  })

  it('never lets a header carry a NUL to the database: the HTTP parser refuses it first', async () => {
    const body = JSON.stringify({ id: 'nulagent01', pwd: 'Wrong-password-1' })
    for (const header of ['User-Agent', 'LanguageCode', 'X-Forwarded-For']) {
      const res = await rawRequest(
        base,
        'POST',
        '/api/login',
        { 'Content-Type': 'application/json', [header]: 'x\u0000y' },
        body,
      )
      expect(res.status, header).toBe(400)
      expect(JSON.parse(res.body)).toEqual({ code: ERROR_CODES.BAD_REQUEST, message: 'The request is not valid HTTP' })
    }
    const rows = await testDb.database.db.select().from(auditLog).where(eq(auditLog.loginId, 'nulagent01'))
    expect(rows).toEqual([])
  })
})
