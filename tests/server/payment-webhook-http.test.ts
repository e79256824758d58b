import { afterAll, beforeAll, expect, it } from 'vitest'
import { ownWebhookUrl } from '../../server/modules/payments/jobs'
import { deliverDueWebhooks, fetchDeliverer } from '../../server/providers/payment/sandbox-outbox'
import { listen } from './helpers'
import {
  confirm,
  confirmBody,
  openPaymentWorld,
  orderRow,
  payInWindow,
  WEBHOOK_SECRET,
  type PaymentWorld,
} from './payment-support'

let world: PaymentWorld
beforeAll(async () => {
  world = await openPaymentWorld()
  await listen(world.app)
})
afterAll(() => world.close())

it("delivers the deposit webhook over real HTTP to the server's own listening address", async () => {
  const { order, query } = await payInWindow(world, 'vbank')
  const account = (await confirm(world, confirmBody(query))).json().virtualAccount.accountNumber
  const deposit = await world.app.inject({
    method: 'POST',
    url: '/api/sandbox/pay/deposits',
    payload: { accountNumber: account, amount: 20_000, depositor: '김회원' },
  })
  expect(deposit.statusCode).toBe(200)
  const url = ownWebhookUrl(world.app, world.sandbox)
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/payments\/webhooks\/sandbox$/)
  const report = await deliverDueWebhooks(world.db, {
    secret: WEBHOOK_SECRET,
    target: () => url,
    deliver: fetchDeliverer,
    now: world.clock(),
  })
  expect(report).toEqual({ delivered: 1, failed: 0, gaveUp: 0 })
  expect((await orderRow(world, order.orderNo)).state).toBe('DONE')
})
