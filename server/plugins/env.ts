import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../config/env'

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated environment (server/config/env.ts). */
    config: Env
  }
}

/** Makes the already-validated environment available as `app.config` to every plugin and route. */
export const envPlugin = fp(
  async (app: FastifyInstance, options: { env: Env }) => {
    app.decorate('config', options.env)
  },
  { name: 'fairway-env' },
)
