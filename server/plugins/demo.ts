import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../config/env'
import { demoState, type DemoState } from '../db/demo-mark'

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this server runs the demo (sandbox SMS inbox, simulator), and why not (docs/decisions/0042). */
    demo: DemoState
  }
}

/** Reads once, at start-up, whether the database is a demo one; everything demo-only asks `app.demo`. */
export const demoPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Pick<Env, 'DEMO' | 'DATABASE_URL'> }) => {
    app.decorate<DemoState>('demo', await demoState(app.db, env))
  },
  { name: 'fairway-demo', dependencies: ['fairway-db'] },
)
