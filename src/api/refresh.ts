/**
 * The token refresh of docs/requirements/api-conventions.md#api-5: one refresh at a time, whatever the number of
 * requests that found their token expired. Every request waiting on it shares the same promise.
 */
import { tokenPairSchema, type TokenPair } from '@contract/auth'
import { sendTokens } from '@/lib/app-bridge'
import { getTokens, setTokens } from '@/lib/storage'
import { useSystemStore } from '@/stores/system'
import { ApiError, CLIENT_ERROR_CODES } from './api-error'
import { endSession } from './session-end'
import { badResponse, httpError, send } from './transport'

export const REFRESH_PATH = '/accessToken'

let inFlight: Promise<TokenPair> | null = null

function refreshError(code: string, message: string): ApiError {
  return new ApiError({ kind: 'http', status: 401, code, message, method: 'POST', url: REFRESH_PATH })
}

async function exchange(stored: TokenPair): Promise<TokenPair> {
  // No Authorization: the pair travels in the body, and an expired bearer would only invite a 401.
  const res = await send('POST', REFRESH_PATH, { body: stored }, null)
  if (!res.ok) {
    if (res.status >= 500) console.error(`[api] token refresh answered ${res.status}`, res.body)
    throw httpError(res)
  }
  const pair = tokenPairSchema.safeParse(res.body)
  if (!pair.success) throw badResponse(res, 'token pair expected')
  return pair.data
}

async function run(): Promise<TokenPair> {
  const stored = getTokens()
  if (!stored) {
    endSession()
    throw refreshError(CLIENT_ERROR_CODES.NO_REFRESH_TOKEN, 'No stored refresh token')
  }
  let pair: TokenPair
  try {
    pair = await exchange(stored)
  } catch (error) {
    // The server's code says why (expired, reused, replaced); a network failure has none to tell.
    endSession(error instanceof ApiError && error.kind === 'http' ? error.code : null)
    throw error
  }
  // The session ended (or another login replaced it) while we waited: storing this pair would bring
  // back a session the member or the server already closed, so it is dropped and nothing more is ended.
  if (getTokens()?.refreshToken !== stored.refreshToken) {
    throw refreshError(CLIENT_ERROR_CODES.SESSION_CHANGED, 'Session changed during the token refresh')
  }
  setTokens(pair)
  if (useSystemStore.getState().isApp) sendTokens(pair)
  return pair
}

/**
 * Exchanges the stored pair for a new one, stores it and hands it to the host app when embedded.
 * On any failure (non-2xx, network, timeout, malformed answer, nothing stored) the session ends once,
 * here, and every waiting request rejects with the same error.
 */
export function refreshTokens(): Promise<TokenPair> {
  inFlight ??= run().finally(() => {
    inFlight = null
  })
  return inFlight
}
