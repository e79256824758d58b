import { ERROR_CODES, FIELD_ERRORS, type FieldError } from '@contract/errors'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { controlCharacterPaths } from '../http/control-characters'
import { httpError, VALIDATION_MESSAGE } from '../http/http-error'

/** Far above any URL the portal makes (the longest, a filtered gallery, stays under 1 KB). */
export const MAX_URL_LENGTH = 8192

/** The parts of a request a route reads, by the names the validation errors give them (context). */
const PARTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const

/**
 * What the server refuses before any route reads a request (docs/decisions/0040), once for every route
 * rather than schema by schema, so routes to come are held to it too:
 * - a URL over MAX_URL_LENGTH: 414, before anything else looks at it;
 * - a control character in any string of the params, query or body (keys too): 400 VALIDATION with the field
 *   named, like every other field problem. Headers need no such check: Node's HTTP parser refuses control
 *   characters in them (a test holds it), and the ones the server reads are mapped or hashed.
 */
async function registerInputGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH)
      throw httpError(414, ERROR_CODES.URI_TOO_LONG, `The URL is longer than ${MAX_URL_LENGTH} characters`)
  })
  app.addHook('preValidation', async (request) => {
    const fields: Record<string, FieldError> = {}
    for (const [context, read] of PARTS) {
      for (const path of controlCharacterPaths(read(request))) {
        const key = path.length > 0 ? path.join('.') : context
        fields[key] ??= FIELD_ERRORS.CONTROL_CHARACTER
      }
    }
    if (Object.keys(fields).length > 0) throw httpError(400, ERROR_CODES.VALIDATION, VALIDATION_MESSAGE, fields)
  })
}

export const inputGuardsPlugin = fp(registerInputGuards, { name: 'fairway-input-guards' })
