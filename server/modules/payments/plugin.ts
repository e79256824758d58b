import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SandboxPaymentProvider } from '../../providers/payment/sandbox'
import type { WebhookDeliverer } from '../../providers/payment/sandbox-outbox'
import { sandboxPayRoutes } from '../../providers/payment/sandbox-routes'
import { schedulePaymentJobs } from './jobs'
import { paymentRoutes } from './routes'
import { paymentWebhookRoutes } from './webhook-routes'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment door's jobs; null while payments are off. Tests run them at a moved clock. */
    paymentJobs: ReturnType<typeof schedulePaymentJobs> | null
  }
}

export interface PaymentsPluginOptions {
  /** How the sandbox's webhooks leave (default: HTTP to this server's own address); tests inject theirs. */
  deliver?: WebhookDeliverer | undefined
  webhookUrl?: (() => string | null) | undefined
  /** False: no jobs in this process (tests call reconcilePayments and deliverDueWebhooks at a clock they move). */
  jobs: boolean
}

/** The payment door under /api: its calls, the provider's webhook, the sandbox gateway's service and the jobs. */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, options: PaymentsPluginOptions) => {
    const provider = app.payments
    await app.register(paymentRoutes, { prefix: '/api' })
    if (provider) await app.register(paymentWebhookRoutes, { prefix: '/api', provider })
    if (provider instanceof SandboxPaymentProvider) await app.register(sandboxPayRoutes, { prefix: '/api', provider })
    app.decorate(
      'paymentJobs',
      provider && options.jobs ? schedulePaymentJobs(app, app.authKeys.now, provider, options) : null,
    )
  },
  { name: 'fairway-payments', dependencies: ['fairway-providers', 'fairway-auth'] },
)
