import { randomBytes } from 'node:crypto'
import { PAYMENT_RETURN_PATHS, type PaymentOrderDto, type PaymentPurpose } from '@contract/payments'
import { seoulDate } from '@domain/time'
import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { paymentOrderLines, paymentOrders, type PaymentOrderRow } from '../../db/schema/index'
import type { PaymentProvider } from '../../providers/payment/types'
import { abandonOrder } from './settle'
import { orderDto } from './order-dto'
import { recordEvent } from './order-events'
import { payableFor } from './registry'
import { supersedeReadyOrders } from './supersede'

/** An unpaid order closes after this (the checkout window's own life); the reconciliation job expires it. */
export const ORDER_TTL_MS = 30 * 60_000

/** `FW20260701A1B2C3D4`: the Seoul day and 8 random hex digits; public, so nothing guessable in it. */
export const newOrderNo = (now: Date) =>
  `FW${seoulDate(now).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`

export interface NewOrder {
  memberId: number
  purpose: PaymentPurpose
  refs: number[]
  method: 'card' | 'vbank' | 'billing' | 'transfer'
  now: Date
  provider: string
  /** Who or what asked, for the order's history. */
  cause?: string
}

function orderExpiry(wanted: Date | undefined, now: Date): Date {
  const ttl = now.getTime() + ORDER_TTL_MS
  return new Date(wanted === undefined ? ttl : Math.min(ttl, wanted.getTime()))
}

/**
 * Prices `refs` with the purpose's Payable and writes the order, in one transaction (PAY-2); an order of the same rows
 * the member left unconfirmed in the window gives them up first (supersede.ts).
 */
export async function writeOrder(db: AppDb, input: NewOrder): Promise<PaymentOrderRow> {
  const payable = payableFor(input.purpose)
  return db.transaction(async (tx) => {
    await supersedeReadyOrders(tx, input)
    const priced = await payable.price(tx, input.memberId, input.refs, input.now)
    const amount = priced.lines.reduce((sum, l) => sum + l.amount, 0)
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        orderNo: newOrderNo(input.now),
        memberId: input.memberId,
        purpose: input.purpose,
        title: priced.title,
        amount,
        state: 'READY',
        method: input.method,
        provider: input.provider,
        expiresAt: orderExpiry(priced.expiresAt, input.now),
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning()
    const row = order as PaymentOrderRow
    await tx.insert(paymentOrderLines).values(priced.lines.map((l) => ({ orderId: row.id, ...l })))
    await recordEvent(
      tx,
      { orderId: row.id, kind: 'created', toState: 'READY', amount, cause: input.cause ?? `member:${input.memberId}` },
      input.now,
    )
    return row
  })
}

/**
 * POST /api/payments/orders: the order priced on the server and the provider's checkout window for it. When the
 * provider cannot open a window the order is abandoned at once, so its rows are payable again.
 */
export async function createOrder(
  db: AppDb,
  provider: PaymentProvider,
  input: { memberId: number; purpose: PaymentPurpose; refs: number[]; method: 'card' | 'vbank'; now: Date },
): Promise<{ order: PaymentOrderDto; checkoutUrl: string }> {
  const order = await writeOrder(db, { ...input, provider: provider.name })
  return openCheckout(db, provider, order, input.method, input.now)
}

/**
 * Opens the provider's window for an order already written (by {@link writeOrder}, perhaps inside the caller's
 * transaction, which must be committed first: no transaction waits on a provider call). A provider that cannot open
 * one ends the order at once (ABORTED), so its rows are payable again, and the error goes on.
 */
export async function openCheckout(
  db: AppDb,
  provider: PaymentProvider,
  order: PaymentOrderRow,
  method: 'card' | 'vbank',
  now: Date,
): Promise<{ order: PaymentOrderDto; checkoutUrl: string }> {
  try {
    const { checkoutUrl } = await provider.createCheckout({
      orderNo: order.orderNo,
      orderName: order.title,
      amount: order.amount,
      methods: [method],
      successUrl: PAYMENT_RETURN_PATHS.success,
      failUrl: PAYMENT_RETURN_PATHS.fail,
    })
    return { order: await orderDto(db, order), checkoutUrl }
  } catch (error) {
    await abandonOrder(db, order.id, 'ABORTED', 'provider:checkout', now)
    throw error
  }
}

export async function orderById(db: AppDb, id: number): Promise<PaymentOrderRow> {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id))
  if (!order) throw new Error(`payment order ${id} vanished`)
  return order
}
