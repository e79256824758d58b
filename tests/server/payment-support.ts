import { eq } from 'drizzle-orm'
import type { PaymentPurpose } from '@contract/payments'
import type { App } from '../../server/app'
import type { AppDb, Database } from '../../server/db/database'
import { members, paymentEvents, paymentOrders } from '../../server/db/schema/index'
import type { Payable, PaidOrder } from '../../server/modules/payments/payable'
import { registerPayable } from '../../server/modules/payments/registry'
import { SandboxPaymentProvider } from '../../server/providers/payment/sandbox'
import { deliverDueWebhooks } from '../../server/providers/payment/sandbox-outbox'
import type { ConfirmResult } from '../../server/providers/payment/types'
import { bearer, loginAs, testClock, type TestClock } from './auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from './helpers'

export const WEBHOOK_SECRET = 'test-webhook-secret-of-at-least-32-characters'

/** The sandbox with a hook after its confirm: tests slip a deposit and its webhook in before the door settles. */
export class TestSandbox extends SandboxPaymentProvider {
  afterConfirm: ((result: ConfirmResult, paymentKey: string) => Promise<void>) | null = null
  confirmCalls = 0

  override async confirm(paymentKey: string, orderNo: string, amount: number) {
    this.confirmCalls++
    const result = await super.confirm(paymentKey, orderNo, amount)
    await this.afterConfirm?.(result, paymentKey)
    return result
  }
}

/**
 * A module that charges, made by the test (purpose `ticket`): refs 1..99 are seats priced 10,000 won each. It
 * counts what the door told it, so a test sees "settled once" the way a module would.
 */
export class TestTickets implements Payable {
  readonly purpose: PaymentPurpose = 'ticket'
  readonly paid = new Map<number, number>()
  readonly canceled: { orderNo: string; amount: number; full: boolean }[] = []
  readonly abandoned: number[] = []
  memberCancels = true

  async price(_tx: AppDb, _memberId: number, refs: number[]) {
    return {
      title: `Seats ${refs.join(', ')}`,
      lines: refs.map((ref) => ({ refKind: 'seat', refId: ref, name: `Seat ${ref}`, amount: 10_000 })),
    }
  }
  async onPaid(_tx: AppDb, order: PaidOrder) {
    this.paid.set(order.id, (this.paid.get(order.id) ?? 0) + 1)
  }
  async onCanceled(_tx: AppDb, order: PaidOrder, amount: number, full: boolean) {
    this.canceled.push({ orderNo: order.orderNo, amount, full })
  }
  async onAbandoned(_tx: AppDb, order: { id: number }) {
    this.abandoned.push(order.id)
  }
  memberMayCancel() {
    return this.memberCancels
  }
}

export interface PaymentWorld {
  app: App
  db: AppDb
  database: Database
  clock: TestClock
  sandbox: TestSandbox
  tickets: TestTickets
  token: string
  memberId: number
  /** How many of the next webhook deliveries Fairway "fails" to take (answers 500 without seeing them). */
  failNextDeliveries: number
  deliveries: number[]
  close(): Promise<void>
}

/** A world on PGlite by default; the PostgreSQL suite gives its own database (same seeded test demo). */
export async function openPaymentWorld(
  open: () => Promise<Pick<TestDatabase, 'database' | 'cleanup'>> = createTestDatabase,
): Promise<PaymentWorld> {
  const testDb = await open()
  const clock = testClock('2026-07-01T01:00:00Z')
  const sandbox = new TestSandbox(testDb.database.db, clock, WEBHOOK_SECRET)
  const tickets = new TestTickets()
  const app = await createTestApp(testDb.database, { now: clock, paymentProvider: sandbox, paymentJobs: false })
  await app.ready()
  // After the app, whose ticketing module registers the real purpose `ticket` at start-up.
  registerPayable(tickets)
  const login = await loginAs(app, 'member01')
  const [member] = await testDb.database.db.select().from(members).where(eq(members.loginId, 'member01'))
  const world: PaymentWorld = {
    app,
    db: testDb.database.db,
    database: testDb.database,
    clock,
    sandbox,
    tickets,
    token: login.accessToken,
    memberId: (member as { id: number }).id,
    failNextDeliveries: 0,
    deliveries: [],
    async close() {
      await app.close()
      await testDb.cleanup()
    },
  }
  return world
}

/** The sandbox's outbox sends its due webhooks into the app (through app.inject), as its job does over HTTP. */
export async function deliverWebhooks(world: PaymentWorld) {
  return deliverDueWebhooks(world.db, {
    secret: WEBHOOK_SECRET,
    target: () => '/api/payments/webhooks/sandbox',
    now: world.clock(),
    deliver: async ({ url, headers, body }) => {
      if (world.failNextDeliveries > 0) {
        world.failNextDeliveries--
        world.deliveries.push(500)
        return 500
      }
      const res = await world.app.inject({ method: 'POST', url, headers, payload: body })
      world.deliveries.push(res.statusCode)
      return res.statusCode
    },
  })
}

/** A fresh login after the clock moved past the access token's life. */
export async function relogin(world: PaymentWorld) {
  world.token = (await loginAs(world.app, 'member01')).accessToken
}

export const auth = (world: PaymentWorld) => bearer(world.token)

let keyCounter = 0
export const newKey = () => `test-key-${Date.now()}-${++keyCounter}`

/** Creates an order over HTTP and walks the sandbox window: the redirect's query (paymentKey, orderId, amount). */
export async function payInWindow(
  world: PaymentWorld,
  method: 'card' | 'vbank',
  approve: Record<string, unknown> = method === 'card'
    ? { method: 'card', cardNumber: '4330000000000001', expiry: '12/30' }
    : { method: 'vbank', bank: 'Shinhan' },
  refs = [1, 2],
) {
  const created = await world.app.inject({
    method: 'POST',
    url: '/api/payments/orders',
    headers: auth(world),
    payload: { purpose: 'ticket', refs, method },
  })
  if (created.statusCode !== 200) throw new Error(`create order: ${created.statusCode} ${created.body}`)
  const { order, checkoutUrl } = created.json() as { order: { orderNo: string; amount: number }; checkoutUrl: string }
  const token = checkoutUrl.split('/').pop() as string
  const approved = await world.app.inject({
    method: 'POST',
    url: `/api/sandbox/pay/sessions/${token}/approve`,
    payload: approve,
  })
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.statusCode} ${approved.body}`)
  const redirect = new URL((approved.json() as { redirectUrl: string }).redirectUrl, 'http://x')
  return { order, token, redirect, query: Object.fromEntries(redirect.searchParams) as Record<string, string> }
}

export function confirm(world: PaymentWorld, body: Record<string, unknown>, key = newKey()) {
  return world.app.inject({
    method: 'POST',
    url: '/api/payments/confirm',
    headers: { ...auth(world), 'idempotency-key': key },
    payload: body,
  })
}

export const confirmBody = (q: Record<string, string>) => ({
  orderNo: q.orderId,
  paymentKey: q.paymentKey,
  amount: Number(q.amount),
})

export async function orderRow(world: PaymentWorld, orderNo: string) {
  const [row] = await world.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo))
  return row as typeof paymentOrders.$inferSelect
}

export async function eventsOf(world: PaymentWorld, orderNo: string) {
  const order = await orderRow(world, orderNo)
  return world.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.id)).orderBy(paymentEvents.id)
}
