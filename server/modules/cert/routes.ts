import {
  certConfirmBodySchema,
  certConfirmResultSchema,
  certRequestQuerySchema,
  certRequestResultSchema,
} from '@contract/cert'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { confirmPhoneCert, requestPhoneCert } from './phone-certs'

/**
 * Codes sent from one address (docs/decisions/0040). The provider limits each number, but SMS pumping spreads
 * over many numbers: 30 in 10 minutes is far above one household signing up (a resend, a mistyped number), and
 * holds a script to 4,320 paid messages a day per address instead of the general limit's 432,000.
 */
export const PHONE_CODE_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const

/** GET /cert/phone (docs/requirements/accounts.md#acc-14) sends a code; POST /cert/phone confirms it. */
export const certRoutes: FastifyPluginAsyncZod<{ sandboxInbox: boolean }> = async (app, { sandboxInbox }) => {
  const { now } = app.authKeys
  // Tells the sign-up screen that no SMS goes out and where the demo code can be read (decision 0023).
  const sandbox = sandboxInbox ? { sandbox: true } : {}

  app.get(
    '/cert/phone',
    {
      config: { access: 'public', rateLimit: PHONE_CODE_RATE_LIMIT },
      schema: {
        summary: 'Send a phone verification code',
        description:
          'Sends a 6-digit code, valid 10 minutes, to the mobile number. Limited per number and to ' +
          `${PHONE_CODE_RATE_LIMIT.max} codes per address in ${PHONE_CODE_RATE_LIMIT.timeWindow} ` +
          '(429 with Retry-After). ' +
          '`sandbox: true` when the sandbox provider runs with demo data: no SMS is sent and ' +
          'GET /api/sandbox/phone/messages shows the code. 503 PHONE_VERIFICATION_OFF on a server without an SMS ' +
          'provider, as every call that verifies a phone.',
        tags: ['cert'],
        querystring: certRequestQuerySchema,
        response: { 200: certRequestResultSchema, ...errorResponses },
      },
      preValidation: app.requirePhoneVerification,
    },
    async (request) => ({ ...(await requestPhoneCert(app.db, app.phone, request.query.phone, now())), ...sandbox }),
  )

  app.post(
    '/cert/phone',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Confirm a phone verification code',
        description: 'A right code verifies the phone once; a few wrong codes end the certification.',
        tags: ['cert'],
        body: certConfirmBodySchema,
        response: { 200: certConfirmResultSchema, ...errorResponses },
      },
      preValidation: app.requirePhoneVerification,
    },
    async (request) => confirmPhoneCert(app.db, app.phone, request.body.certId, request.body.code, now()),
  )
}
