import type { FastifyInstance } from 'fastify'
import { HOUR_MS } from '@domain/time'
import type { Clock } from '../auth/clock'
import { scheduleDatedJob } from '../../jobs/schedule'
import { ARREARS_JOB, runArrears } from './arrears-job'
import { runBilling } from './billing'
import { chargeDuesCards } from './dues-card'

const DAY = 24 * HOUR_MS

/**
 * The dated work of standing (docs/requirements/standing-and-dues.md#sd-10): the billing run with the dues cards'
 * charges, and the arrears job, at start and daily, each under its lease on the app's clock.
 */
export function scheduleMembershipJobs(app: FastifyInstance, now: Clock) {
  const billing = scheduleDatedJob(app, now, {
    name: 'membership-billing',
    intervalMs: DAY,
    leaseMs: HOUR_MS,
    // Bills, then charges the registered dues cards (none while payments are off).
    run: async (at) => {
      const billed = await runBilling(app.db, at)
      const cards = app.payments ? await chargeDuesCards(app.db, app.payments, at) : { charged: 0, failed: 0 }
      return { ...billed, cards }
    },
    worthLogging: (r) => r.periods + r.entranceFees + r.cards.charged + r.cards.failed > 0,
  })
  const arrears = scheduleDatedJob(app, now, {
    name: ARREARS_JOB,
    intervalMs: DAY,
    leaseMs: HOUR_MS,
    run: (at) => runArrears(app.db, at),
    worthLogging: (r) => r.changes.length > 0,
  })
  return { billing, arrears }
}
