import {
  educationEligibilitySchema,
  educationEventDetailSchema,
  educationEventListSchema,
  educationProgrammesSchema,
  type EducationEventSummaryDto,
} from '@contract/education'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { seedContent } from '../../server/db/content/index'
import { educationEvents, educationProgrammes } from '../../server/db/schema/index'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { bearer, loginAs, testClock, type TestClock } from './auth-helpers'
import { createTestApp } from './helpers'

/** The small demo season is built around 2026-06-10 (Seoul); the clock starts at 12:30 Seoul that day. */
const NOON = '2026-06-10T03:30:00Z'

describe('education API', () => {
  let fx: FixtureDatabase
  let app: App
  let clock: TestClock
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
  const list = async (query: string) => {
    const res = await get(`/api/education/events?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return educationEventListSchema.parse(res.json())
  }
  const all = async (query = '') => (await list(`pageSize=100&${query}`)).items
  const detail = async (id: number) =>
    educationEventDetailSchema.parse((await get(`/api/education/events/${id}`)).json())

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    clock = testClock(NOON)
    app = await createTestApp(fx.database, { now: clock })
    await app.ready()
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('lists the season earliest first, with past, current and coming sessions of every type', async () => {
    const items = await all()
    expect(items.length).toBeGreaterThan(25)
    expect(items.map((e) => e.startsAt)).toEqual(items.map((e) => e.startsAt).sort())
    for (const code of ['M', 'P', 'S', 'F', 'O'] as const) {
      const mine = items.filter((e) => e.typeCode === code)
      expect(
        mine.some((e) => e.status === 'finished'),
        code,
      ).toBe(true)
      expect(
        mine.some((e) => e.status === 'planned'),
        code,
      ).toBe(true)
      expect(
        mine.some((e) => e.status === 'applying' || e.status === 'closed'),
        code,
      ).toBe(true)
    }
    const orientation = items.find((e) => e.typeCode === 'O')!
    expect(orientation.programme).toBe('introductory')
    expect(items.find((e) => e.typeCode === 'M')!.programme).toBe('career')
    for (const e of items) {
      expect(e.placesLeft).toBe(e.capacity - e.applicants)
      expect(Number.isInteger(e.costWon)).toBe(true)
      expect(e.duesRequired).toBe(true)
    }
    // The tour pro course runs three days and two nights; the pro course one day.
    const courses = items.filter((e) => e.typeCode === 'O')
    expect(courses.some((e) => e.eligibleTypes.join() === 'tour_pro' && e.endDate > e.startDate)).toBe(true)
    expect(courses.some((e) => e.eligibleTypes.includes('playing_pro') && e.endDate === e.startDate)).toBe(true)
  })

  it('filters by type codes, one or several, and pages', async () => {
    const o = await all('type=O')
    expect(o.length).toBeGreaterThan(3)
    expect(new Set(o.map((e) => e.typeCode))).toEqual(new Set(['O']))
    const mp = await all('type=M,P')
    expect(new Set(mp.map((e) => e.typeCode))).toEqual(new Set(['M', 'P']))
    expect(mp.length).toBe((await all('type=M')).length + (await all('type=P')).length)
    // Naming a type twice changes nothing.
    expect((await all('type=P,P')).length).toBe((await all('type=P')).length)
    const first = await list('pageSize=5')
    const second = await list('pageSize=5&page=2')
    expect(first.total).toBe((await all()).length)
    expect(second.items[0]!.startsAt >= first.items[4]!.startsAt).toBe(true)
    expect(second.items.map((e) => e.eventId)).not.toContain(first.items[0]!.eventId)
  })

  it('finds the sessions touching a Seoul month or range, multi-day ones in both months', async () => {
    const june = await all('month=2026-06')
    expect(june.length).toBeGreaterThan(3)
    for (const e of june) expect(e.startDate <= '2026-06-30' && e.endDate >= '2026-06-01', e.titleEn).toBe(true)
    const july = await all('month=2026-07')
    // The two-day MVP course from 30 June to 1 July belongs to both months.
    const across = june.find((e) => e.startDate === '2026-06-30' && e.endDate === '2026-07-01')
    expect(across).toBeDefined()
    expect(july.map((e) => e.eventId)).toContain(across!.eventId)
    const range = await all('from=2026-06-01&to=2026-07-31')
    expect(range.map((e) => e.eventId).sort()).toEqual([...new Set([...june, ...july].map((e) => e.eventId))].sort())
    expect((await all('month=2030-01')).length).toBe(0)
  })

  it('places a session by the Seoul calendar, not UTC, around midnight', async () => {
    // 00:30 on 1 July in Seoul is still 30 June in UTC; 23:30 on 30 June in Seoul is 14:30 UTC.
    const base = {
      titleKo: '자정 세미나',
      descriptionKo: '-',
      descriptionEn: '-',
      venueKo: '-',
      venueEn: '-',
      typeCode: 'S',
      applyOpensAt: new Date('2026-06-01T01:00:00Z'),
      applyClosesAt: new Date('2026-06-20T15:00:00Z'),
      capacity: 10,
      eligibleTypes: ['tour_pro' as const],
    }
    const [early] = await fx.db
      .insert(educationEvents)
      .values({
        ...base,
        titleEn: 'Just after midnight',
        startsAt: new Date('2026-06-30T15:30:00Z'),
        endsAt: new Date('2026-06-30T17:00:00Z'),
      })
      .returning()
    const [late] = await fx.db
      .insert(educationEvents)
      .values({
        ...base,
        titleEn: 'Just before midnight',
        startsAt: new Date('2026-06-30T14:30:00Z'),
        endsAt: new Date('2026-06-30T14:59:00Z'),
      })
      .returning()
    try {
      const june = (await all('month=2026-06&type=S')).map((e) => e.eventId)
      const july = (await all('month=2026-07&type=S')).map((e) => e.eventId)
      expect(june).toContain(late!.id)
      expect(june).not.toContain(early!.id)
      expect(july).toContain(early!.id)
      expect(july).not.toContain(late!.id)
      expect((await detail(early!.id)).startDate).toBe('2026-07-01')
      expect((await all('from=2026-07-01&to=2026-07-01&type=S')).map((e) => e.eventId)).toEqual([early!.id])
    } finally {
      await fx.db.delete(educationEvents).where(eq(educationEvents.titleKo, '자정 세미나'))
    }
  })

  it('derives the status from the clock: applications close at midnight Seoul, to the second', async () => {
    const applying = (await all('status=applying')).find((e) => e.placesLeft > 0)!
    expect(applying).toBeDefined()
    const closes = new Date(applying.applyClosesAt)
    // The demo's windows close at midnight Seoul: 15:00 UTC of the day before.
    expect(closes.getUTCHours()).toBe(15)
    try {
      clock.set(new Date(closes.getTime() - 1000))
      expect((await detail(applying.eventId)).status).toBe('applying')
      expect((await all('status=applying')).map((e) => e.eventId)).toContain(applying.eventId)
      clock.set(closes)
      expect((await detail(applying.eventId)).status).toBe('closed')
      expect((await all('status=applying')).map((e) => e.eventId)).not.toContain(applying.eventId)
      expect((await all('status=closed')).map((e) => e.eventId)).toContain(applying.eventId)
      clock.set(applying.endsAt)
      expect((await detail(applying.eventId)).status).toBe('finished')
      clock.set(new Date(new Date(applying.applyOpensAt).getTime() - 1))
      expect((await detail(applying.eventId)).status).toBe('planned')
    } finally {
      clock.set(NOON)
    }
    // Every status filter agrees with the status each item carries, and together they cover the season.
    let covered = 0
    for (const status of ['planned', 'applying', 'closed', 'finished'] as const) {
      const items = await all(`status=${status}`)
      expect(items.every((e) => e.status === status)).toBe(true)
      covered += items.length
    }
    expect(covered).toBe((await all()).length)
    expect((await all('status=planned,applying')).length).toBe(
      (await all('status=planned')).length + (await all('status=applying')).length,
    )
  })

  it('refuses bad filters with VALIDATION and names the field', async () => {
    const bad: Array<[string, string]> = [
      ['type=X', 'type'],
      ['type=m', 'type'],
      ['type=M,', 'type'],
      ['month=2026-13', 'month'],
      ['month=2026-6', 'month'],
      ['from=2026-02-30', 'from'],
      ['from=2026-07-01&to=2026-06-01', 'to'],
      ['from=2026-01-01&to=2027-12-31', 'to'],
      ['month=2026-06&from=2026-06-01', 'month'],
      ['status=open', 'status'],
      ['page=0', 'page'],
      ['pageSize=500', 'pageSize'],
    ]
    for (const [query, field] of bad) {
      const res = await get(`/api/education/events?${query}`)
      expect(res.statusCode, query).toBe(400)
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION', fields: { [field]: expect.any(String) } })
    }
    expect((await get('/api/education/events/abc')).json()).toMatchObject({ code: 'VALIDATION' })
    const missing = await get('/api/education/events/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('serves the programmes and introductory-training rules; keeps staff edits when content is reseeded', async () => {
    const res = await get('/api/education/programmes')
    expect(res.statusCode).toBe(200)
    const body = educationProgrammesSchema.parse(res.json())
    expect(body.programmes.map((p) => [p.slug, p.typeCodes.join('')])).toEqual([
      ['introductory', 'O'],
      ['career', 'MP'],
      ['seminar', 'S'],
      ['forum', 'F'],
    ])
    expect(body.programmes.every((p) => p.topicsKo.length === p.topicsEn.length && p.topicsEn.length > 0)).toBe(true)
    const rule = (slug: string) => body.rules.find((r) => r.slug === slug)!
    expect(rule('introductory-deadline').titleEn).toContain('3 years')
    expect(rule('introductory-pro').highlightEn).toBe('1 day · 3 times a year')
    expect(rule('introductory-tour-pro').highlightKo).toBe('2박 3일 · 연 2회')
    expect(rule('dues').bodyEn).toContain('fully paid')

    await fx.db
      .update(educationProgrammes)
      .set({ titleEn: 'Seminars and talks' })
      .where(eq(educationProgrammes.slug, 'seminar'))
    expect(await seedContent(fx.db)).toBe(0)
    const again = educationProgrammesSchema.parse((await get('/api/education/programmes')).json())
    expect(again.programmes.find((p) => p.slug === 'seminar')!.titleEn).toBe('Seminars and talks')
  })

  describe('eligibility of the logged-in member', () => {
    let items: EducationEventSummaryDto[]
    const check = async (loginId: string, eventId: number) => {
      const { accessToken } = await loginAs(app, loginId)
      const res = await get(`/api/education/events/${eventId}/eligibility`, bearer(accessToken))
      expect(res.statusCode, res.body).toBe(200)
      return educationEligibilitySchema.parse(res.json())
    }
    beforeAll(async () => {
      items = await all()
    })
    const openForAll = () =>
      items.find((e) => e.status === 'applying' && e.placesLeft > 0 && e.eligibleTypes.length === 4)!

    it('asks a visitor to log in', async () => {
      const res = await get(`/api/education/events/${openForAll().eventId}/eligibility`)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ code: 'LOGIN_REQUIRED' })
    })

    it('lets a tour pro with paid dues apply to an open session with places', async () => {
      expect(await check('member01', openForAll().eventId)).toMatchObject({
        meetsConditions: true,
        canApplyNow: true,
        reasons: [],
        membershipType: 'tour_pro',
        duesPaid: true,
      })
    })

    it('names unpaid dues, wrong membership type, no association membership, the window, a full session', async () => {
      expect(await check('member02', openForAll().eventId)).toMatchObject({
        meetsConditions: false,
        canApplyNow: false,
        reasons: ['DUES_UNPAID'],
        duesPaid: false,
      })
      const tourProCourse = items.find((e) => e.typeCode === 'O' && e.eligibleTypes.join() === 'tour_pro')!
      expect((await check('instructor01', tourProCourse.eventId)).reasons[0]).toBe('MEMBERSHIP_TYPE')
      expect((await check('webmember01', openForAll().eventId)).reasons).toEqual(['NOT_ASSOCIATION_MEMBER'])
      const planned = items.find((e) => e.status === 'planned' && e.eligibleTypes.includes('tour_pro'))!
      expect(await check('member01', planned.eventId)).toMatchObject({
        meetsConditions: true,
        canApplyNow: false,
        reasons: ['NOT_OPEN_YET'],
      })
      const finished = items.find((e) => e.status === 'finished' && e.eligibleTypes.includes('tour_pro'))!
      expect((await check('member01', finished.eventId)).reasons).toEqual(['APPLICATION_ENDED'])
      const full = items.find((e) => e.status === 'applying' && e.placesLeft === 0)!
      expect(full).toBeDefined()
      expect((await check('member01', full.eventId)).reasons).toEqual(['FULL'])
    })
  })
})
