import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase } from '../../server/db/seed'
import { createFreshPostgres } from '../server/helpers'
import {
  confirm,
  confirmBody,
  deliverWebhooks,
  eventsOf,
  openPaymentWorld,
  orderRow,
  payInWindow,
  type PaymentWorld,
} from '../server/payment-support'

const baseUrl = process.env.DATABASE_URL

// Runs only with DATABASE_URL (.ci/run): the payment door's concurrency on PostgreSQL, where the 20 confirms and
// the webhook really run on separate connections (PGlite serialises them on its one).
describe.skipIf(!baseUrl)('payments on PostgreSQL', () => {
  let world: PaymentWorld
  beforeAll(async () => {
    world = await openPaymentWorld(async () => {
      const fresh = await createFreshPostgres(baseUrl as string, 'payments')
      const { database } = await prepareDatabase(
        { DATA_DIR: './unused', DATABASE_URL: fresh.url },
        { demo: 'test', log: null },
      )
      return {
        database,
        async cleanup() {
          await database.close()
          await fresh.drop()
        },
      }
    })
  })
  afterAll(() => world?.close())

  it('charges once and settles once when 20 confirms of one order arrive at the same time', async () => {
    const { order, query } = await payInWindow(world, 'card')
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(world, confirmBody(query))))
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true)
    expect(await world.sandbox.chargeCountOf(order.orderNo)).toBe(1)
    const row = await orderRow(world, order.orderNo)
    expect(row.state).toBe('DONE')
    expect(world.tickets.paid.get(row.id)).toBe(1)
    expect((await eventsOf(world, order.orderNo)).filter((e) => e.kind === 'paid')).toHaveLength(1)
  })

  it('settles once when the deposit webhook lands while the confirm is still settling', async () => {
    const { order, query } = await payInWindow(world, 'vbank')
    world.sandbox.afterConfirm = async (result) => {
      world.sandbox.afterConfirm = null
      if (!result.ok || result.state !== 'WAITING_FOR_DEPOSIT') throw new Error('expected a virtual account')
      const accountNumber = result.virtualAccount.accountNumber
      await world.app.inject({
        method: 'POST',
        url: '/api/sandbox/pay/deposits',
        payload: { accountNumber, amount: 20_000, depositor: 'x' },
      })
      await deliverWebhooks(world)
    }
    const res = await confirm(world, confirmBody(query))
    expect(res.json().state).toBe('DONE')
    const row = await orderRow(world, order.orderNo)
    expect(world.tickets.paid.get(row.id)).toBe(1)
    expect((await eventsOf(world, order.orderNo)).filter((e) => e.kind === 'paid')).toHaveLength(1)
  })
})
