import { ERROR_CODES } from '@contract/errors'
import {
  sandboxApproveBodySchema,
  sandboxDepositBodySchema,
  sandboxDepositSchema,
  sandboxRedirectSchema,
  sandboxSessionSchema,
  sandboxTokenParamsSchema,
} from '@contract/payments'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { httpError } from '../../http/http-error'
import { errorResponses } from '../../http/responses'
import type { SandboxPaymentProvider } from './sandbox'
import { SANDBOX_CODES } from './sandbox-cards'
import { approveSession, leaveSession, readSession, type WindowAnswer } from './sandbox-window'

export interface SandboxPayRoutesOptions {
  provider: SandboxPaymentProvider
}

const tags = ['sandbox']
/** The merchant name a gateway shows in its window: the brand as the site's logo writes it, one for both languages. */
const MERCHANT_NAME = 'FAIRWAY'
const LEAVE_CODE = { fail: 'userFailed', cancel: 'userCanceled' } as const

function answer(result: WindowAnswer) {
  if (result.ok) return { redirectUrl: result.redirectUrl }
  throw httpError(result.status, result.status === 404 ? ERROR_CODES.NOT_FOUND : ERROR_CODES.CONFLICT, result.message)
}

/**
 * The sandbox gateway's own HTTP service (docs/decisions/0053-payment-door.md): the checkout window's calls
 * and the sandbox's bank. Registered by buildApp only while the payment provider is the sandbox, which runs only on
 * a demo database; with a real gateway these paths do not exist (404).
 */
export const sandboxPayRoutes: FastifyPluginAsyncZod<SandboxPayRoutesOptions> = async (app, { provider }) => {
  const { now } = app.authKeys
  const db = app.db

  app.get(
    '/sandbox/pay/sessions/:token',
    {
      config: { access: 'public' },
      schema: {
        summary: "Sandbox: a checkout window's session",
        description: 'What the window shows: merchant, order name, amount, methods, payment or card registration.',
        tags,
        params: sandboxTokenParamsSchema,
        response: { 200: sandboxSessionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const session = await readSession(db, request.params.token, now())
      if (!session) throw httpError(404, ERROR_CODES.NOT_FOUND, 'No such checkout window')
      return {
        merchantName: MERCHANT_NAME,
        orderName: session.orderName,
        amount: session.amount,
        methods: session.methods as ('card' | 'vbank')[],
        mode: session.mode as 'payment' | 'billing',
        expiresAt: session.expiresAt.toISOString(),
        state: session.state as 'open',
      }
    },
  )

  app.post(
    '/sandbox/pay/sessions/:token/approve',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sandbox: pay in the checkout window',
        description:
          'Card (test numbers in the payment decision: one pays, one is refused for insufficient funds, one fails ' +
          'at confirm) or virtual account. Answers where the window sends the browser: the success URL with ' +
          'paymentKey, orderId and amount (or authKey and customerKey for a card registration), or the fail URL.',
        tags,
        params: sandboxTokenParamsSchema,
        body: sandboxApproveBodySchema,
        response: { 200: sandboxRedirectSchema, ...errorResponses },
      },
    },
    async (request) => answer(await approveSession(db, request.params.token, request.body, now())),
  )

  for (const how of ['fail', 'cancel'] as const)
    app.post(
      `/sandbox/pay/sessions/:token/${how}`,
      {
        config: { access: 'public' },
        schema: {
          summary: how === 'fail' ? 'Sandbox: make the payment fail' : 'Sandbox: close the window (user cancel)',
          description: `Answers the fail URL with code ${SANDBOX_CODES[LEAVE_CODE[how]].code}.`,
          tags,
          params: sandboxTokenParamsSchema,
          response: { 200: sandboxRedirectSchema, ...errorResponses },
        },
      },
      async (request) => answer(await leaveSession(db, request.params.token, how, now())),
    )

  app.post(
    '/sandbox/pay/deposits',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sandbox bank: transfer into an issued virtual account',
        description:
          'The exact amount before the due date, as Korean virtual accounts take; the payment becomes DONE at the ' +
          'sandbox and its webhook is queued (sent within seconds, retried with back-off).',
        tags,
        body: sandboxDepositBodySchema,
        response: { 200: sandboxDepositSchema, ...errorResponses },
      },
    },
    async (request) => {
      const result = await provider.deposit(request.body)
      if (!result.ok) throw httpError(422, ERROR_CODES.VALIDATION, result.message)
      return result
    },
  )
}
