import { afterAll, beforeAll, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { bearer, loginAs } from './auth-helpers'
import { createTestApp, createTestDatabase, testEnv, type TestDatabase } from './helpers'

let testDb: TestDatabase
let app: App
beforeAll(async () => {
  testDb = await createTestDatabase()
  app = await createTestApp(testDb.database, { env: testEnv({ PAYMENT_PROVIDER: 'none' }), paymentJobs: false })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await testDb.cleanup()
})

it('answers 503 PAYMENT_PROVIDER_OFF to payments with PAYMENT_PROVIDER=none, and has no sandbox', async () => {
  const { accessToken } = await loginAs(app, 'member01')
  const order = await app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers: bearer(accessToken),
    payload: { purpose: 'ticket', refs: [1], method: 'card' },
  })
  expect(order.statusCode).toBe(503)
  expect(order.json().code).toBe('PAYMENT_PROVIDER_OFF')
  // The history still reads: what was paid stays visible.
  const history = await app.inject({ url: '/api/payments/orders', headers: bearer(accessToken) })
  expect(history.json()).toEqual({ items: [] })
  expect((await app.inject({ url: '/api/sandbox/pay/sessions/chk_x' })).statusCode).toBe(404)
  const webhook = await app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', payload: {} })
  expect(webhook.statusCode).toBe(404)
})
