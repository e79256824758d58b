/**
 * Auth calls (docs/requirements/accounts.md#acc-4). The token refresh is not here: it belongs to the client
 * (refresh.ts).
 */
import { tokenPairSchema, type LoginBody, type TokenPair } from '@contract/auth'
import { sendTokens } from '@/lib/app-bridge'
import { storeLogin } from '@/lib/storage'
import { useSystemStore } from '@/stores/system'
import { api } from './client'
import { asLeaving, endSession } from './session-end'

/**
 * Logs in and stores the pair, the account and the login marker. Sent without a session, so a refused
 * password comes back as a plain 401 ApiError and does not log the host app out. The host gets the new
 * pair when embedded, as after a refresh, because it holds the same session. The shell then calls
 * restoreSession() to fill user info.
 */
export async function login(body: LoginBody, signal?: AbortSignal): Promise<TokenPair> {
  const { data } = await api.post('/login', body, { schema: tokenPairSchema, withSession: false, signal })
  storeLogin(data, body.id)
  if (useSystemStore.getState().isApp) sendTokens(data)
  return data
}

/**
 * Tells the server, then ends the session locally whatever it answered: the member asked to leave and
 * a server that is down must not keep them signed in. Never throws. Navigation is the shell's job.
 */
export async function logout(): Promise<void> {
  try {
    await asLeaving(() => api.post('/logout'))
  } catch {
    // Nothing to show: the local session ends below either way.
  } finally {
    endSession()
  }
}
