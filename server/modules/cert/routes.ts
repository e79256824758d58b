import { certConfirmBodySchema, certConfirmResultSchema, certRequestQuerySchema, certRequestResultSchema } from '@contract/cert'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { confirmPhoneCert, requestPhoneCert } from './phone-certs'

/** GET /cert/phone (api.md §7) sends a code; POST /cert/phone confirms it. */
export const certRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys

  app.get(
    '/cert/phone',
    {
      schema: {
        summary: 'Send a phone verification code',
        description: 'Sends a 6-digit code, valid 10 minutes, to the mobile number. Limited per number (429 with Retry-After).',
        tags: ['cert'],
        querystring: certRequestQuerySchema,
        response: { 200: certRequestResultSchema, ...errorResponses },
      },
    },
    async (request) => requestPhoneCert(app.db, app.phone, request.query.phone, now()),
  )

  app.post(
    '/cert/phone',
    {
      schema: {
        summary: 'Confirm a phone verification code',
        description: 'A right code verifies the phone once; a few wrong codes end the certification.',
        tags: ['cert'],
        body: certConfirmBodySchema,
        response: { 200: certConfirmResultSchema, ...errorResponses },
      },
    },
    async (request) => confirmPhoneCert(app.db, app.phone, request.body.certId, request.body.code, now()),
  )
}
