import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDb } from '../../../server/db/database'
import { duesPeriods, entranceFees } from '../../../server/db/schema/index'
import { duesPayable, entranceFeePayable } from '../../../server/modules/membership/payables'
import { type StandingFixture, standingFixture } from './fixture'

describe('the dues and entrance-fee payables (PAY-1)', () => {
  let fx: StandingFixture
  const now = new Date('2026-06-10T03:00:00Z')
  const rowsOf = async (login: string, state?: 'paid' | 'unpaid') =>
    fx.db
      .select()
      .from(duesPeriods)
      .where(and(eq(duesPeriods.memberId, await fx.idOf(login)), ...(state ? [eq(duesPeriods.state, state)] : [])))
  const tx = <T>(work: (tx: AppDb) => Promise<T>) => fx.db.transaction(work)
  beforeAll(async () => {
    fx = await standingFixture()
  }, 300_000)
  afterAll(() => fx.close())

  it("prices the member's own unpaid periods from the rows, never another member's or a paid one", async () => {
    const member02 = await fx.idOf('member02')
    const [unpaid] = await rowsOf('member02', 'unpaid')
    const [paid] = await rowsOf('member02', 'paid')
    const [others] = await rowsOf('member03', 'unpaid')
    await expect(tx((t) => duesPayable.price(t, member02, [others!.id], now))).rejects.toMatchObject({
      code: 'PAYMENT_NOT_PAYABLE',
    })
    await expect(tx((t) => duesPayable.price(t, member02, [paid!.id], now))).rejects.toMatchObject({
      code: 'PAYMENT_NOT_PAYABLE',
    })
    const priced = await tx((t) => duesPayable.price(t, member02, [unpaid!.id], now))
    expect(priced).toEqual({
      title: 'Dues 2026-1',
      lines: [{ refKind: 'dues_period', refId: unpaid!.id, name: '2026-1', amount: 120_000 }],
    })
    // Now in an open order: a second order is refused until the first ends unpaid.
    await expect(tx((t) => duesPayable.price(t, member02, [unpaid!.id], now))).rejects.toMatchObject({
      code: 'PAYMENT_NOT_PAYABLE',
    })
    await tx((t) => duesPayable.onAbandoned!(t, { id: 1, lines: priced.lines }, now))
    expect((await tx((t) => duesPayable.price(t, member02, [unpaid!.id], now))).lines).toHaveLength(1)
  })

  it('marks the rows paid with the order, and unpaid again when the order is refunded in full', async () => {
    const member02 = await fx.idOf('member02')
    const [unpaid] = await rowsOf('member02', 'unpaid')
    const lines = [{ refKind: 'dues_period', refId: unpaid!.id, name: '2026-1', amount: 120_000 }]
    const order = {
      id: 77,
      orderNo: 'O-77',
      memberId: member02,
      amount: 120_000,
      method: 'card',
      lines,
      approvedAt: now,
    }
    await tx((t) => duesPayable.onPaid(t, order, now))
    expect((await rowsOf('member02')).find((r) => r.id === unpaid!.id)).toMatchObject({
      state: 'paid',
      orderId: 77,
      orderNo: 'O-77',
      method: 'card',
      inOrderSince: null,
    })
    await tx((t) => duesPayable.onCanceled(t, order, 120_000, true, now))
    expect((await rowsOf('member02')).find((r) => r.id === unpaid!.id)).toMatchObject({
      state: 'unpaid',
      orderId: null,
      paidAt: null,
    })
  })

  it('prices the entrance fee from its row and refuses a paid one', async () => {
    const member01 = await fx.idOf('member01')
    const [fee] = await fx.db.select().from(entranceFees).where(eq(entranceFees.memberId, member01))
    await expect(tx((t) => entranceFeePayable.price(t, member01, [fee!.id], now))).rejects.toMatchObject({
      code: 'PAYMENT_NOT_PAYABLE',
    })
    await fx.db.update(entranceFees).set({ state: 'unpaid' }).where(eq(entranceFees.id, fee!.id))
    const priced = await tx((t) => entranceFeePayable.price(t, member01, [fee!.id], now))
    expect(priced.lines).toEqual([{ refKind: 'entrance_fee', refId: fee!.id, name: 'Entrance fee', amount: 2_000_000 }])
  })
})
