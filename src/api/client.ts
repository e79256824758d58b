/**
 * The call layer (docs/requirements/api-conventions.md#api-1, #api-5, #api-11): typed results, one typed ApiError,
 * session handling. It never shows popups or navigates; screens decide what the user sees. Which failures end the
 * session: docs/decisions/0002-session-clearing.md.
 */
import type { ZodType } from 'zod'
import { ERROR_CODES } from '@contract/error-codes'
import { getAccessToken } from '@/lib/storage'
import type { ApiError } from './api-error'
import { refreshTokens } from './refresh'
import { endSession } from './session-end'
import { badResponse, httpError, send, type HttpMethod, type RawResponse, type SendOptions } from './transport'

export { configureApiClient, resetApiClient, DEFAULT_TIMEOUT_MS } from './config'
export { ApiError, isApiError, shouldRetryApiError, CLIENT_ERROR_CODES, type ApiErrorKind } from './api-error'
export type { QueryParams } from './query-string'

/** docs/requirements/api-conventions.md#api-4: the benefit application upload (multipart) waits at most 6000 ms. */
export const BENEFIT_UPLOAD_TIMEOUT_MS = 6000

export interface ApiResponse<T> {
  status: number
  data: T
}

export interface RequestOptions<T> extends Omit<SendOptions, 'body'> {
  /** Contract schema of the answer; a mismatch becomes ApiError code BAD_RESPONSE. */
  schema?: ZodType<T>
  /**
   * False for calls made without a session (login): no Authorization, and a 401 is passed on as it is
   * instead of refreshing or ending a session (a wrong password must not log the host app out).
   */
  withSession?: boolean
}

export interface BodyRequestOptions<T> extends RequestOptions<T> {
  body?: unknown
}

function isTokenExpired(error: ApiError): boolean {
  // Compared as text: -1001 may arrive as a number or as "-1001".
  return String(error.code) === String(ERROR_CODES.TOKEN_EXPIRED)
}

/** The token to repeat an expired request with, or a throw after the session has ended. */
async function tokenForRetry(error: ApiError, sentToken: string | null): Promise<string> {
  if (!isTokenExpired(error)) {
    endSession(error.code)
    throw error
  }
  // A refresh finished (or a login happened) after this request left: repeat with that token.
  const stored = getAccessToken()
  if (stored && stored !== sentToken) return stored
  // The session ended after this request left (a failed refresh, a logout): nothing left to end.
  if (!stored) throw error
  try {
    return (await refreshTokens()).accessToken
  } catch (cause) {
    throw error.withCause(cause)
  }
}

function finish<T>(res: RawResponse, schema: ZodType<T> | undefined): ApiResponse<T> {
  if (!res.ok) {
    const error = httpError(res)
    if (res.status >= 500) console.error(`[api] ${res.method} ${res.url} answered ${res.status}`, res.body)
    throw error
  }
  if (res.malformed) throw badResponse(res, 'invalid JSON')
  if (!schema) return { status: res.status, data: res.body as T }
  const parsed = schema.safeParse(res.body)
  if (!parsed.success) {
    console.error(`[api] ${res.method} ${res.url}: answer breaks its contract`, parsed.error.issues)
    throw badResponse(res, parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '))
  }
  return { status: res.status, data: parsed.data }
}

export async function request<T = unknown>(
  method: HttpMethod,
  path: string,
  options: BodyRequestOptions<T> = {},
): Promise<ApiResponse<T>> {
  const { schema, withSession = true, ...sendOptions } = options
  const sentToken = withSession ? getAccessToken() : null
  let res = await send(method, path, sendOptions, sentToken)
  // A 401 to a request sent without a token is a visitor reaching a member call: there is no session to
  // refresh or end, and telling an embedding app to log out would sign out its own native session.
  if (res.status === 401 && sentToken !== null) {
    const token = await tokenForRetry(httpError(res), sentToken)
    // Repeated once, same method and body; a second 401 means the new token is refused too.
    res = await send(method, path, sendOptions, token)
    if (res.status === 401) {
      const refused = httpError(res)
      endSession(refused.code)
      throw refused
    }
  }
  return finish(res, schema)
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    request<T>('PATCH', path, { ...options, body }),
  /** DELETE may carry a body (DELETE /lesson/instructor/{id} does) and filters in `query`. */
  delete: <T = unknown>(path: string, options?: BodyRequestOptions<T>) => request<T>('DELETE', path, options),
}
