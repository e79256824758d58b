import { gameListSchema, type GameSummaryDto } from '@contract/game'
import {
  broadcastAnnouncementSchema,
  broadcastScheduleSchema,
  entryListSchema,
  visitorInfoSchema,
} from '@contract/game-info'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { createTestApp } from './helpers'

// The tournament page's information calls over the small demo season (decision 0029).
describe('broadcast, visitor information and entry list of a game', () => {
  let fx: FixtureDatabase
  let app: App
  let games: GameSummaryDto[]
  const get = (url: string) => app.inject({ method: 'GET', url })
  const json = async (url: string) => {
    const res = await get(url)
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    return res.json() as unknown
  }

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database)
    await app.ready()
    games = gameListSchema.parse(await json('/api/game?pageSize=100')).items
  })
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  const thisSeason = () => games.filter((g) => g.year === Math.max(...games.map((x) => x.year)))

  it('answers the broadcast announcement and a schedule per round on the Seoul clock', async () => {
    const live = games.find((g) => g.status === 2)!
    const announced = broadcastAnnouncementSchema.parse(await json(`/api/game/broadcast/${live.gameId}`))
    expect(announced.channels.length).toBeGreaterThan(0)
    expect(announced.ko).toMatch(/페어웨이TV/)

    const schedule = broadcastScheduleSchema.parse(await json(`/api/game/broadcastNew/${live.gameId}`))
    // Main tour: live coverage every round plus a replay every evening.
    expect(schedule.slots.filter((s) => s.kind === 'live').map((s) => s.round)).toEqual([1, 2, 3, 4])
    expect(schedule.slots.filter((s) => s.kind === 'replay')).toHaveLength(4)
    const first = schedule.slots[0]!
    expect(first).toMatchObject({ round: 1, date: live.startDate, kind: 'live', start: '12:00', end: '17:00' })
    expect(first.startsAt).toBe(new Date(`${live.startDate}T12:00:00+09:00`).toISOString())
    const weekend = schedule.slots.find((s) => s.round === 3 && s.kind === 'live')!
    expect([weekend.start, weekend.end]).toEqual(['11:00', '16:00'])
    const starts = schedule.slots.map((s) => s.startsAt)
    expect(starts).toEqual([...starts].sort())
  })

  it('answers an empty schedule for a game of an old season, and 404 for an unknown game', async () => {
    const old = games.find((g) => g.status === 3 && g.year < Math.max(...games.map((x) => x.year)))!
    expect(broadcastScheduleSchema.parse(await json(`/api/game/broadcastNew/${old.gameId}`)).slots).toEqual([])
    for (const url of [
      '/api/game/broadcast/999999',
      '/api/game/broadcastNew/999999',
      '/api/game/address/999999',
      '/api/game/entryList?gameId=999999',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) })
    }
    expect((await get('/api/game/broadcast/abc')).statusCode).toBe(400)
  })

  it('answers the venue address with shuttle and parking in both languages', async () => {
    const upcoming = thisSeason().find((g) => g.status === 1 || g.status === 4)!
    const info = visitorInfoSchema.parse(await json(`/api/game/address/${upcoming.gameId}`))
    expect(info.addressKo).toContain(upcoming.course!.nameKo)
    expect(info.addressEn).toContain(upcoming.course!.nameEn)
    expect(info.shuttleKo).toMatch(/셔틀버스/)
    expect(info.shuttleEn).toMatch(/shuttle/i)
    expect(info.parkingKo).toMatch(/주차장/)
    expect(info.parkingEn).toMatch(/car park/)
  })

  it('answers the field with member classes, by Korean name', async () => {
    const live = games.find((g) => g.status === 2)!
    const field = entryListSchema.parse(await json(`/api/game/entryList?gameId=${live.gameId}`))
    const record = (await json(`/api/game/gameRecord?gameId=${live.gameId}`)) as { lines: Array<{ playerId: number }> }
    expect(new Set(field.entries.map((e) => e.playerId))).toEqual(new Set(record.lines.map((l) => l.playerId)))
    const names = field.entries.map((e) => e.nameKo)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(field.entries.every((e) => (e.amateur ? e.memberClass === 'AMA' : e.memberClass !== 'AMA'))).toBe(true)
    expect(field.entries.some((e) => e.memberClass === 'TP')).toBe(true)
  })

  it('lists the new calls in the OpenAPI document', async () => {
    const doc = (await json('/api/docs/openapi.json')) as { paths: Record<string, unknown> }
    for (const path of [
      '/api/game/broadcast/{gameId}',
      '/api/game/broadcastNew/{gameId}',
      '/api/game/address/{gameId}',
      '/api/game/entryList',
    ])
      expect(doc.paths, path).toHaveProperty([path])
  })
})
