import { webhookAckSchema } from '@contract/payments'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../http/responses'
import type { PaymentProvider } from '../../providers/payment/types'
import { handleWebhook } from './webhook'

export interface WebhookRoutesOptions {
  provider: PaymentProvider
}

/**
 * POST /api/payments/webhooks/{provider}: the signature covers the raw bytes, so this plugin (and only it) keeps
 * JSON bodies as the text that arrived. Public: the provider calls it; the signature is its proof.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, { provider }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  )
  app.post(
    `/payments/webhooks/${provider.name}`,
    {
      config: { access: 'public' },
      schema: {
        summary: `Webhook of the ${provider.name} payment provider`,
        description:
          'Signed by the provider (a forged or stale signature answers 401 and changes nothing); taken once per ' +
          'event id; the order then follows what the provider answers when asked, never the body. 200 only after ' +
          'the change is stored, so the provider retries until then.',
        tags: ['payments'],
        body: z
          .string()
          .max(64 * 1024)
          .describe("The provider's JSON event, as sent"),
        response: { 200: webhookAckSchema, ...errorResponses },
      },
    },
    async (request) => handleWebhook(app.db, provider, request.headers, request.body, app.authKeys.now()),
  )
}
