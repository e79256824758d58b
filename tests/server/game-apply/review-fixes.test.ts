import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  entries,
  members,
  paymentCancels,
  paymentOrders,
  tournamentApplications,
  tournaments,
} from '../../../server/db/schema/index'
import { entryFor, playerFor } from '../../../server/modules/game-apply/field/field-players'
import { cancelApplication } from '../../../server/modules/game-apply/cancel'
import { lapseUnpaidPlaces } from '../../../server/modules/game-apply/lapses'
import { recordOfflineTransfer } from '../../../server/modules/payments/index'
import type { PaymentProvider } from '../../../server/providers/payment/types'
import { NOON, standingFixture, type StandingFixture } from '../standing/fixture'
import { applyAs, fieldOf, makeGame } from './apply-support'
import { cancelAs, payEntryFees } from './pay-support'

/** The review findings on the applications' money paths (docs/decisions/0082-application-lifecycle.md). */
describe('application money paths after review', () => {
  let fx: StandingFixture
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  const stateOf = async (id: number) =>
    (await fx.db.select().from(tournamentApplications).where(eq(tournamentApplications.id, id)))[0]!
  const orderOf = async (orderNo: string) =>
    (await fx.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!
  const cancelsOf = async (orderNo: string) =>
    fx.db
      .select()
      .from(paymentCancels)
      .where(eq(paymentCancels.orderId, (await orderOf(orderNo)).id))
  const paidPlace = async (loginId: string) => {
    const game = await makeGame(fx.db)
    const { id } = (await applyAs(fx, loginId, game.id)).json()
    const { confirmed } = await payEntryFees(fx, loginId, [id], 'card')
    expect(confirmed?.statusCode, confirmed?.body).toBe(200)
    return { game, id, orderNo: confirmed!.json().orderNo as string }
  }

  it('refunds a paid place of a cart order once when two cancels arrive together', async () => {
    const [a, b] = [await makeGame(fx.db), await makeGame(fx.db)]
    const x = (await applyAs(fx, 'fellow01', a.id)).json().id as number
    const y = (await applyAs(fx, 'fellow01', b.id)).json().id as number
    const { confirmed } = await payEntryFees(fx, 'fellow01', [x, y], 'card')
    const orderNo = confirmed!.json().orderNo as string
    // Called side by side past the route (whose requests may run one at a time here), with a provider slow to
    // answer, so both read the place paid before either refund settles.
    const sandbox = fx.app.payments!
    const slow: PaymentProvider = Object.create(sandbox)
    slow.cancel = async (input) => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      return sandbox.cancel(input)
    }
    const input = { memberId: await fx.idOf('fellow01'), applicationId: x, now: fx.clock() }
    const answers = await Promise.allSettled([
      cancelApplication(fx.db, slow, input),
      cancelApplication(fx.db, slow, input),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    const refused = answers.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toMatchObject({ statusCode: 409, code: 'APPLICATION_NOT_CHANGEABLE' })
    expect((await cancelsOf(orderNo)).map((c) => c.amount)).toEqual([100_000])
    expect(await orderOf(orderNo)).toMatchObject({ state: 'PARTIAL_CANCELED', canceledAmount: 100_000 })
    expect([(await stateOf(x)).state, (await stateOf(y)).state]).toEqual(['cancelled', 'paid'])
    expect(await fieldOf(fx.db, a.id)).toMatchObject({ accepted: 0 })
    expect(await fieldOf(fx.db, b.id)).toMatchObject({ accepted: 1 })
  })

  it('refuses the door’s member cancel of an entry fee; X then Y of a cart order refund their own lines', async () => {
    const [a, b] = [await makeGame(fx.db), await makeGame(fx.db)]
    const x = (await applyAs(fx, 'fellow02', a.id)).json().id as number
    const y = (await applyAs(fx, 'fellow02', b.id)).json().id as number
    const { confirmed } = await payEntryFees(fx, 'fellow02', [x, y], 'card')
    const orderNo = confirmed!.json().orderNo as string
    const door = await fx.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${orderNo}/cancel`,
      headers: { authorization: `Bearer ${await fx.tokenOf('fellow02')}`, 'idempotency-key': `door-${orderNo}` },
      payload: { reason: 'mine' },
    })
    expect([door.statusCode, door.json().code]).toEqual([422, 'PAYMENT_NOT_CANCELABLE'])
    expect(await cancelsOf(orderNo)).toHaveLength(0)

    expect((await cancelAs(fx, 'fellow02', { applicationId: x }, `cart-x-${x}`)).json().state).toBe('cancelled')
    expect((await stateOf(y)).state).toBe('paid')
    expect(await orderOf(orderNo)).toMatchObject({ state: 'PARTIAL_CANCELED', canceledAmount: 100_000 })
    expect((await cancelAs(fx, 'fellow02', { applicationId: y }, `cart-y-${y}`)).json().state).toBe('cancelled')
    expect(await orderOf(orderNo)).toMatchObject({ state: 'CANCELED', canceledAmount: 200_000 })
    expect((await cancelsOf(orderNo)).map((c) => c.amount)).toEqual([100_000, 100_000])
    expect(await fieldOf(fx.db, a.id)).toMatchObject({ accepted: 0 })
    expect(await fieldOf(fx.db, b.id)).toMatchObject({ accepted: 0 })
  })

  it('withdraws the entry when staff refund a place already confirmed into the field', async () => {
    const { game, id, orderNo } = await paidPlace('fellow03')
    const [member] = await fx.db.select().from(members).where(eq(members.loginId, 'fellow03'))
    const entryId = await fx.db.transaction(async (tx) => {
      const player = await playerFor(tx, member!)
      const made = await entryFor(tx, game.id, player.id, true)
      await tx.update(tournamentApplications).set({ entryId: made }).where(eq(tournamentApplications.id, id))
      return made
    })
    const refund = await fx.app.inject({
      method: 'POST',
      url: `/api/staff/payments/${orderNo}/cancel`,
      headers: { authorization: `Bearer ${await fx.tokenOf('staff01')}`, 'idempotency-key': `staff-${orderNo}` },
      payload: { reason: 'Withdrawn' },
    })
    expect(refund.statusCode, refund.body).toBe(200)
    expect((await stateOf(id)).state).toBe('cancelled')
    const [entry] = await fx.db.select().from(entries).where(eq(entries.id, entryId))
    expect(entry!.status).toBe('WD')
  })

  it('refuses to close a cart order for one application, and a virtual account withdrawn after payBy', async () => {
    const [a, b] = [await makeGame(fx.db), await makeGame(fx.db)]
    const x = (await applyAs(fx, 'member01', a.id)).json().id as number
    const y = (await applyAs(fx, 'member01', b.id)).json().id as number
    const { created, confirmed } = await payEntryFees(fx, 'member01', [x, y], 'vbank')
    expect(confirmed?.json().state, created.body).toBe('WAITING_FOR_DEPOSIT')
    const cancel = await cancelAs(fx, 'member01', { applicationId: x }, `shared-${x}`)
    expect([cancel.statusCode, cancel.json().code]).toEqual([409, 'APPLICATION_ORDER_SHARED'])
    const vbank = await fx.as('member01', 'POST', '/api/game/cancel/vbank', { applicationId: x })
    expect([vbank.statusCode, vbank.json().code]).toEqual([409, 'APPLICATION_ORDER_SHARED'])
    expect((await orderOf(confirmed!.json().orderNo)).state).toBe('WAITING_FOR_DEPOSIT')
    expect([(await stateOf(x)).state, (await stateOf(y)).state]).toEqual(['waiting_for_deposit', 'waiting_for_deposit'])

    const game = await makeGame(fx.db)
    const { id } = (await applyAs(fx, 'fellow05', game.id)).json()
    const single = await payEntryFees(fx, 'fellow05', [id], 'vbank')
    expect(single.confirmed?.json().state).toBe('WAITING_FOR_DEPOSIT')
    try {
      fx.clock.advance(25 * 3_600_000)
      fx.forgetTokens()
      const late = await fx.as('fellow05', 'POST', '/api/game/cancel/vbank', { applicationId: id })
      expect([late.statusCode, late.json().code]).toEqual([409, 'PAYMENT_NOT_CANCELABLE'])
      expect((await stateOf(id)).state).toBe('waiting_for_deposit')
    } finally {
      fx.clock.set(NOON)
      fx.forgetTokens()
    }
  })

  it('refuses to refund an offline transfer through the provider', async () => {
    const game = await makeGame(fx.db)
    const { id } = (await applyAs(fx, 'fellow04', game.id)).json()
    const order = await recordOfflineTransfer(fx.db, {
      memberId: await fx.idOf('fellow04'),
      purpose: 'entry_fee',
      refs: [id],
      amount: 100_000,
      depositedOn: '2026-06-10',
      depositor: 'fellow04',
      staffId: await fx.idOf('staff01'),
      now: fx.clock(),
    })
    expect((await stateOf(id)).state).toBe('paid')
    const cancel = await cancelAs(fx, 'fellow04', { applicationId: id }, `offline-${id}`)
    expect([cancel.statusCode, cancel.json().code]).toEqual([422, 'PAYMENT_NOT_CANCELABLE'])
    expect((await stateOf(id)).state).toBe('paid')
    expect(await cancelsOf(order.orderNo)).toHaveLength(0)
  })

  it('stops the waiting list and the entry fee of a cancelled tournament', async () => {
    const game = await makeGame(fx.db, { fieldSize: 1 })
    const placed = (await applyAs(fx, 'fellow01', game.id)).json()
    const waiting = (await applyAs(fx, 'fellow03', game.id)).json()
    expect([placed.state, waiting.state]).toEqual(['awaiting_payment', 'waitlisted'])
    await fx.db.update(tournaments).set({ status: 9 }).where(eq(tournaments.id, game.id))
    const pay = await fx.as('fellow01', 'POST', '/api/payments/orders', {
      purpose: 'entry_fee',
      refs: [placed.id],
      method: 'card',
    })
    expect([pay.statusCode, pay.json().code]).toEqual([409, 'PAYMENT_NOT_PAYABLE'])
    const report = await lapseUnpaidPlaces(fx.db, new Date(fx.clock().getTime() + 25 * 3_600_000))
    expect(report).toMatchObject({ lapsed: 1, promoted: 0 })
    expect((await stateOf(waiting.id)).state).toBe('waitlisted')
  })

  it('answers 400 VALIDATION to a change with nothing to change', async () => {
    const game = await makeGame(fx.db)
    const { id } = (await applyAs(fx, 'fellow02', game.id)).json()
    const before = await stateOf(id)
    const change = await fx.as('fellow02', 'POST', '/api/game/change', { applicationId: id })
    expect([change.statusCode, change.json().code]).toEqual([400, 'VALIDATION'])
    expect((await stateOf(id)).updatedAt).toEqual(before.updatedAt)
  })
})
