import { z } from 'zod'
import { INT4_MAX } from './int4'
import { refundAccountSchema } from './payments'

/**
 * Ticketing (docs/requirements/ticketing.md): the specification's `GET /game/player/goods`,
 * `GET /game/player/goods/{id}` and `POST /game/player/goods` under `/api`, the waiting room's
 * `GET /api/netfunnerl/check`, the member's purchase history and cancellation, and the gate's inspection.
 * Amounts are integer won, decided by the server (domain/tickets/pricing.ts).
 */

const won = z.number().int().nonnegative()
const seoulDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
/** An id a caller sends: a database integer, so a larger one is a 400, not a failed query. */
const idIn = z.coerce.number().int().positive().max(INT4_MAX)
const idInBody = z.number().int().positive().max(INT4_MAX)

/** Ticket types; a product is one type for one day (or all days) of one tournament. */
export const TICKET_KINDS = ['one_day', 'all_days', 'member', 'junior'] as const
export type TicketKind = (typeof TICKET_KINDS)[number]

export const ticketProductSchema = z
  .object({
    id: z.number().int().positive(),
    gameId: z.number().int().positive(),
    kind: z.enum(TICKET_KINDS),
    nameKo: z.string(),
    nameEn: z.string(),
    /** The course (venue) the ticket admits to, as the specification's "course" selection. */
    courseKo: z.string(),
    courseEn: z.string(),
    day: seoulDay.nullable().describe('Seoul date the ticket admits on; null for every day of the tournament'),
    priceWon: won,
    capacity: won,
    leftCount: won.describe('Not sold and not held by an open purchase'),
    saleOpensAt: z.string(),
    saleClosesAt: z.string(),
    onSale: z.boolean().describe('Inside the sale window now'),
    perMemberLimit: z.number().int().positive(),
    membersOnly: z.boolean(),
    requiresBirthDate: z.boolean(),
    shipped: z.boolean().describe('Sent by post: the order asks for an address'),
  })
  .meta({ id: 'TicketProduct' })
export type TicketProductDto = z.infer<typeof ticketProductSchema>

export const ticketProductsQuerySchema = z.object({ gameId: idIn })

export const ticketProductsSchema = z
  .object({
    gameId: z.number().int().positive(),
    waitingRoom: z.boolean().describe('Purchases need an admission token from GET /api/netfunnerl/check'),
    products: z.array(ticketProductSchema),
  })
  .meta({ id: 'TicketProducts' })
export type TicketProductsDto = z.infer<typeof ticketProductsSchema>

export const ticketProductParamsSchema = z.object({ id: idIn })

export const PAYMENT_METHODS_FOR_TICKETS = ['card', 'vbank'] as const

/** The four consents; payment only after agreeing to all (docs/requirements/ticketing.md#tkt-3). */
export const TICKET_CONSENTS = ['personalData', 'thirdParty', 'covidPledge', 'resaleSanctions'] as const
export type TicketConsent = (typeof TICKET_CONSENTS)[number]

export const ticketContactSchema = z.object({
  mobile: z.string().regex(/^01[016789]-?\d{3,4}-?\d{4}$/),
  email: z.email().max(120),
  address: z.string().trim().min(5).max(200).nullable().default(null).describe('Required when the ticket is shipped'),
  birthDate: z
    .string()
    .regex(/^\d{8}$/)
    .nullable()
    .default(null)
    .describe('Eight digits like 19990505; required when the ticket asks'),
})
export type TicketContact = z.infer<typeof ticketContactSchema>

/** What the form sends to price a selection; the answer is the server's quote (nothing held). */
export const ticketQuoteBodySchema = z
  .object({
    productId: idInBody,
    quantity: z.number().int().min(1).max(20),
    couponCode: z.string().trim().max(40).nullable().default(null),
    cashWon: z.number().int().min(0).max(10_000_000).default(0),
  })
  .meta({ id: 'TicketQuoteRequest' })

export const ticketQuoteSchema = z
  .object({
    unitPriceWon: won,
    quantity: z.number().int().positive(),
    subtotalWon: won,
    couponFaceWon: won,
    couponDiscountWon: won,
    couponAboveTicket: z.boolean(),
    cashWon: won,
    cashCapped: z.boolean(),
    cashBalanceWon: won,
    payableWon: won,
  })
  .meta({ id: 'TicketQuote' })
export type TicketQuoteDto = z.infer<typeof ticketQuoteSchema>

/** POST /api/game/player/goods: holds the seats and opens the payment (or completes it when nothing is left to pay). */
export const ticketPurchaseBodySchema = z
  .object({
    productId: idInBody,
    quantity: z.number().int().min(1).max(20),
    method: z.enum(PAYMENT_METHODS_FOR_TICKETS),
    couponCode: z.string().trim().max(40).nullable().default(null),
    cashWon: z.number().int().min(0).max(10_000_000).default(0),
    consents: z.object({
      personalData: z.boolean(),
      thirdParty: z.boolean(),
      covidPledge: z.boolean(),
      resaleSanctions: z.boolean(),
    }),
    contact: ticketContactSchema,
    /** The total the buyer saw; another total on the server answers "please check payment amount". */
    expectedPayableWon: won,
    queueToken: z.string().max(200).nullable().default(null),
  })
  .meta({ id: 'TicketPurchaseRequest' })
export type TicketPurchaseBody = z.input<typeof ticketPurchaseBodySchema>

/** The specification's ticket states, plus a hold that is open or ended unpaid. */
export const TICKET_PURCHASE_STATES = ['held', 'purchased', 'cancellation_requested', 'cancelled', 'released'] as const
export type TicketPurchaseState = (typeof TICKET_PURCHASE_STATES)[number]

export const TICKET_STATES = ['valid', 'used', 'cancelled'] as const

export const ticketSchema = z
  .object({
    id: z.number().int().positive(),
    serial: z.string().describe('Printed under the QR, e.g. FT-26-0042-1'),
    state: z.enum(TICKET_STATES),
    usedAt: z.string().nullable(),
    /** The signed code the QR carries (docs/requirements/ticketing.md#tkt-9); null unless the ticket is valid. */
    code: z.string().nullable(),
  })
  .meta({ id: 'Ticket' })
export type TicketDto = z.infer<typeof ticketSchema>

export const ticketPurchaseSchema = z
  .object({
    id: z.number().int().positive(),
    purchaseNo: z.string(),
    gameId: z.number().int().positive(),
    gameNameKo: z.string(),
    gameNameEn: z.string(),
    product: ticketProductSchema.pick({
      id: true,
      kind: true,
      nameKo: true,
      nameEn: true,
      courseKo: true,
      courseEn: true,
      day: true,
      priceWon: true,
    }),
    quantity: z.number().int().positive(),
    state: z.enum(TICKET_PURCHASE_STATES),
    subtotalWon: won,
    couponCode: z.string().nullable(),
    couponDiscountWon: won,
    cashWon: won,
    payableWon: won,
    method: z.enum(['card', 'vbank', 'none']).describe('none: coupon and cash paid everything'),
    orderNo: z.string().nullable().describe('The payment door order, when something was charged'),
    holdExpiresAt: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    refundWon: won.describe('Returned to the card or account on cancellation'),
    cancellableUntil: z.string().nullable().describe('Last instant of a full refund (decision in docs/decisions)'),
    tickets: z.array(ticketSchema),
  })
  .meta({ id: 'TicketPurchase' })
export type TicketPurchaseDto = z.infer<typeof ticketPurchaseSchema>

export const ticketPurchaseStartedSchema = z
  .object({
    purchase: ticketPurchaseSchema,
    checkoutUrl: z.string().nullable().describe('The payment window; null when nothing is left to pay'),
  })
  .meta({ id: 'TicketPurchaseStarted' })
export type TicketPurchaseStartedDto = z.infer<typeof ticketPurchaseStartedSchema>

export const ticketPurchasesSchema = z
  .object({ items: z.array(ticketPurchaseSchema).describe('Newest first') })
  .meta({ id: 'TicketPurchases' })
export type TicketPurchasesDto = z.infer<typeof ticketPurchasesSchema>

export const ticketPurchaseParamsSchema = z.object({ id: idIn })

/** POST /api/mypage/tickets/{id}/cancel (Idempotency-Key header); the account only for a paid virtual account. */
export const ticketCancelBodySchema = z
  .object({ refundAccount: refundAccountSchema.optional().describe('Required to refund a paid virtual account') })
  .meta({ id: 'TicketCancelRequest' })

/** The gate's answer (docs/requirements/ticketing.md#tkt-9): authenticated, invalid, not a member, already used. */
export const TICKET_CHECK_RESULTS = ['authenticated', 'invalid_ticket', 'not_member', 'already_used'] as const
export type TicketCheckResult = (typeof TICKET_CHECK_RESULTS)[number]

export const ticketCheckBodySchema = z
  .object({ code: z.string().trim().min(1).max(400), gameId: z.number().int().positive().nullable().default(null) })
  .meta({ id: 'TicketCheckRequest' })

export const ticketCheckSchema = z
  .object({
    result: z.enum(TICKET_CHECK_RESULTS),
    serial: z.string().nullable(),
    productNameKo: z.string().nullable(),
    productNameEn: z.string().nullable(),
    day: seoulDay.nullable(),
    usedAt: z.string().nullable().describe('When it was admitted (now, or the first scan)'),
  })
  .meta({ id: 'TicketCheck' })
export type TicketCheckDto = z.infer<typeof ticketCheckSchema>

/** The gate's offline key: a gate verifies codes with it before it can reach the server. */
export const ticketGateKeySchema = z
  .object({ algorithm: z.literal('Ed25519'), keyId: z.string(), publicKeySpki: z.string().describe('base64url DER') })
  .meta({ id: 'TicketGateKey' })

/** GET /api/netfunnerl/check: the buyer's place in the waiting room. */
export const QUEUE_STATES = ['off', 'waiting', 'admitted'] as const
/** What the room admits to: a tournament's ticket sale, or its applications (tournament-applications.md#app-10). */
export const QUEUE_PURPOSES = ['tickets', 'applications'] as const
export type QueuePurpose = (typeof QUEUE_PURPOSES)[number]
export const queueCheckQuerySchema = z.object({
  gameId: z.coerce.number().int().positive(),
  purpose: z.enum(QUEUE_PURPOSES).default('tickets'),
  token: z.string().max(200).optional(),
})
export const queueCheckSchema = z
  .object({
    state: z.enum(QUEUE_STATES),
    token: z.string().nullable().describe('Bound to the session; sent back on every check and with the purchase'),
    position: z.number().int().min(0).describe('Buyers ahead; 0 when admitted or off'),
    estimatedWaitSeconds: z.number().int().min(0),
    retryAfterMs: z.number().int().min(0).describe('When to check again'),
    admittedUntil: z.string().nullable().describe('The admission ends then if no purchase is made'),
  })
  .meta({ id: 'QueueCheck' })
export type QueueCheckDto = z.infer<typeof queueCheckSchema>

/** PUT /api/staff/ticketing/waiting-room/{gameId}: the association's entry rate. */
export const waitingRoomSettingsSchema = z
  .object({
    enabled: z.boolean(),
    admitPerMinute: z.number().int().min(1).max(100_000),
    admissionMinutes: z.number().int().min(1).max(60).default(10),
  })
  .meta({ id: 'WaitingRoomSettings' })
export type WaitingRoomSettings = z.infer<typeof waitingRoomSettingsSchema>
