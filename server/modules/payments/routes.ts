import {
  billingCardConfirmBodySchema,
  billingCardSchema,
  cancelBodySchema,
  confirmBodySchema,
  createdOrderSchema,
  createOrderBodySchema,
  idempotencyHeadersSchema,
  orderNoParamsSchema,
  paymentListQuerySchema,
  paymentOrderListSchema,
  paymentOrderSchema,
} from '@contract/payments'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { errorResponses } from '../../http/responses'
import type { PaymentProvider } from '../../providers/payment/types'
import { authOf } from '../auth/plugin'
import { confirmCardRegistration } from './billing'
import { cancelPayment, type CancelInput } from './cancel'
import { confirmPayment } from './confirm'
import { createOrder } from './create-order'
import { withIdempotency } from './idempotency'
import { listOrders, readOrder } from './read-orders'

const tags = ['payments']

/**
 * The one payment door's HTTP calls (docs/decisions/0053-payment-door.md): thin, the logic is in the files
 * beside. Every call but the reads answers 503 PAYMENT_PROVIDER_OFF while the server takes no payments.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  const provider = () => app.payments as PaymentProvider
  const guard = app.requirePayments

  /** The member's and the staff's cancel: one idempotent call, each in its own key scope. */
  interface CancelRequest {
    headers: z.infer<typeof idempotencyHeadersSchema>
    params: z.infer<typeof orderNoParamsSchema>
    body: z.infer<typeof cancelBodySchema>
  }
  const cancelOnce = (scope: string, request: CancelRequest, actor: CancelInput['actor']) => {
    const at = now()
    return withIdempotency(
      app.db,
      {
        scope,
        key: request.headers['idempotency-key'],
        request: { orderNo: request.params.orderNo, ...request.body },
        now: at,
      },
      () => cancelPayment(app.db, provider(), { orderNo: request.params.orderNo, ...request.body, actor, now: at }),
    )
  }

  app.post(
    '/payments/orders',
    {
      config: { access: 'member' },
      preValidation: guard,
      schema: {
        summary: 'Create a payment order (the replacement of POST /inipay)',
        description:
          "The purpose's module prices the references on the server; the answer holds the order and the provider's " +
          'checkout window to open. 422 PAYMENT_NOT_PAYABLE when they cannot be paid (already paid, not yours).',
        tags,
        body: createOrderBodySchema,
        response: { 200: createdOrderSchema, ...errorResponses },
      },
    },
    async (request) =>
      createOrder(app.db, provider(), { memberId: authOf(request).memberId, ...request.body, now: now() }),
  )

  app.post(
    '/payments/confirm',
    {
      config: { access: 'member' },
      preValidation: guard,
      schema: {
        summary: 'Confirm a payment the checkout window approved',
        description:
          'Sent by the page the window returns to, with its paymentKey, orderId and amount. An amount other than ' +
          "the order's answers 422 PAYMENT_AMOUNT_MISMATCH and charges nothing. Idempotent by Idempotency-Key: the " +
          'same key and body answer the stored answer, another body 422, a key in flight 409.',
        tags,
        headers: idempotencyHeadersSchema,
        body: confirmBodySchema,
        response: { 200: paymentOrderSchema, ...errorResponses },
      },
    },
    async (request) => {
      const memberId = authOf(request).memberId
      const at = now()
      return withIdempotency(
        app.db,
        { scope: `confirm:${memberId}`, key: request.headers['idempotency-key'], request: request.body, now: at },
        () => confirmPayment(app.db, provider(), { memberId, ...request.body, now: at }),
      )
    },
  )

  app.get(
    '/payments/orders',
    {
      config: { access: 'member' },
      schema: {
        summary: 'My payment orders, newest first',
        description: 'Of one Seoul year when `year` is given. An empty list is the "no payment history" state.',
        tags,
        querystring: paymentListQuerySchema,
        response: { 200: paymentOrderListSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await listOrders(app.db, authOf(request).memberId, request.query.year) }),
  )

  app.get(
    '/payments/orders/:orderNo',
    {
      config: { access: 'member' },
      schema: {
        summary: 'One payment order with its receipt number',
        description: 'Its owner or staff; 404 for anyone else.',
        tags,
        params: orderNoParamsSchema,
        response: { 200: paymentOrderSchema, ...errorResponses },
      },
    },
    async (request) => readOrder(app.db, authOf(request), request.params.orderNo),
  )

  app.post(
    '/payments/orders/:orderNo/cancel',
    {
      config: { access: 'member' },
      preValidation: guard,
      schema: {
        summary: 'Cancel or refund my payment',
        description:
          'Only when the purpose lets members cancel (dues never: 422 PAYMENT_NOT_CANCELABLE). Never above the ' +
          'refundable amount (422 REFUND_EXCEEDS_REFUNDABLE); a paid virtual account needs refundAccount (422 ' +
          'REFUND_ACCOUNT_REQUIRED). Idempotent by Idempotency-Key.',
        tags,
        headers: idempotencyHeadersSchema,
        params: orderNoParamsSchema,
        body: cancelBodySchema,
        response: { 200: paymentOrderSchema, ...errorResponses },
      },
    },
    async (request) => {
      const memberId = authOf(request).memberId
      return cancelOnce(`cancel:${memberId}`, request, { kind: 'member', memberId })
    },
  )

  app.post(
    '/staff/payments/:orderNo/cancel',
    {
      config: { access: 'staff' },
      preValidation: guard,
      schema: {
        summary: 'Staff: cancel or refund a payment',
        description: "Any purpose; the same limits as the member's cancel. Idempotent by Idempotency-Key.",
        tags,
        headers: idempotencyHeadersSchema,
        params: orderNoParamsSchema,
        body: cancelBodySchema,
        response: { 200: paymentOrderSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staffId = authOf(request).memberId
      return cancelOnce(`staff-cancel:${staffId}`, request, { kind: 'staff', staffId })
    },
  )

  app.post(
    '/payments/billing-cards/confirm',
    {
      config: { access: 'member' },
      preValidation: guard,
      schema: {
        summary: "Register my dues card from the billing window's authKey",
        description: "The card becomes registered, or registration_failed with the provider's reason.",
        tags,
        body: billingCardConfirmBodySchema,
        response: { 200: billingCardSchema, ...errorResponses },
      },
    },
    async (request) =>
      confirmCardRegistration(app.db, provider(), { memberId: authOf(request).memberId, ...request.body, now: now() }),
  )
}
