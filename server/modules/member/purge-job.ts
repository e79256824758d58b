import type { FastifyInstance } from 'fastify'
import type { Clock } from '../auth/clock'
import { houseKeep } from '../auth/housekeeping'
import { purgeAccounts } from './purge'

/** Hourly is plenty for limits counted in days; the first run comes right after start-up. */
export const PURGE_INTERVAL_MS = 60 * 60_000

/**
 * Runs the account purge and the housekeeping of sessions, codes and audit rows inside the server process (no cron to
 * install). On several server nodes each runs it; the deletes are idempotent, so that costs only a few empty queries.
 */
export function schedulePurge(app: FastifyInstance, now: Clock, intervalMs = PURGE_INTERVAL_MS): void {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const run = () => {
    const at = now()
    running ??= purgeAccounts(app.db, at)
      .then(async (report) => {
        if (report.signupRequests + report.withdrawn > 0) app.log.info(report, 'account purge')
        app.log.debug(await houseKeep(app.db, at), 'account housekeeping')
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'account purge failed'))
      .finally(() => {
        running = undefined
      })
    return running
  }
  app.addHook('onReady', async () => {
    void run()
    timer = setInterval(run, intervalMs)
    timer.unref()
  })
  app.addHook('preClose', async () => {
    clearInterval(timer)
    await running
  })
}
