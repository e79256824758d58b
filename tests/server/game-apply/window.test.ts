import { seoulInstant } from '@domain/time'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { standingFixture, type StandingFixture } from '../standing/fixture'
import { applyAs, countApplications, fieldOf, makeGame } from './apply-support'

/**
 * The window to the second on the server's clock (docs/requirements/tournament-applications.md#app-3, #app-4):
 * planned until 10:00:00 Seoul on the opening day, open until 16:00:00 on the closing day, then ended.
 */
describe('the application window', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  const at = (date: string, time: string) => {
    fx.clock.set(seoulInstant(date, time).toISOString())
    fx.forgetTokens()
  }

  it('opens at 10:00:00 and closes at 16:00:00 Seoul, judged by the server’s clock', async () => {
    const game = await makeGame(fx.db, { opensOn: '2026-06-11', closesOn: '2026-06-12' })
    at('2026-06-11', '09:59:59')
    const early = await applyAs(fx, 'member01', game.id)
    expect([early.statusCode, early.json().code]).toEqual([409, 'APPLICATION_NOT_OPEN_YET'])
    expect(await fieldOf(fx.db, game.id)).toBeUndefined()
    const planned = await fx.app.inject({ url: `/api/game/check/regCloseDate?gameId=${game.id}` })
    expect(planned.json()).toMatchObject({ window: 'planned', serverNow: '2026-06-11T00:59:59.000Z' })

    at('2026-06-11', '10:00:00')
    const open = await applyAs(fx, 'member01', game.id)
    expect(open.statusCode, open.body).toBe(201)
    expect(open.json()).toMatchObject({ state: 'awaiting_payment', arrivalNo: 1, window: 'open', canChange: true })
    expect(open.json().payBy).toBe('2026-06-12T01:00:00.000Z')

    at('2026-06-12', '15:59:59')
    expect((await applyAs(fx, 'fellow01', game.id)).statusCode).toBe(201)
    at('2026-06-12', '16:00:00')
    const before = await countApplications(fx.db)
    const late = await applyAs(fx, 'fellow02', game.id)
    expect([late.statusCode, late.json().code]).toEqual([409, 'APPLICATION_ENDED'])
    expect(await countApplications(fx.db)).toBe(before)
    const ended = await fx.app.inject({ url: `/api/game/check/regCloseDate?gameId=${game.id}` })
    expect(ended.json().window).toBe('ended')
  })

  it('lists the season’s tournaments with the window and, for a logged-in member, their own application', async () => {
    at('2026-06-10', '12:00')
    const game = await makeGame(fx.db)
    expect((await applyAs(fx, 'fellow03', game.id)).statusCode).toBe(201)
    const list = `/api/game/main/list?tour=12&srhYear=${game.year}`
    const visitor = await fx.app.inject({ url: list })
    expect(visitor.statusCode, visitor.body).toBe(200)
    const seen = visitor.json().items.find((g: { gameId: number }) => g.gameId === game.id)
    expect(seen).toMatchObject({ window: 'open', accepted: 1, waitlisted: 0, fieldSize: 156, mine: null })
    expect(seen.eligibleTypes).toEqual(['tour_pro', 'playing_pro'])
    const member = await fx.as('fellow03', 'GET', list)
    const mine = member.json().items.find((g: { gameId: number }) => g.gameId === game.id).mine
    expect(mine).toMatchObject({ state: 'awaiting_payment', arrivalNo: 1, amountWon: 100_000 })
    const detail = await fx.as('fellow03', 'GET', `/api/game/detail?gameId=${game.id}`)
    expect(detail.json()).toMatchObject({ gameId: game.id, rounds: 4, mine: { id: mine.id } })
    const reserve = await fx.app.inject({ url: `/api/game/reserveInfo?gameId=${game.id}` })
    expect(reserve.json()).toMatchObject({ accepted: 1, waitlisted: 0, window: 'open', mine: null })
    expect((await fx.app.inject({ url: '/api/game/detail?gameId=999999' })).statusCode).toBe(404)
  })
})
