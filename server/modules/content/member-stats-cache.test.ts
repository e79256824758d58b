import type { MemberStatsDto } from '@contract/content'
import { describe, expect, it } from 'vitest'
import { MEMBER_STATS_TTL_MS, memberStatsCache } from './member-stats-cache'

const statsOf = (total: number) => ({ asOf: '2026-06-10', total, byAge: [], byRegion: [] }) as MemberStatsDto

describe('memberStatsCache', () => {
  const setup = (start: string) => {
    let now = new Date(start)
    const counts: Date[] = []
    let fail = false
    const cached = memberStatsCache(
      async (at) => {
        counts.push(at)
        if (fail) throw new Error('database gone')
        return statsOf(counts.length)
      },
      () => new Date(now),
    )
    return {
      cached,
      counts,
      advance: (ms: number) => (now = new Date(now.getTime() + ms)),
      failNext: (value: boolean) => (fail = value),
    }
  }

  it('counts once for every visitor within the time to live, also for visitors arriving during the count', async () => {
    const s = setup('2026-06-10T03:00:00Z')
    const [a, b] = await Promise.all([s.cached(), s.cached()])
    s.advance(MEMBER_STATS_TTL_MS - 1)
    expect([a, b, await s.cached()].map((x) => x.total)).toEqual([1, 1, 1])
    s.advance(1)
    expect((await s.cached()).total).toBe(2)
    expect(s.counts).toHaveLength(2)
  })

  it('counts afresh on a new day in Seoul, since ages are counted on the date', async () => {
    const s = setup('2026-06-10T14:59:00Z') // 23:59 in Seoul
    await s.cached()
    s.advance(60_000)
    await s.cached()
    expect(s.counts).toHaveLength(2)
  })

  it('does not keep a failed count', async () => {
    const s = setup('2026-06-10T03:00:00Z')
    s.failNext(true)
    await expect(s.cached()).rejects.toThrow('database gone')
    s.failNext(false)
    expect((await s.cached()).total).toBe(2)
  })
})
