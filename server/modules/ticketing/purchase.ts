import { randomBytes } from 'node:crypto'
import { ERROR_CODES, FIELD_ERRORS, type FieldError } from '@contract/errors'
import { TICKET_CONSENTS } from '@contract/tickets'
import { quoteTickets } from '@domain/tickets/pricing'
import { seoulDate } from '@domain/time'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { ticketPurchaseBodySchema } from '@contract/tickets'
import type { AppDb } from '../../db/database'
import { members, ticketProducts, ticketPurchases } from '../../db/schema/index'
import { httpError, isHttpError, VALIDATION_MESSAGE } from '../../http/http-error'
import type { PaymentProvider } from '../../providers/payment/types'
import { mayMember, requireMay } from '../membership/permissions'
import { openCheckout, writeOrder } from '../payments/index'
import { selectCoupon, spendCash } from '../wallet/index'
import { onSaleAt, productRow } from './products'
import { couponRefOf, completePurchase } from './settle-purchase'

/** How long a purchase holds its seats while it is paid (docs/requirements/ticketing.md#tkt-6). */
export const HOLD_MS = 10 * 60_000

export type PurchaseBody = z.output<typeof ticketPurchaseBodySchema>

export interface PurchaseInput {
  memberId: number
  body: PurchaseBody
  now: Date
  /** The waiting room's question (waiting-room/admission.ts), asked after the form's own checks. */
  admit: (tournamentId: number) => Promise<void>
}

/** `T2026112704A1B2C3`: the Seoul day and 8 random hex digits, shown to the buyer. */
const newPurchaseNo = (now: Date) =>
  `T${seoulDate(now).replaceAll('-', '')}${randomBytes(4).toString('hex').toUpperCase()}`

const invalidCoupon = () => httpError(422, ERROR_CODES.INVALID_COUPON, 'Invalid coupon.')

/** The form's rules the schema cannot say: all four consents, the address when shipped, the birth date when asked. */
function checkForm(body: PurchaseBody, product: { shipped: boolean; requiresBirthDate: boolean }) {
  if (TICKET_CONSENTS.some((c) => body.consents[c] !== true))
    throw httpError(422, ERROR_CODES.TICKET_CONSENT_REQUIRED, 'Please agree to all the terms before paying.')
  const fields: Record<string, FieldError> = {}
  if (product.shipped && !body.contact.address) fields['contact.address'] = FIELD_ERRORS.REQUIRED
  if (product.requiresBirthDate && !body.contact.birthDate) fields['contact.birthDate'] = FIELD_ERRORS.REQUIRED
  if (Object.keys(fields).length > 0) throw httpError(400, ERROR_CODES.VALIDATION, VALIDATION_MESSAGE, fields)
}

async function checkBuyer(db: AppDb, memberId: number, now: Date) {
  const permission = await mayMember(db, memberId, 'buy_member_ticket', now)
  if (!permission.allowed && permission.reason === 'not_member')
    throw httpError(403, ERROR_CODES.TICKET_MEMBERS_ONLY, 'This ticket is for association members only.')
  await requireMay(db, memberId, 'buy_member_ticket', now)
}

/**
 * POST /api/game/player/goods (docs/requirements/ticketing.md#tkt-3..6): the form's checks, the waiting room, the
 * sale window and who may buy; then one transaction that counts the member's tickets under the member's row lock,
 * takes the seats with one conditional update, selects the coupon, spends the cash, prices it again with the one rule
 * and refuses another total than the buyer saw, and writes the hold (and its order). The provider's window is opened
 * after the commit; with nothing left to pay the purchase is complete at once.
 */
export async function startPurchase(
  db: AppDb,
  provider: PaymentProvider | null,
  input: PurchaseInput,
): Promise<{ purchaseId: number; tournamentId: number; checkoutUrl: string | null }> {
  const { body, memberId, now } = input
  const product = await productRow(db, body.productId)
  checkForm(body, product)
  await input.admit(product.tournamentId)
  if (!onSaleAt(product, now)) throw httpError(409, ERROR_CODES.TICKET_SALE_CLOSED, 'This ticket is not on sale now.')
  if (product.membersOnly) await checkBuyer(db, memberId, now)
  const written = await db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update')
    const [mine] = await tx
      .select({ n: sql<number>`coalesce(sum(${ticketPurchases.quantity}), 0)::int` })
      .from(ticketPurchases)
      .where(
        and(
          eq(ticketPurchases.memberId, memberId),
          eq(ticketPurchases.productId, product.id),
          // A cancelled purchase whose bank refund is still on its way no longer holds tickets.
          inArray(ticketPurchases.state, ['held', 'purchased']),
        ),
      )
    if ((mine?.n ?? 0) + body.quantity > product.perMemberLimit)
      throw httpError(
        409,
        ERROR_CODES.TICKET_LIMIT_EXCEEDED,
        'You have reached the number of these tickets one member may buy.',
      )
    const [seats] = await tx
      .update(ticketProducts)
      .set({ held: sql`${ticketProducts.held} + ${body.quantity}` })
      .where(
        and(
          eq(ticketProducts.id, product.id),
          sql`${ticketProducts.sold} + ${ticketProducts.held} + ${body.quantity} <= ${ticketProducts.capacity}`,
        ),
      )
      .returning({ priceWon: ticketProducts.priceWon })
    if (!seats) throw httpError(409, ERROR_CODES.TICKETS_SOLD_OUT, 'All tickets sold.')
    const subtotalWon = seats.priceWon * body.quantity
    const [purchase] = await tx
      .insert(ticketPurchases)
      .values({
        purchaseNo: newPurchaseNo(now),
        memberId,
        productId: product.id,
        quantity: body.quantity,
        state: 'held',
        unitPriceWon: seats.priceWon,
        subtotalWon,
        payableWon: subtotalWon,
        method: body.method,
        holdExpiresAt: new Date(now.getTime() + HOLD_MS),
        consents: {
          personalData: true,
          thirdParty: true,
          covidPledge: true,
          resaleSanctions: true,
          at: now.toISOString(),
        },
        contact: body.contact,
        createdAt: now,
      })
      .returning({ id: ticketPurchases.id })
    const id = purchase!.id
    let coupon = null
    if (body.couponCode) {
      try {
        coupon = await selectCoupon(tx, memberId, body.couponCode, couponRefOf(id), now)
      } catch (error) {
        throw isHttpError(error) && error.code === ERROR_CODES.COUPON_UNUSABLE ? invalidCoupon() : error
      }
    }
    const quote = quoteTickets({
      unitPriceWon: seats.priceWon,
      quantity: body.quantity,
      coupon: coupon?.terms ?? null,
      cashWon: body.cashWon,
    })
    if (quote.payableWon !== body.expectedPayableWon)
      throw httpError(422, ERROR_CODES.PAYMENT_AMOUNT_MISMATCH, 'Please check payment amount.')
    if (quote.cashWon > 0) await spendCash(tx, memberId, quote.cashWon, { kind: 'ticket_order', id, at: now })
    await tx
      .update(ticketPurchases)
      .set({
        couponCode: coupon?.code ?? null,
        couponDiscountWon: quote.couponDiscountWon,
        cashWon: quote.cashWon,
        payableWon: quote.payableWon,
        method: quote.payableWon === 0 ? 'none' : body.method,
      })
      .where(eq(ticketPurchases.id, id))
    if (quote.payableWon === 0) {
      await completePurchase(tx, id, { orderId: null, orderNo: null, method: 'none', paidAt: now }, now)
      return { id, order: null }
    }
    if (!provider) throw httpError(503, ERROR_CODES.PAYMENT_PROVIDER_OFF, 'Payments are not taken at the moment')
    const order = await writeOrder(tx, {
      memberId,
      purpose: 'ticket',
      refs: [id],
      method: body.method,
      now,
      provider: provider.name,
      cause: `ticket_purchase:${id}`,
    })
    await tx
      .update(ticketPurchases)
      .set({ orderId: order.id, orderNo: order.orderNo })
      .where(eq(ticketPurchases.id, id))
    return { id, order }
  })
  if (!written.order || !provider)
    return { purchaseId: written.id, tournamentId: product.tournamentId, checkoutUrl: null }
  // A window the provider cannot open ends the order, and with it the hold (ticket-payable.ts onAbandoned).
  const { checkoutUrl } = await openCheckout(db, provider, written.order, body.method, now)
  return { purchaseId: written.id, tournamentId: product.tournamentId, checkoutUrl }
}
