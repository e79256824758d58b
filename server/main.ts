import { pathToFileURL } from 'node:url'
import { buildApp, type BuildAppOptions } from './app'
import { EnvError, loadEnv, type Env } from './config/env'
import { prepareDatabase } from './db/seed'
import { startSimulator } from './simulator/start'
import { startupNotes } from './startup-notes'

const SHUTDOWN_GRACE_MS = 10_000

export interface StartOptions extends Omit<BuildAppOptions, 'env' | 'database'> {
  env?: Env
}

/** Validates process.env; on problems prints one line per variable (no stack trace) and exits 1. */
export function envOrExit(): Env {
  try {
    return loadEnv()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

/**
 * Starts the server: open the database, migrate, seed on first start, listen, and shut down
 * cleanly on SIGINT/SIGTERM (stop accepting, close socket.io, Fastify, then the database so PGlite
 * flushes to disk). Exits 1 with one line per problem when the environment is invalid.
 */
export async function startServer(options: StartOptions = {}): Promise<void> {
  const env = options.env ?? envOrExit()
  if (env.REDIS_URL && !env.DATABASE_URL) {
    console.warn(
      'Warning: REDIS_URL is set for several server nodes, but the embedded database serves one process only; set ' +
        'DATABASE_URL too.',
    )
  }

  // Ctrl-C during the first start's migration or seed must not kill the process with the embedded
  // database half-written: remember the signal, finish preparing, close the database, then exit.
  let earlySignal: NodeJS.Signals | null = null
  const remember = (signal: NodeJS.Signals) => (earlySignal = signal)
  process.once('SIGINT', remember)
  process.once('SIGTERM', remember)
  let prepared: Awaited<ReturnType<typeof prepareDatabase>>
  try {
    prepared = await prepareDatabase(env, { demo: env.DEMO })
  } catch (error) {
    console.error(
      `Could not open the ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded'} database: ${(error as Error).message}`,
    )
    process.exit(1)
  } finally {
    process.off('SIGINT', remember)
    process.off('SIGTERM', remember)
  }
  const { database, seeded } = prepared
  if (earlySignal) {
    console.log(`Stopped (${earlySignal}) before serving; the database is closed cleanly.`)
    await database.close()
    process.exit(0)
  }
  let app: Awaited<ReturnType<typeof buildApp>>
  try {
    app = await buildApp({ ...options, env, database })
    // The demo simulator plays the game in progress (SIMULATOR=on, the default; tests use off), on a demo
    // database only: elsewhere it would write scores into real tournaments (docs/decisions/0042).
    if (env.SIMULATOR === 'on' && app.demo.on) startSimulator(app, env)
  } catch (error) {
    console.error(`Could not start: ${(error as Error).message}`)
    await database.close()
    process.exit(1)
  }
  // Before the address, so that the address and the database stay the last lines a start prints.
  for (const line of startupNotes(app, env)) console.log(line)

  let stopping = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    // A hung connection must not keep a deploy waiting forever.
    const timer = setTimeout(() => {
      console.error('Shutdown took too long; exiting.')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    timer.unref()
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (error) {
      console.error('Shutdown failed:', error)
      process.exit(1)
    }
  }
  process.once('SIGINT', (signal) => void shutdown(signal))
  process.once('SIGTERM', (signal) => void shutdown(signal))

  try {
    await app.listen({ port: env.PORT, host: env.HOST })
  } catch (error) {
    console.error(`Could not listen on ${env.HOST}:${env.PORT}: ${(error as Error).message}`)
    await app.close().catch(() => undefined)
    await database.close()
    process.exit(1)
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
  console.log(`Fairway is running at http://${shownHost}:${port}`)
  console.log(
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${env.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}` +
      `${seeded ? ', seeded' : ''}`,
  )
}

// `tsx server/main.ts` (npm run dev) starts directly; scripts/start.ts imports startServer.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await startServer()
}
