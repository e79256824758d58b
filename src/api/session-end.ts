import { clearSession, hasLoginMarker } from '@/lib/storage'
import { sendLogout } from '@/lib/app-bridge'
import { useSessionStore } from '@/stores/session'
import { useSystemStore } from '@/stores/system'

/** True while the member's own logout runs: its 401 (a session already replaced) is no news to them. */
let leaving = false

/**
 * Ends the member's session everywhere the page holds it: stored tokens and marker, the session store,
 * and the host app when embedded (it holds the same tokens). Which failures call this:
 * docs/decisions/0002-session-clearing.md. The login account stays so the login form can offer it.
 * `reason` is the server's code when the server ended the session (another device logged in, the
 * login expired); the shell tells the member why (SessionEndNotice).
 */
export function endSession(reason?: string | number | null): void {
  // The marker, not isLogin: after a reload the session is still being restored when the 401 arrives.
  const hadSession = hasLoginMarker() || useSessionStore.getState().isLogin
  clearSession()
  useSessionStore.getState().signOut()
  if (reason !== undefined && reason !== null && !leaving && hadSession) useSessionStore.getState().setEndNotice(reason)
  if (useSystemStore.getState().isApp) sendLogout()
}

/** Runs the member's own logout; a session ending inside it brings no notice. */
export async function asLeaving<T>(run: () => Promise<T>): Promise<T> {
  leaving = true
  try {
    return await run()
  } finally {
    leaving = false
  }
}
