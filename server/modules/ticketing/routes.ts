import { idempotencyHeadersSchema, optionalIdempotencyHeadersSchema } from '@contract/payments'
import {
  ticketCancelBodySchema,
  ticketProductParamsSchema,
  ticketProductSchema,
  ticketProductsQuerySchema,
  ticketProductsSchema,
  ticketPurchaseBodySchema,
  ticketPurchaseParamsSchema,
  ticketPurchaseSchema,
  ticketPurchasesSchema,
  ticketPurchaseStartedSchema,
  ticketQuoteBodySchema,
  ticketQuoteSchema,
} from '@contract/tickets'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { scheduleDatedJob } from '../../jobs/schedule'
import { errorResponses } from '../../http/responses'
import { authOf } from '../auth/plugin'
import { registerPayable, withIdempotency } from '../payments/index'
import { cancelTicketPurchase } from './cancel'
import { myPurchase, myPurchases } from './history'
import { releaseExpiredHolds, releaseFailedPurchase } from './holds'
import { listProducts, readProduct } from './products'
import { startPurchase } from './purchase'
import { quotePurchase } from './quote'
import { resolveTicketKeys } from './ticket-code'
import { ticketPayable } from './ticket-payable'
import { admissionUsed, requireAdmission } from './waiting-room/admission'

const tags = ['tickets']

export interface TicketingOptions {
  /** False: the hold job is not scheduled in this process (tests run releaseExpiredHolds at a clock they move). */
  jobs: boolean
}

/**
 * Ticket sales (docs/requirements/ticketing.md): products, quote, purchase with holds, the member's history and
 * cancellation. The waiting room and the gate's inspection register their own routes.
 */
export const ticketingRoutes: FastifyPluginAsyncZod<TicketingOptions> = async (app, options) => {
  // The payment door prices and settles ticket purchases through this (docs/requirements/payments.md#pay-1).
  registerPayable(ticketPayable)
  const { now } = app.authKeys
  const keys = await resolveTicketKeys(app.config)
  const provider = () => app.payments ?? null
  if (options.jobs)
    scheduleDatedJob(app, now, {
      name: 'ticket-holds',
      intervalMs: 30_000,
      leaseMs: 25_000,
      run: (at) => releaseExpiredHolds(app.db, at),
      worthLogging: (r) => r.released + r.refunded > 0,
    })

  app.get(
    '/game/player/goods',
    {
      config: { access: 'public' },
      schema: {
        summary: "A tournament's tickets with what is left",
        tags,
        querystring: ticketProductsQuerySchema,
        response: { 200: ticketProductsSchema, ...errorResponses },
      },
    },
    (request) => listProducts(app.db, request.query.gameId, now()),
  )
  app.get(
    '/game/player/goods/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One ticket with what is left',
        tags,
        params: ticketProductParamsSchema,
        response: { 200: ticketProductSchema, ...errorResponses },
      },
    },
    (request) => readProduct(app.db, request.params.id, now()),
  )
  app.post(
    '/game/player/goods/quote',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Price a ticket selection with a coupon and cash (holds nothing)',
        description: '404 unknown ticket, 422 INVALID_COUPON, 422 CASH_INSUFFICIENT.',
        tags,
        body: ticketQuoteBodySchema,
        response: { 200: ticketQuoteSchema, ...errorResponses },
      },
    },
    (request) => quotePurchase(app.db, authOf(request).memberId, request.body, now()),
  )
  app.post(
    '/game/player/goods',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Buy tickets: hold the seats for 10 minutes and open the payment window',
        description:
          'Refusals in order: 422 TICKET_CONSENT_REQUIRED, 400 VALIDATION (contact.address, contact.birthDate), ' +
          '403 QUEUE_TOKEN_REQUIRED, 409 TICKET_SALE_CLOSED, 403 TICKET_MEMBERS_ONLY (or the standing function), ' +
          '409 TICKET_LIMIT_EXCEEDED, 409 TICKETS_SOLD_OUT, 422 INVALID_COUPON, 422 PAYMENT_AMOUNT_MISMATCH, ' +
          '422 CASH_INSUFFICIENT; each changes nothing. checkoutUrl null: coupon and cash paid everything.',
        tags,
        headers: optionalIdempotencyHeadersSchema,
        body: ticketPurchaseBodySchema,
        response: { 201: ticketPurchaseStartedSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const auth = authOf(request)
      const at = now()
      const body = request.body
      const key = request.headers['idempotency-key']
      const work = async () => {
        const started = await startPurchase(app.db, provider(), {
          memberId: auth.memberId,
          body,
          now: at,
          admit: (tournamentId) =>
            requireAdmission(app, { tournamentId, sessionId: auth.sessionId, token: body.queueToken, now: at }),
        })
        // The buyer's place in the waiting room can go to the next in line (docs/requirements/ticketing.md#tkt-8).
        await admissionUsed(app, {
          tournamentId: started.tournamentId,
          sessionId: auth.sessionId,
          token: body.queueToken,
          now: at,
        })
        const purchase = await myPurchase(app.db, keys, auth.memberId, started.purchaseId, at)
        return { purchase, checkoutUrl: started.checkoutUrl }
      }
      // With a key, a retry after a lost answer gets the same hold back instead of holding twice.
      const started = key
        ? await withIdempotency(
            app.db,
            { scope: `ticket-purchase:${auth.memberId}`, key, request: body, now: at },
            work,
          )
        : await work()
      return reply.code(201).send(started)
    },
  )
  app.get(
    '/mypage/tickets',
    {
      config: { access: 'member' },
      schema: {
        summary: 'My ticket purchases, newest first',
        tags: ['mypage'],
        response: { 200: ticketPurchasesSchema, ...errorResponses },
      },
    },
    (request) => myPurchases(app.db, keys, authOf(request).memberId, now()),
  )
  app.get(
    '/mypage/tickets/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'One of my ticket purchases with its QR codes',
        tags: ['mypage'],
        params: ticketPurchaseParamsSchema,
        response: { 200: ticketPurchaseSchema, ...errorResponses },
      },
    },
    (request) => myPurchase(app.db, keys, authOf(request).memberId, request.params.id, now()),
  )
  app.post(
    '/mypage/tickets/:id/cancel',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Cancel my ticket purchase with a full refund (until the day before the ticket’s day)',
        description:
          '422 TICKET_NOT_CANCELLABLE after the deadline, once a ticket was used, or when already cancelled; a ' +
          'paid virtual account needs refundAccount (422 REFUND_ACCOUNT_REQUIRED) and reads ' +
          'cancellation_requested until the bank sends the refund. Idempotent by Idempotency-Key.',
        tags: ['mypage'],
        headers: idempotencyHeadersSchema,
        params: ticketPurchaseParamsSchema,
        body: ticketCancelBodySchema,
        response: { 200: ticketPurchaseSchema, ...errorResponses },
      },
    },
    (request) => {
      const memberId = authOf(request).memberId
      const at = now()
      const { id } = request.params
      return withIdempotency(
        app.db,
        {
          scope: `ticket-cancel:${memberId}`,
          key: request.headers['idempotency-key'],
          request: { id, ...request.body },
          now: at,
        },
        async () => {
          await cancelTicketPurchase(app.db, provider(), { memberId, id, ...request.body, now: at })
          return myPurchase(app.db, keys, memberId, id, at)
        },
      )
    },
  )
  app.post(
    '/mypage/tickets/:id/release',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Tell the server the payment window failed or was left: the held seats go back at once',
        description: 'A purchase no longer held (paid, released) is answered as it is.',
        tags: ['mypage'],
        params: ticketPurchaseParamsSchema,
        response: { 200: ticketPurchaseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const memberId = authOf(request).memberId
      const at = now()
      await releaseFailedPurchase(app.db, memberId, request.params.id, at)
      return myPurchase(app.db, keys, memberId, request.params.id, at)
    },
  )
}
