import { myTueSchema, tueItemSchema, tueReviewListSchema } from '@contract/clean-tue'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { tueApplications } from '../../server/db/schema/index'
import { bearer, loginAs } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

const APPLICATION = {
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

describe('therapeutic-use exemptions', () => {
  let testDb: TestDatabase
  let app: App
  const tokens: Record<string, Record<string, string>> = {}
  const as = async (id: string) => (tokens[id] ??= bearer((await loginAs(app, id)).accessToken))
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, who?: string, payload?: object) =>
    app.inject({ method, url, ...(who ? { headers: await as(who) } : {}), ...(payload ? { payload } : {}) })
  const stored = async () =>
    (await testDb.database.db.select({ n: sql<number>`count(*)::int` }).from(tueApplications))[0]!.n

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database, { rateLimitMax: 100_000, purgeJob: false })
    await app.ready()
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  it('asks a visitor to log in (401) and refuses a web member who is not an association member (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/clean/tue'],
      ['POST', '/api/clean/tue'],
      ['GET', '/api/clean/tue/review'],
      ['PATCH', '/api/clean/tue/1'],
    ] as const) {
      const res = await call(method, url, undefined, method === 'GET' ? undefined : {})
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(res.json().code).toBe(ERROR_CODES.LOGIN_REQUIRED)
    }
    // The web member may read the (empty) list and learns they cannot apply; applying is refused before the body is
    // read.
    expect(myTueSchema.parse((await call('GET', '/api/clean/tue', 'webmember01')).json())).toEqual({
      canApply: false,
      canReview: false,
      items: [],
    })
    const before = await stored()
    const refused = await call('POST', '/api/clean/tue', 'webmember01', APPLICATION)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe(ERROR_CODES.FORBIDDEN)
    expect(await stored()).toBe(before)
  })

  it('lets an association member apply and see only their own applications', async () => {
    const mine = myTueSchema.parse((await call('GET', '/api/clean/tue', 'member01')).json())
    expect(mine.canApply).toBe(true)
    // The demo's applications of member01: approved, rejected with a reason, submitted.
    expect(mine.items.map((a) => a.status).sort()).toEqual(['approved', 'rejected', 'submitted'])
    expect(mine.items.find((a) => a.status === 'rejected')!.staffReason).toBeTruthy()

    const res = await call('POST', '/api/clean/tue', 'member01', APPLICATION)
    expect(res.statusCode, res.body).toBe(201)
    const created = tueItemSchema.parse(res.json())
    expect(created).toMatchObject({
      substance: '살부타몰 정제',
      route: 'oral',
      status: 'submitted',
      staffReason: null,
      decidedAt: null,
    })

    const after = myTueSchema.parse((await call('GET', '/api/clean/tue', 'member01')).json())
    expect(after.items[0]!.applicationId).toBe(created.applicationId)
    expect(after.items).toHaveLength(mine.items.length + 1)
    // Another member sees none of them.
    const other = myTueSchema.parse((await call('GET', '/api/clean/tue', 'instructor01')).json())
    expect(other.canApply).toBe(true)
    expect(other.items.map((a) => a.applicationId)).not.toContain(created.applicationId)
    expect(other.items).toEqual([])
  })

  it('refuses a bad application with a message code per field and stores nothing', async () => {
    const before = await stored()
    const res = await call('POST', '/api/clean/tue', 'member01', {
      ...APPLICATION,
      substance: '',
      route: 'by mouth',
      startDate: '2026-12-31',
      endDate: '2026-07-01',
      physicianLicence: '12',
      agreeHealthData: false,
    })
    expect(res.statusCode).toBe(400)
    // Every problem at once, the rule across fields (the period) included.
    expect(res.json().fields).toEqual({
      substance: FIELD_ERRORS.REQUIRED,
      route: FIELD_ERRORS.INVALID_VALUE,
      physicianLicence: FIELD_ERRORS.INVALID_FORMAT,
      agreeHealthData: FIELD_ERRORS.CONSENT_REQUIRED,
      endDate: FIELD_ERRORS.INVALID_VALUE,
    })
    const period = await call('POST', '/api/clean/tue', 'member01', {
      ...APPLICATION,
      startDate: '2026-12-31',
      endDate: '2026-07-01',
    })
    expect(period.json().fields).toEqual({ endDate: FIELD_ERRORS.INVALID_VALUE })
    const missing = await call('POST', '/api/clean/tue', 'member01', { substance: '인슐린' })
    expect(missing.json().fields).toMatchObject({
      diagnosis: FIELD_ERRORS.REQUIRED,
      dose: FIELD_ERRORS.REQUIRED,
      agreeDeclaration: FIELD_ERRORS.REQUIRED,
    })
    expect(await stored()).toBe(before)
  })

  it('lets staff review every application and decide once; a second decision is a conflict', async () => {
    expect((await call('GET', '/api/clean/tue/review', 'member01')).statusCode).toBe(403)
    const staffTue = myTueSchema.parse((await call('GET', '/api/clean/tue', 'staff01')).json())
    expect(staffTue).toMatchObject({ canApply: false, canReview: true })

    const all = tueReviewListSchema.parse((await call('GET', '/api/clean/tue/review', 'staff01')).json())
    expect(all.total).toBe(await stored())
    expect(Object.values(all.counts).reduce((a, b) => a + b, 0)).toBe(all.total)
    // Undecided first, the longest waiting at the top.
    const firstDecided = all.items.findIndex((a) => a.status === 'approved' || a.status === 'rejected')
    expect(all.items.slice(firstDecided).every((a) => a.status === 'approved' || a.status === 'rejected')).toBe(true)
    const waiting = all.items.slice(0, firstDecided).map((a) => a.createdAt)
    expect(waiting).toEqual([...waiting].sort())
    expect(all.items.find((a) => a.status === 'approved')!.decidedBy).toBe('강사무')

    const submitted = tueReviewListSchema.parse(
      (await call('GET', '/api/clean/tue/review?status=submitted', 'staff01')).json(),
    )
    expect(submitted.items.every((a) => a.status === 'submitted')).toBe(true)
    const target = submitted.items.find((a) => a.substance === APPLICATION.substance)!
    expect(target.member).toMatchObject({ name: '김투어', loginId: 'member01', memberNo: '20150001' })

    const url = `/api/clean/tue/${target.applicationId}`
    // A rejection needs a reason; nothing changes without one.
    const noReason = await call('PATCH', url, 'staff01', { decision: 'rejected' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().fields).toEqual({ reason: FIELD_ERRORS.REQUIRED })
    expect((await call('PATCH', url, 'member01', { decision: 'approved' })).statusCode).toBe(403)

    expect((await call('PATCH', url, 'staff01', { decision: 'reviewing' })).json()).toMatchObject({
      status: 'reviewing',
      decidedAt: null,
    })
    const approved = tueItemSchema.parse(
      (await call('PATCH', url, 'staff01', { decision: 'approved', reason: '치료 기간 동안 승인' })).json(),
    )
    expect(approved).toMatchObject({ status: 'approved', staffReason: '치료 기간 동안 승인' })
    expect(approved.decidedAt).not.toBeNull()

    const again = await call('PATCH', url, 'staff01', { decision: 'rejected', reason: '다시 판단' })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe(ERROR_CODES.CONFLICT)
    expect((await call('PATCH', url, 'staff01', { decision: 'reviewing' })).statusCode).toBe(409)
    expect((await call('PATCH', '/api/clean/tue/999999', 'staff01', { decision: 'approved' })).statusCode).toBe(404)

    // The member sees the decision and the reason.
    const mine = myTueSchema.parse((await call('GET', '/api/clean/tue', 'member01')).json())
    expect(mine.items.find((a) => a.applicationId === target.applicationId)).toMatchObject({
      status: 'approved',
      staffReason: '치료 기간 동안 승인',
    })
  })

  it('never lets staff decide their own application', async () => {
    // A tour pro who also works for the secretariat: staff and association member at once.
    await testDb.database.db.execute(
      sql`update members set roles = array_append(roles, 'staff') where login_id = 'president01'`,
    )
    const created = tueItemSchema.parse((await call('POST', '/api/clean/tue', 'president01', APPLICATION)).json())
    const own = await call('PATCH', `/api/clean/tue/${created.applicationId}`, 'president01', { decision: 'approved' })
    expect(own.statusCode).toBe(403)
    expect(own.json()).toMatchObject({ code: ERROR_CODES.FORBIDDEN })
    const mine = myTueSchema.parse((await call('GET', '/api/clean/tue', 'president01')).json())
    expect(mine.items.find((a) => a.applicationId === created.applicationId)).toMatchObject({
      status: 'submitted',
      decidedAt: null,
    })
    // Someone else on the staff may.
    expect(
      (await call('PATCH', `/api/clean/tue/${created.applicationId}`, 'staff01', { decision: 'approved' })).statusCode,
    ).toBe(200)
  })
})
