import { ERROR_CODES } from '@contract/errors'
import { healthResponseSchema } from '@contract/health'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { httpError } from '../../http/http-error'
import { errorResponses } from '../../http/responses'

export interface HealthRoutesOptions {
  version: string
}

/** Load balancers and the e2e runner poll this: "ok" means the database really answered. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      // Monitors and the e2e runner poll it; a limit would turn a busy monitor into an outage report.
      config: { access: 'public', rateLimit: false },
      schema: {
        summary: 'Liveness and database check',
        tags: ['system'],
        response: { 200: healthResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      try {
        await app.database.ping()
      } catch (error) {
        request.log.warn({ err: error }, 'health: database did not answer')
        throw httpError(503, ERROR_CODES.UNAVAILABLE, 'Database unavailable')
      }
      return { status: 'ok', db: 'ok', version: options.version, uptimeSeconds: Math.floor(process.uptime()) } as const
    },
  )
}
