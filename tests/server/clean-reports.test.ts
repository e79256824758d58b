import { reportListSchema, reportReceiptSchema } from '@contract/clean'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { cleanReports } from '../../server/db/schema/index'
import { REPORT_RATE_LIMIT } from '../../server/modules/clean/routes'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { bearer, loginAs, testClock } from './auth-helpers'
import { createTestApp } from './helpers'

const VALID = {
  category: 'match_fixing',
  occurredOn: '2026-05-30',
  place: '스카이72 골프클럽 3라운드',
  involved: '선수 A',
  description: '경기 전날 밤 특정 선수에게 컷 탈락을 부탁하는 메시지가 왔다는 이야기를 들었습니다.',
  anonymous: true,
}

describe('clean centre reports', () => {
  let fx: FixtureDatabase
  let app: App
  // 2026-06-10 13:00 in Seoul.
  const clock = testClock('2026-06-10T04:00:00Z')
  let address = 0
  /** Each test sends from its own address: the report limit counts per address. */
  const from = () => `10.9.0.${++address}`
  const send = (payload: unknown, remoteAddress = from()) =>
    app.inject({ method: 'POST', url: '/api/clean/reports', payload: payload as object, remoteAddress })
  const stored = async () => (await fx.db.select({ n: sql<number>`count(*)::int` }).from(cleanReports))[0]!.n

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database, { now: clock, rateLimitMax: 100_000, purgeJob: false })
    await app.ready()
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('takes an anonymous report and answers a receipt number to keep, storing no contact', async () => {
    const before = await stored()
    const res = await send(VALID)
    expect(res.statusCode, res.body).toBe(201)
    const receipt = reportReceiptSchema.parse(res.json())
    expect(receipt.receiptNo).toMatch(/^CR-260610-[2-9A-HJ-NP-Z]{6}$/)
    expect(receipt.receivedAt).toBe('2026-06-10T04:00:00.000Z')
    expect(await stored()).toBe(before + 1)
    const [row] = await fx.db.select().from(cleanReports).where(sql`${cleanReports.receiptNo} = ${receipt.receiptNo}`)
    expect(row).toMatchObject({
      anonymous: true,
      name: null,
      phone: null,
      email: null,
      privacyAgreedAt: null,
      status: 'received',
      evidence: null,
    })
    // Two reports never share a number.
    const again = reportReceiptSchema.parse((await send(VALID)).json())
    expect(again.receiptNo).not.toBe(receipt.receiptNo)
  })

  it('takes a named report with a contact and the consent', async () => {
    const res = await send({
      ...VALID,
      anonymous: false,
      name: '홍길동',
      email: 'hong@example.com',
      agreePrivacy: true,
      evidence: '메시지 캡처 보관 중',
    })
    expect(res.statusCode, res.body).toBe(201)
    const [row] = await fx.db
      .select()
      .from(cleanReports)
      .where(sql`${cleanReports.receiptNo} = ${res.json().receiptNo}`)
    expect(row).toMatchObject({
      anonymous: false,
      name: '홍길동',
      email: 'hong@example.com',
      phone: null,
      evidence: '메시지 캡처 보관 중',
    })
    expect(row!.privacyAgreedAt?.toISOString()).toBe('2026-06-10T04:00:00.000Z')
  })

  it('refuses bad input with a message code per field and stores nothing', async () => {
    const before = await stored()
    const cases: Array<[unknown, Record<string, string>]> = [
      [
        { ...VALID, category: 'gossip', place: '', description: '짧음' },
        { category: FIELD_ERRORS.INVALID_VALUE, place: FIELD_ERRORS.REQUIRED, description: FIELD_ERRORS.TOO_SHORT },
      ],
      [{ ...VALID, occurredOn: '2026-02-30' }, { occurredOn: FIELD_ERRORS.INVALID_DATE }],
      // A named report needs a name, a way to reach the reporter and the consent: named with the other problems at
      // once.
      [
        { ...VALID, anonymous: false },
        { name: FIELD_ERRORS.REQUIRED, phone: FIELD_ERRORS.REQUIRED, agreePrivacy: FIELD_ERRORS.CONSENT_REQUIRED },
      ],
      [
        { ...VALID, anonymous: false, place: '' },
        { place: FIELD_ERRORS.REQUIRED, name: FIELD_ERRORS.REQUIRED, agreePrivacy: FIELD_ERRORS.CONSENT_REQUIRED },
      ],
      [['not', 'a report'], { body: FIELD_ERRORS.INVALID_TYPE }],
      [
        { ...VALID, anonymous: false, name: '홍길동', phone: '010-1234', agreePrivacy: true },
        { phone: FIELD_ERRORS.INVALID_FORMAT },
      ],
      // An anonymous report carries no identity at all.
      [{ ...VALID, name: '홍길동' }, { name: FIELD_ERRORS.INVALID_VALUE }],
      [{ ...VALID, extra: 1 }, { extra: FIELD_ERRORS.UNKNOWN_FIELD }],
      [{ ...VALID, description: 'x'.repeat(4001) }, { description: FIELD_ERRORS.TOO_LONG }],
    ]
    for (const [payload, fields] of cases) {
      const res = await send(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().code).toBe(ERROR_CODES.VALIDATION)
      expect(res.json().fields).toMatchObject(fields)
    }
    // The day is checked against today in Seoul: tomorrow is refused, today is fine.
    const tomorrow = await send({ ...VALID, occurredOn: '2026-06-11' })
    expect(tomorrow.statusCode).toBe(400)
    expect(tomorrow.json().fields).toEqual({ occurredOn: FIELD_ERRORS.INVALID_VALUE })
    expect(await stored()).toBe(before)
    expect((await send({ ...VALID, occurredOn: '2026-06-10' })).statusCode).toBe(201)
  })

  it(`allows ${REPORT_RATE_LIMIT.max} reports per address in ${REPORT_RATE_LIMIT.timeWindow}, then 429`, async () => {
    const address = '10.9.9.9'
    for (let i = 0; i < REPORT_RATE_LIMIT.max; i += 1) expect((await send(VALID, address)).statusCode).toBe(201)
    const refused = await send(VALID, address)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe(ERROR_CODES.RATE_LIMITED)
    // Another address is not affected.
    expect((await send(VALID, '10.9.9.10')).statusCode).toBe(201)
  })

  it('shows staff the reports, newest first, and moves one forward only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/clean/reports' })).statusCode).toBe(401)
    const member = await loginAs(app, 'member01')
    expect(
      (await app.inject({ method: 'GET', url: '/api/clean/reports', headers: bearer(member.accessToken) })).statusCode,
    ).toBe(403)
    const staff = bearer((await loginAs(app, 'staff01')).accessToken)
    const list = reportListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/clean/reports', headers: staff })).json(),
    )
    expect(list.total).toBe(await stored())
    // The demo's reports are there, with their statuses counted.
    expect(list.counts.closed).toBeGreaterThanOrEqual(1)
    expect(list.items.map((r) => r.createdAt)).toEqual([...list.items.map((r) => r.createdAt)].sort().reverse())
    const target = list.items.find((r) => r.status === 'received')!
    const patch = (status: string) =>
      app.inject({ method: 'PATCH', url: `/api/clean/reports/${target.reportId}`, headers: staff, payload: { status } })
    expect((await patch('reviewing')).json()).toMatchObject({ status: 'reviewing' })
    expect((await patch('reviewing')).statusCode).toBe(409)
    expect((await patch('closed')).json()).toMatchObject({ status: 'closed' })
    const back = await patch('reviewing')
    expect(back.statusCode).toBe(409)
    expect(back.json().code).toBe(ERROR_CODES.CONFLICT)
    expect((await patch('received')).statusCode).toBe(400)
    const closed = reportListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/clean/reports?status=closed', headers: staff })).json(),
    )
    expect(closed.items.every((r) => r.status === 'closed')).toBe(true)
    expect(closed.items.map((r) => r.reportId)).toContain(target.reportId)
  })
})
