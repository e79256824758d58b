import { ticketCheckBodySchema, ticketCheckSchema, ticketGateKeySchema } from '@contract/tickets'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../../http/responses'
import { originOf } from '../../auth/audit'
import { authOf } from '../../auth/plugin'
import { checkLimiter } from '../../member-card/check-limiter'
import { resolveTicketKeys } from '../ticket-code'
import { checkTicket, SCANS_PER_MINUTE } from './check'

/** The gate (docs/requirements/ticketing.md#tkt-9): the offline key and the one-time redemption of a scanned code. */
export const ticketGateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  const limiter = checkLimiter(SCANS_PER_MINUTE)

  app.get(
    '/tickets/gate-key',
    {
      config: { access: 'public' },
      schema: {
        summary: "The gate's public key for checking ticket codes offline",
        description: 'Ed25519, SPKI DER as base64url: a gate verifies a signature with it before it can redeem a code.',
        tags: ['tickets'],
        response: { 200: ticketGateKeySchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      const keys = await resolveTicketKeys(app.config)
      reply.header('cache-control', 'public, max-age=300')
      return { algorithm: 'Ed25519' as const, keyId: keys.keyId, publicKeySpki: keys.publicKeySpki }
    },
  )
  app.post(
    '/tickets/check',
    {
      // Association members and staff: two roles, so the route checks them itself after the login check.
      config: { access: 'member' },
      schema: {
        summary: 'Inspect a ticket at the gate and admit it once',
        description:
          'For association members and staff (403 otherwise); 120 checks a minute per inspector (429). Answers ' +
          'authenticated (admitted now), already_used (with the first admission), invalid_ticket or not_member; ' +
          'every check is audited.',
        tags: ['tickets'],
        body: ticketCheckBodySchema,
        response: { 200: ticketCheckSchema, ...errorResponses },
      },
    },
    async (request) => {
      const keys = await resolveTicketKeys(app.config)
      return checkTicket(app.db, keys.publicKey, limiter, authOf(request), request.body, now(), originOf(request))
    },
  )
}
