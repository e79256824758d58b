import rateLimit from '@fastify/rate-limit'
import { ERROR_CODES } from '@contract/errors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { httpError } from '../http/http-error'

export interface RateLimitOptions {
  /** Requests per IP per minute on /api; 300 unless a test wants a small number. */
  max?: number
}

// Static files (the SPA and its assets) and the health check are never limited:
// a page load fetches dozens of files and monitors poll health.
const isUnlimited = (request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? ''
  return !path.startsWith('/api/') || path === '/api/health'
}

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
