import { clearSession } from '@/lib/storage'
import { sendLogout } from '@/lib/app-bridge'
import { useSessionStore } from '@/stores/session'
import { useSystemStore } from '@/stores/system'

/**
 * Ends the member's session everywhere the page holds it: stored tokens and marker, the session store,
 * and the host app when embedded (it holds the same tokens). Which failures call this:
 * docs/decisions/0002-session-clearing.md. The login account stays so the login form can offer it.
 */
export function endSession(): void {
  clearSession()
  useSessionStore.getState().signOut()
  if (useSystemStore.getState().isApp) sendLogout()
}
