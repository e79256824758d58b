import type { FastifyInstance } from 'fastify'
import type { Clock } from '../modules/auth/clock'
import { withLease } from './lease'

export interface DatedJob<R> {
  /** Unique name; also the lease's name. */
  name: string
  intervalMs: number
  /** How long a run may hold the lease before another node may take over. */
  leaseMs: number
  /** Idempotent work for the instant `now`; its report is logged when `worthLogging` says so. */
  run(now: Date): Promise<R>
  worthLogging?(report: R): boolean
}

/**
 * Runs a dated job inside the server process at start-up and every `intervalMs` (no cron to install), under a lease so
 * that several nodes on one database run it once (docs/requirements/standing-and-dues.md#sd-10). The clock is the
 * app's, so tests move time instead of waiting; `runNow` lets them run it at a chosen instant.
 */
export function scheduleDatedJob<R>(
  app: FastifyInstance,
  now: Clock,
  job: DatedJob<R>,
): { runNow(): Promise<R | null> } {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<R | null> | undefined
  const runNow = () => {
    running ??= withLease(app.db, { name: job.name, ttlMs: job.leaseMs, now: now() }, () => job.run(now()))
      .then((report) => {
        if (report !== null && (job.worthLogging?.(report) ?? true)) app.log.info({ job: job.name, report }, 'job ran')
        return report
      })
      .catch((error: unknown) => {
        app.log.error({ err: error, job: job.name }, 'job failed')
        return null
      })
      .finally(() => {
        running = undefined
      })
    return running
  }
  app.addHook('onReady', async () => {
    void runNow()
    timer = setInterval(() => void runNow(), job.intervalMs)
    timer.unref()
  })
  app.addHook('preClose', async () => {
    clearInterval(timer)
    await running
  })
  return { runNow }
}
