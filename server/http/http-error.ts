import { ERROR_CODES, type ErrorCode, type FieldError } from '@contract/errors'

/**
 * The one error type services throw on purpose. The error handler answers it as
 * `{ code, message, fields? }` with its status, even for 5xx (e.g. 503 UNAVAILABLE),
 * because its message was written for the client. Anything else that escapes is a bug
 * and becomes a bare 500 INTERNAL.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, FieldError>,
    /** Seconds the client should wait (429): sent as Retry-After. */
    readonly retryAfterS?: number,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** The message of every 400 VALIDATION: the codes in `fields` say what is wrong with which field. */
export const VALIDATION_MESSAGE = 'Request is not valid'

export function httpError(
  statusCode: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, FieldError>,
): HttpError {
  return new HttpError(statusCode, code, message, fields)
}

/** 429 RATE_LIMITED with Retry-After: a throttle says how long to wait, never why in more detail. */
export function tooManyAttempts(retryAfterS: number, message: string): HttpError {
  return new HttpError(429, ERROR_CODES.RATE_LIMITED, message, undefined, Math.max(1, Math.ceil(retryAfterS)))
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError
}
