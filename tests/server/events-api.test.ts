import { eventListSchema, myPickSchema, predictionDetailSchema } from '@contract/prediction-event'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createFixtureDatabase, type FixtureDatabase } from '../fixtures/test-db'
import { bearer, loginAs, testClock, type TestClock } from './auth-helpers'
import { createTestApp } from './helpers'

/** The small demo season on 2026-06-10: the main-tour event started on 06-09, the next starts on 06-16. */
describe('events and the winner prediction', () => {
  let fx: FixtureDatabase
  let app: App
  let clock: TestClock
  let token: string
  const get = (url: string, headers = {}) => app.inject({ method: 'GET', url, headers })
  const tab = async (tabId: string) => eventListSchema.parse((await get(`/api/events?tabId=${tabId}`)).json())
  /** A login at the test clock's time (moving the clock expires earlier tokens). */
  const login = async () => (token = (await loginAs(app, 'member01')).accessToken)
  const pick = (gameId: number, playerId: number, headers: Record<string, string> = bearer(token)) =>
    app.inject({ method: 'PUT', url: `/api/events/prediction/${gameId}/pick`, headers, payload: { playerId } })

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    clock = testClock('2026-06-10T03:30:00Z')
    app = await createTestApp(fx.database, { now: clock })
    await app.ready()
    await login()
  }, 300_000)
  afterAll(async () => {
    await app.close()
    await fx.cleanup()
  })

  it('sorts the season into in progress, winners announced and ended', async () => {
    const ing = await tab('ing')
    expect(ing.items.map((e) => [e.startDate, e.phase])).toEqual([
      ['2026-06-09', 'closed'],
      ['2026-06-16', 'open'],
    ])
    expect(ing.items[1]!.deadline).toBe('2026-06-15T22:00:00.000Z')
    const announced = await tab('event')
    expect(announced.items.length).toBeGreaterThan(0)
    for (const e of announced.items) {
      expect(e.phase).toBe('announced')
      expect(e.winners.length).toBeGreaterThan(0)
      expect(e.correctCount).toBe(0)
    }
    const ended = await tab('end')
    expect(ended.items.every((e) => e.phase === 'ended' && e.endDate < '2026-05-27')).toBe(true)
    expect((await get('/api/events?tabId=soon')).statusCode).toBe(400)
  })

  it('lets a visitor look but not pick', async () => {
    const [, next] = (await tab('ing')).items
    const detail = predictionDetailSchema.parse((await get(`/api/events/prediction/${next!.gameId}`)).json())
    expect(detail.candidates.length).toBeGreaterThan(10)
    const res = await pick(next!.gameId, detail.candidates[0]!.playerId, {})
    expect(res.statusCode).toBe(401)
    expect((await get(`/api/events/prediction/${next!.gameId}/pick`)).statusCode).toBe(401)
  })

  it('keeps one pick per member, changeable until the first tee time, closed after', async () => {
    const [, next] = (await tab('ing')).items
    const { candidates } = predictionDetailSchema.parse((await get(`/api/events/prediction/${next!.gameId}`)).json())
    const [a, b] = candidates
    const first = await pick(next!.gameId, a!.playerId)
    expect(first.statusCode, first.body).toBe(200)
    expect(myPickSchema.parse(first.json()).pick?.playerId).toBe(a!.playerId)
    // A second pick replaces the first: still one pick on the event.
    clock.set('2026-06-15T21:59:00Z')
    await login()
    const second = myPickSchema.parse((await pick(next!.gameId, b!.playerId)).json())
    expect(second).toMatchObject({
      pick: { playerId: b!.playerId },
      correct: null,
      pickedAt: '2026-06-15T21:59:00.000Z',
    })
    const ing = await tab('ing')
    expect(ing.items.find((e) => e.gameId === next!.gameId)?.pickCount).toBe(1)
    // 07:00 Seoul on the first day: closed.
    clock.set('2026-06-15T22:00:00Z')
    await login()
    const late = await pick(next!.gameId, a!.playerId)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toMatchObject({ code: 'PERIOD_ENDED' })
    const kept = myPickSchema.parse((await get(`/api/events/prediction/${next!.gameId}/pick`, bearer(token))).json())
    expect(kept.pick?.playerId).toBe(b!.playerId)
    clock.set('2026-06-10T03:30:00Z')
    await login()
  })

  it('refuses a player outside the field and a tournament that is no event', async () => {
    const [live, next] = (await tab('ing')).items
    const outsider = (await fx.db.execute(
      sql`select id from players where id not in (select player_id from entries where tournament_id = ${next!.gameId})
        limit 1`,
    )) as unknown as { rows: Array<{ id: number }> }
    const res = await pick(next!.gameId, outsider.rows[0]!.id)
    expect(res.statusCode).toBe(400)
    expect((await pick(live!.gameId, 1)).json()).toMatchObject({ code: 'PERIOD_ENDED' })
    expect((await get('/api/events/prediction/999999')).statusCode).toBe(404)
  })

  it('tells a member after the tournament whether the pick was right and counts the correct picks', async () => {
    const [done] = (await tab('event')).items
    const winner = done!.winners[0]!
    const me = (await fx.db.execute(sql`select id from members where login_id = 'member01'`)) as unknown as {
      rows: Array<{ id: number }>
    }
    const other = (await fx.db.execute(sql`select id from members where login_id = 'member02'`)) as unknown as {
      rows: Array<{ id: number }>
    }
    const loser = (await fx.db.execute(
      sql`select player_id as id from entries where tournament_id = ${done!.gameId} and finish_rank > 1 limit 1`,
    )) as unknown as { rows: Array<{ id: number }> }
    await fx.db.execute(sql`insert into prediction_picks (member_id, tournament_id, player_id, created_at, updated_at)
      values
      (${me.rows[0]!.id}, ${done!.gameId}, ${winner.playerId}, now(), now()), (${other.rows[0]!.id}, ${done!.gameId},
        ${loser.rows[0]!.id}, now(), now())`)
    const result = (await tab('event')).items.find((e) => e.gameId === done!.gameId)!
    expect(result).toMatchObject({ pickCount: 2, correctCount: 1 })
    const mine = myPickSchema.parse((await get(`/api/events/prediction/${done!.gameId}/pick`, bearer(token))).json())
    expect(mine).toMatchObject({ pick: { playerId: winner.playerId }, correct: true })
  })
})
