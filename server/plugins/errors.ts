import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@contract/errors'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { isHttpError, VALIDATION_MESSAGE } from '../http/http-error'
import { validationFields } from '../http/validation-fields'

/** Codes for 4xx errors raised by Fastify itself or its plugins (bad JSON, body too large, ...). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.BAD_REQUEST,
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  409: ERROR_CODES.CONFLICT,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  429: ERROR_CODES.RATE_LIMITED,
}

const INTERNAL: ErrorBody = { code: ERROR_CODES.INTERNAL, message: 'Internal server error' }

function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body
    case 'querystring':
      return request.query
    case 'params':
      return request.params
    case 'headers':
      return request.headers
    default:
      return undefined
  }
}

/** The JSON 404 every unknown /api route (and any non-page miss) answers with. */
export function notFoundBody(request: FastifyRequest): ErrorBody {
  return { code: ERROR_CODES.NOT_FOUND, message: `Route ${request.method} ${request.url.split('?')[0]} not found` }
}

/**
 * The one error handler: every 4xx is `{code, message, fields?}` (contract/errors.ts), which the
 * client translates by `code`; unexpected errors are logged in full and answered as a bare
 * 500 INTERNAL so no stack, SQL or path ever reaches a browser.
 */
async function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body'
      const fields = validationFields(error.validation, requestPart(request, context), context)
      return reply
        .code(400)
        .send({ code: ERROR_CODES.VALIDATION, message: VALIDATION_MESSAGE, fields } satisfies ErrorBody)
    }
    if (isHttpError(error)) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'request failed')
      const body: ErrorBody = {
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      }
      if (error.retryAfterS !== undefined) void reply.header('retry-after', String(error.retryAfterS))
      return reply.code(error.statusCode).send(body)
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ code: CODE_BY_STATUS[status] ?? ERROR_CODES.BAD_REQUEST, message: error.message } satisfies ErrorBody)
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send(INTERNAL)
  })
}

export const errorsPlugin = fp(registerErrorHandler, { name: 'fairway-errors' })
