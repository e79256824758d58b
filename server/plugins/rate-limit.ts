import rateLimit from '@fastify/rate-limit'
import { ERROR_CODES } from '@contract/errors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { httpError } from '../http/http-error'
import { isApiPath } from '../http/request-path'

export interface RateLimitOptions {
  /** Requests per IP per minute on /api; 300 unless a test wants a small number. */
  max?: number
}

/**
 * Only the REST API is limited, and that is decided on the route the router matched, never on the raw URL,
 * which `/%61pi/tours` or `GET http://host/api/tours` would sidestep (docs/decisions/0040). Static files
 * (a page load fetches dozens) fall under the catch-all `/*` and are never limited; API routes that must not
 * be either (the health check monitors poll, the gallery's drawings) say `config: { rateLimit: false }`.
 */
const isUnlimited = (request: FastifyRequest) => !isApiPath(request.routeOptions.url ?? '')

async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  await app.register(rateLimit, {
    global: true,
    max: options.max ?? 300,
    timeWindow: '1 minute',
    allowList: (request) => isUnlimited(request),
    // The thrown error goes through the one error handler, which answers the usual error shape.
    errorResponseBuilder: (_request, context) =>
      httpError(429, ERROR_CODES.RATE_LIMITED, `Too many requests; retry in ${context.after}`),
  })
}

export const rateLimitPlugin = fp(registerRateLimit, { name: 'fairway-rate-limit' })
