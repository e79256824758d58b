import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../../server/db/schema/index'
import { IDEMPOTENCY_RECLAIM_MS } from '../../server/modules/payments/idempotency'
import { confirm, confirmBody, newKey, openPaymentWorld, payInWindow, type PaymentWorld } from './payment-support'

let world: PaymentWorld
beforeAll(async () => {
  world = await openPaymentWorld()
})
afterAll(() => world.close())

describe('Idempotency-Key on confirm', () => {
  it('answers the stored answer for the same key and body, 422 for another body', async () => {
    const { order, query } = await payInWindow(world, 'card')
    const key = newKey()
    const first = await confirm(world, confirmBody(query), key)
    expect(first.statusCode).toBe(200)
    const calls = world.sandbox.confirmCalls
    const again = await confirm(world, confirmBody(query), key)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(world.sandbox.confirmCalls).toBe(calls)
    const other = await confirm(world, { ...confirmBody(query), amount: 1 }, key)
    expect(other.statusCode).toBe(422)
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await world.sandbox.chargeCountOf(order.orderNo)).toBe(1)
  })

  it('answers 409 while the key is in flight, and lets a crashed key be taken over after its timeout', async () => {
    const { query } = await payInWindow(world, 'card')
    const key = newKey()
    const body = confirmBody(query)
    // A request that "crashed" mid-way: its key stays in flight.
    await world.db.insert(idempotencyKeys).values({
      scope: `confirm:${world.memberId}`,
      key,
      requestHash: (await import('../../server/modules/payments/idempotency')).requestHash(body),
      state: 'in_flight',
      createdAt: world.clock(),
      updatedAt: world.clock(),
    })
    const busy = await confirm(world, body, key)
    expect(busy.statusCode).toBe(409)
    expect(busy.json().code).toBe('IDEMPOTENCY_IN_FLIGHT')
    world.clock.advance(IDEMPOTENCY_RECLAIM_MS)
    const taken = await confirm(world, body, key)
    expect(taken.statusCode).toBe(200)
    expect(taken.json().state).toBe('DONE')
    const [row] = await world.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))
    expect(row?.state).toBe('done')
  })

  it('stores a refusal too: the same tampered request answers the same 422', async () => {
    const { query } = await payInWindow(world, 'card')
    const key = newKey()
    const body = { ...confirmBody(query), amount: 5 }
    expect((await confirm(world, body, key)).json().code).toBe('PAYMENT_AMOUNT_MISMATCH')
    expect((await confirm(world, body, key)).json().code).toBe('PAYMENT_AMOUNT_MISMATCH')
  })

  it('requires the header', async () => {
    const { query } = await payInWindow(world, 'card')
    const res = await world.app.inject({
      method: 'POST',
      url: '/api/payments/confirm',
      headers: { authorization: `Bearer ${world.token}` },
      payload: confirmBody(query),
    })
    expect(res.statusCode).toBe(400)
  })
})
