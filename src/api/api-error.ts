/**
 * The one error the call layer throws. Screens and TanStack Query read `kind` and `status` to decide what
 * the user sees; `code` is the server's stable code (contract/errors.ts) or one of CLIENT_ERROR_CODES.
 */

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted'

/** Codes made up by the client when the server gave none it could read. */
export const CLIENT_ERROR_CODES = {
  /** 2xx answer that does not match its contract schema (or is not JSON when JSON was promised). */
  BAD_RESPONSE: 'BAD_RESPONSE',
  NETWORK: 'NETWORK',
  TIMEOUT: 'TIMEOUT',
  ABORTED: 'ABORTED',
  /** A refresh was needed but no token pair is stored. */
  NO_REFRESH_TOKEN: 'NO_REFRESH_TOKEN',
  /** The session ended or was replaced while a token refresh was running; its result was dropped. */
  SESSION_CHANGED: 'SESSION_CHANGED',
} as const

export interface ApiErrorInit {
  kind: ApiErrorKind
  /** HTTP status; 0 when no answer arrived (network, timeout, aborted). */
  status: number
  code: string | number | null
  message: string
  fields?: Record<string, string>
  /** The answer's body as received (parsed JSON, text or null). */
  body?: unknown
  method: string
  url: string
}

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number
  readonly code: string | number | null
  readonly fields?: Record<string, string>
  readonly body: unknown
  readonly method: string
  readonly url: string

  constructor(init: ApiErrorInit, options?: { cause?: unknown }) {
    super(init.message, options)
    this.kind = init.kind
    this.status = init.status
    this.code = init.code
    this.fields = init.fields
    this.body = init.body ?? null
    this.method = init.method
    this.url = init.url
  }

  /** Copy with a cause attached, e.g. the refresh failure behind a request's 401. */
  withCause(cause: unknown): ApiError {
    return new ApiError(this, { cause })
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * Retry policy for TanStack Query: a 4xx or a malformed answer will fail the same way again, so only
 * network failures, timeouts and 5xx are retried (at most twice).
 */
export function shouldRetryApiError(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false
  if (!isApiError(error)) return false
  if (error.kind === 'network' || error.kind === 'timeout') return true
  return error.kind === 'http' && error.status >= 500
}

// Lets TanStack Query type `error` as ApiError in every useQuery/useMutation of the app.
declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError
  }
}
