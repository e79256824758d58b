import type { FastifyInstance } from 'fastify'
import type { Env } from '../config/env'
import type { AppDb } from '../db/database'
import { publishPatch } from '../modules/live/publish'
import { simulatedClock, simulationStart } from './clock'
import { simulateTick } from './tick'

export const TICK_MS = 2000

export interface Simulator {
  /** Runs one tick now unless one is already running; resolves when it ends (never rejects). */
  tick(): Promise<void>
  stop(): void
}

/**
 * Plays the games in progress: a tick every 2 s (unref'd, so it never keeps the process alive), never
 * two at once, every error logged and swallowed (a failing tick must not bring the server down).
 * Simulated time starts at the demo's frozen clock (or the latest tee time played) and runs
 * SIM_SPEED times faster than real time. Patches go to socket.io watchers; stopped on app close.
 */
export function startSimulator(app: FastifyInstance, env: Pick<Env, 'SIM_SPEED'>, db: AppDb = app.db): Simulator {
  const log = app.log.child({ module: 'simulator' })
  let now: (() => Date) | null = null
  let running: Promise<void> | null = null
  let stopped = false

  const run = async () => {
    try {
      now ??= simulatedClock(await simulationStart(db, new Date()), Date.now(), env.SIM_SPEED)
      const at = now()
      const recorded = await simulateTick(db, at, {
        onPatch: (patch) => publishPatch(app.io, patch),
        onRound: (gameId, outcome) => log.info({ gameId, outcome }, 'simulator closed a round'),
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
  })
  log.info({ speed: env.SIM_SPEED }, 'simulator started')
  return { tick, stop }
}
