import { seoulInstant } from '@domain/time'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentOrders } from '../../../server/db/schema/index'
import { lapseUnpaidPlaces } from '../../../server/modules/game-apply/lapses'
import { NOON, standingFixture, type StandingFixture } from '../standing/fixture'
import { applyAs, fieldOf, makeGame } from './apply-support'
import { cancelAs } from './pay-support'

/**
 * The field and its waiting list (docs/decisions/0082-application-lifecycle.md, APP-10): a full field wait-lists in
 * arrival order, an unpaid place lapses at payBy and goes to the first waiting (who gets 24 hours of their own), a
 * cancelled place does too; change and cancel end with the window (PERIOD_ENDED).
 */
describe('the waiting list', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  const state = async (loginId: string, id: number) =>
    (await fx.as(loginId, 'GET', '/api/mypage/game-apply')).json().items.find((i: { id: number }) => i.id === id)

  it('lapses an unpaid place at payBy and gives it to the first waiting, then moves up on a cancel', async () => {
    fx.clock.set(NOON)
    const game = await makeGame(fx.db, { fieldSize: 1, closesOn: '2026-06-14' })
    const first = (await applyAs(fx, 'fellow01', game.id)).json()
    const second = (await applyAs(fx, 'fellow02', game.id)).json()
    const third = (await applyAs(fx, 'fellow03', game.id)).json()
    expect([first.state, second.state, third.state]).toEqual(['awaiting_payment', 'waitlisted', 'waitlisted'])
    expect([second.waitlistPosition, third.waitlistPosition]).toEqual([1, 2])
    expect(second.payBy).toBeNull()

    expect(await lapseUnpaidPlaces(fx.db, new Date(Date.parse(first.payBy) - 1))).toMatchObject({ lapsed: 0 })
    // Paid close to payBy, the payment window closes with the place.
    fx.clock.set(new Date(Date.parse(first.payBy) - 5 * 60_000).toISOString())
    fx.forgetTokens()
    const late = await fx.as('fellow01', 'POST', '/api/payments/orders', {
      purpose: 'entry_fee',
      refs: [first.id],
      method: 'card',
    })
    const [order] = await fx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, late.json().order.orderNo))
    expect(order!.expiresAt.toISOString()).toBe(first.payBy)
    fx.clock.set(first.payBy)
    fx.forgetTokens()
    expect(await lapseUnpaidPlaces(fx.db, fx.clock())).toEqual({ lapsed: 1, promoted: 1, refunded: 0 })
    expect((await fx.db.select().from(paymentOrders).where(eq(paymentOrders.id, order!.id)))[0]!.state).toBe('EXPIRED')
    expect(await state('fellow01', first.id)).toMatchObject({ state: 'lapsed', payBy: null })
    const gone = await cancelAs(fx, 'fellow01', { applicationId: first.id }, `lapsed-cancel-${first.id}`)
    expect([gone.statusCode, gone.json().code]).toEqual([409, 'APPLICATION_NOT_CHANGEABLE'])
    const promoted = await state('fellow02', second.id)
    expect(promoted).toMatchObject({ state: 'awaiting_payment', waitlistPosition: null })
    expect(promoted.payBy).toBe(new Date(Date.parse(first.payBy) + 24 * 3_600_000).toISOString())
    expect(await state('fellow03', third.id)).toMatchObject({ state: 'waitlisted', waitlistPosition: 1 })
    expect(await lapseUnpaidPlaces(fx.db, fx.clock())).toMatchObject({ lapsed: 0 })

    const cancelled = await cancelAs(fx, 'fellow02', { applicationId: second.id }, `wl-cancel-${second.id}`)
    expect(cancelled.json().state).toBe('cancelled')
    expect(await state('fellow03', third.id)).toMatchObject({ state: 'awaiting_payment' })
    expect(await fieldOf(fx.db, game.id)).toMatchObject({ accepted: 1, waitlisted: 0, arrivals: 3 })
    // A lapsed member may apply again, at the back.
    const again = await applyAs(fx, 'fellow01', game.id)
    expect(again.json()).toMatchObject({ state: 'waitlisted', arrivalNo: 4, waitlistPosition: 1 })
  })

  it('gives the same application back for the same Idempotency-Key, without a second arrival', async () => {
    fx.clock.set(NOON)
    fx.forgetTokens()
    const game = await makeGame(fx.db)
    await fx.as('fellow04', 'POST', '/api/game/player/agree', {
      gameId: game.id,
      personalData: true,
      rules: true,
      refundPolicy: true,
    })
    const send = async () =>
      fx.app.inject({
        method: 'POST',
        url: '/api/game/apply',
        headers: { authorization: `Bearer ${await fx.tokenOf('fellow04')}`, 'idempotency-key': `apply-${game.id}-1` },
        payload: { gameId: game.id, caddie: 'house', mobile: '010-4444-5555' },
      })
    const [one, two] = [await send(), await send()]
    expect([one.statusCode, two.statusCode]).toEqual([201, 201])
    expect(two.json().id).toBe(one.json().id)
    expect(await fieldOf(fx.db, game.id)).toMatchObject({ arrivals: 1, accepted: 1 })
  })

  it('changes the caddie and the number while open, then answers PERIOD_ENDED', async () => {
    fx.clock.set(NOON)
    fx.forgetTokens()
    const game = await makeGame(fx.db, { fieldSize: 2 })
    const { id } = (await applyAs(fx, 'fellow05', game.id)).json()
    const bad = await fx.as('fellow05', 'POST', '/api/game/change', { applicationId: id, mobile: '12345' })
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION'])
    const changed = await fx.as('fellow05', 'POST', '/api/game/change', {
      applicationId: id,
      caddie: 'house',
      mobile: '010-9999-8888',
    })
    expect(changed.json()).toMatchObject({ caddie: 'house', mobile: '010-9999-8888' })
    const other = await fx.as('member01', 'POST', '/api/game/change', { applicationId: id, caddie: 'own' })
    expect(other.statusCode).toBe(404)
    fx.clock.set(seoulInstant('2026-06-12', '16:00').toISOString())
    fx.forgetTokens()
    for (const [url, body] of [
      ['/api/game/change', { applicationId: id, caddie: 'own' }],
      ['/api/game/cancel/vbank', { applicationId: id }],
      ['/api/game/apply/cartdelsch', { applicationIds: [id] }],
    ] as const) {
      const answer = await fx.as('fellow05', 'POST', url, body)
      expect([answer.statusCode, answer.json().code, answer.json().message]).toEqual([
        409,
        'PERIOD_ENDED',
        'Period ended so editing is impossible.',
      ])
    }
    const cancel = await cancelAs(fx, 'fellow05', { applicationId: id }, `late-cancel-${id}`)
    expect(cancel.json().code).toBe('PERIOD_ENDED')
    expect(await state('fellow05', id)).toMatchObject({ state: 'awaiting_payment', caddie: 'house', canChange: false })
    const years = await fx.as('fellow05', 'GET', '/api/mypage/game-apply/year')
    expect(years.json().years).toEqual([2026])
    expect((await fx.as('fellow05', 'GET', '/api/mypage/game-apply?year=2025')).json().items).toEqual([])
  })
})
