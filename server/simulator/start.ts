import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env'
import type { AppDb } from '../db/database'
import { publishPatch } from '../modules/live/publish'
import { simulatedClock, simulationStart } from './clock'
import { type Lease, redisLease, soleLease } from './lease'
import { simulateTick } from './tick'

export const TICK_MS = 2000
/** The lease outlives a few missed renewals, and a dead holder is replaced within seconds. */
export const LEASE_TTL_MS = 5 * TICK_MS

export interface Simulator {
  /** Runs one tick now unless one is already running; resolves when it ends (never rejects). */
  tick(): Promise<void>
  stop(): void
}

/**
 * Plays the games in progress: a tick every 2 s (unref'd, so it never keeps the process alive), never
 * two at once, every error logged and swallowed (a failing tick must not bring the server down).
 * With REDIS_URL set only the node holding the Redis lease plays (lease.ts), so a cluster plays each
 * game once; without it this node is the only one. Simulated time starts, on the first tick this node
 * plays, at the demo's frozen clock (or the latest tee time played) and runs SIM_SPEED times faster
 * than real time. Patches go to socket.io watchers; stopped (and the lease given up) on app close.
 */
export function startSimulator(
  app: FastifyInstance,
  env: Pick<Env, 'SIM_SPEED'> & Partial<Pick<Env, 'REDIS_URL'>>,
  db: AppDb = app.db,
  lease?: Lease,
): Simulator {
  const log = app.log.child({ module: 'simulator' })
  const held =
    lease ??
    (env.REDIS_URL
      ? redisLease({
          url: env.REDIS_URL,
          ttlMs: LEASE_TTL_MS,
          onError: (err) => log.warn({ err }, 'simulator lease: redis error'),
        })
      : soleLease)
  let now: (() => Date) | null = null
  let running: Promise<void> | null = null
  let stopped = false
  let holding = false

  const run = async () => {
    try {
      const mine = await held.hold()
      if (mine !== holding && env.REDIS_URL)
        log.info(
          { holding: mine },
          mine ? 'simulator lease taken: this node plays' : 'simulator lease held elsewhere: this node waits',
        )
      holding = mine
      if (!mine) return
      now ??= simulatedClock(await simulationStart(db, new Date()), Date.now(), env.SIM_SPEED)
      const at = now()
      const recorded = await simulateTick(db, at, {
        onPatch: (patch) => publishPatch(app.io, patch),
        onRound: (gameId, outcome) => log.info({ gameId, outcome }, 'simulator closed a round'),
        onPlayoff: (gameId, step) => log.info({ gameId, step }, 'simulator played a playoff hole'),
        onStart: (gameId) => log.info({ gameId }, 'simulator started the next tournament'),
        stillMine: async () => {
          holding = await held.hold()
          if (!holding) log.info('simulator lease lost mid-tick: this node stops playing')
          return holding
        },
      })
      if (recorded > 0) log.debug({ recorded, at: at.toISOString() }, 'simulator tick')
    } catch (error) {
      log.error({ err: error }, 'simulator tick failed')
    }
  }
  const tick = () => {
    if (stopped) return Promise.resolve()
    running ??= run().finally(() => (running = null))
    return running
  }

  const timer = setInterval(() => void tick(), TICK_MS)
  timer.unref()
  const stop = () => {
    stopped = true
    clearInterval(timer)
  }
  app.addHook('onClose', async () => {
    stop()
    await running
    await held.release()
  })
  log.info({ speed: env.SIM_SPEED, cluster: Boolean(env.REDIS_URL) }, 'simulator started')
  return { tick, stop }
}
