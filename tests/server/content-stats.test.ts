import { memberStatsSchema } from '@contract/content'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { members, players } from '../../server/db/schema/index'
import { MEMBER_STATS_TTL_MS } from '../../server/modules/content/member-stats-cache'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { testClock } from './auth-helpers'
import { createTestApp } from './helpers'

describe('member statistics API', () => {
  let fx: FixtureDatabase
  let app: App
  const clock = testClock('2026-06-10T03:00:00Z')
  const stats = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/content/member-stats' })
    expect(res.statusCode, res.body).toBe(200)
    return memberStatsSchema.parse(res.json())
  }
  const distinctMemberNumbers = async () => {
    const union = sql`(select member_no from ${players} where member_no is not null union select member_no
      from ${members} where member_no is not null)`
    const [row] = await fx.db.select({ n: sql<number>`count(*)::int` }).from(sql`${union} as m`)
    return row!.n
  }

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database, { now: clock, purgeJob: false })
    await app.ready()
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('counts every membership number once, and the age groups and regions add up to the total', async () => {
    const s = await stats()
    expect(s.total).toBeGreaterThan(20)
    expect(s.total).toBe(await distinctMemberNumbers())
    expect(s.byAge.reduce((sum, a) => sum + a.count, 0)).toBe(s.total)
    expect(s.byRegion.reduce((sum, r) => sum + r.count, 0)).toBe(s.total)
    expect(s.byAge.map((a) => a.group)).toEqual(['under20', '20s', '30s', '40s', '50s', '60plus', 'unknown'])
    expect(s.byRegion).toHaveLength(19)
    expect(s.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // The demo register is mostly Korean players from Korean towns: most land in a region, none unknown.
    expect(s.byRegion.find((r) => r.region === 'unknown')!.count).toBe(0)
  })

  it('follows the database once the cached count is older than its time to live', async () => {
    const before = await stats()
    const asOfYear = Number(before.asOf.slice(0, 4))
    const birth = `${asOfYear - 35}0101`
    await fx.db.insert(members).values({
      name: '부산회원',
      memberNo: '29990001',
      birthDate: birth,
      address: '부산광역시 해운대구 센텀중앙로 79',
      nationality: 'KOR',
    })
    // A web-only account (no membership number) is not an association member.
    await fx.db
      .insert(members)
      .values({ name: '웹회원', loginId: 'webonly77', birthDate: birth, address: '서울특별시 중구 세종대로 110' })
    // Within the time to live every visitor gets the same counts, read once from the database.
    clock.advance(MEMBER_STATS_TTL_MS - 1000)
    expect(await stats()).toEqual(before)
    clock.advance(1000)
    const after = await stats()
    expect(after.total).toBe(before.total + 1)
    const count = (s: typeof before, region: string) => s.byRegion.find((r) => r.region === region)!.count
    const age = (s: typeof before, group: string) => s.byAge.find((a) => a.group === group)!.count
    expect(count(after, 'busan')).toBe(count(before, 'busan') + 1)
    expect(count(after, 'seoul')).toBe(count(before, 'seoul'))
    expect(age(after, '30s')).toBe(age(before, '30s') + 1)
  })
})
