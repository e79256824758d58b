import type { ErrorCode, FieldError } from '@contract/errors'

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
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export function httpError(
  statusCode: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, FieldError>,
): HttpError {
  return new HttpError(statusCode, code, message, fields)
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError
}
