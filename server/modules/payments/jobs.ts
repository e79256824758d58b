import type { FastifyInstance } from 'fastify'
import { scheduleDatedJob } from '../../jobs/schedule'
import { SandboxPaymentProvider } from '../../providers/payment/sandbox'
import { deliverDueWebhooks, fetchDeliverer, type WebhookDeliverer } from '../../providers/payment/sandbox-outbox'
import type { PaymentProvider } from '../../providers/payment/types'
import type { Clock } from '../auth/clock'
import { reconcilePayments } from './reconcile'

/** The address the sandbox delivers its webhooks to: this server's own listening socket. */
export function ownWebhookUrl(app: FastifyInstance, provider: PaymentProvider): string | null {
  const address = app.server.address()
  if (address === null || typeof address === 'string') return null
  const host = address.family === 'IPv6' ? '[::1]' : address.address === '0.0.0.0' ? '127.0.0.1' : address.address
  return `http://${host}:${address.port}/api/payments/webhooks/${provider.name}`
}

/**
 * The payment door's dated jobs, under leases (server/jobs/schedule.ts): reconciliation every minute, and, with the
 * sandbox, its bank's refunds and its webhook outbox every 5 seconds (the outbox is a table: a restart loses none).
 */
export function schedulePaymentJobs(
  app: FastifyInstance,
  now: Clock,
  provider: PaymentProvider,
  options: { deliver?: WebhookDeliverer | undefined; webhookUrl?: (() => string | null) | undefined } = {},
) {
  const reconcile = scheduleDatedJob(app, now, {
    name: 'payments-reconcile',
    intervalMs: 60_000,
    leaseMs: 55_000,
    run: (at) => reconcilePayments(app.db, provider, at),
    worthLogging: (r) => r.expired + r.settled + r.aborted + r.unreachable > 0,
  })
  const outbox =
    provider instanceof SandboxPaymentProvider
      ? scheduleDatedJob(app, now, {
          name: 'sandbox-pay-outbox',
          intervalMs: 5_000,
          leaseMs: 60_000,
          run: async (at) => {
            const refunds = await provider.sendPendingRefunds()
            const sent = await deliverDueWebhooks(app.db, {
              secret: provider.webhookSecret,
              target: options.webhookUrl ?? (() => ownWebhookUrl(app, provider)),
              deliver: options.deliver ?? fetchDeliverer,
              now: at,
            })
            return { refunds, ...sent }
          },
          worthLogging: (r) => r.refunds + r.delivered + r.failed + r.gaveUp > 0,
        })
      : null
  return { reconcile, outbox }
}
