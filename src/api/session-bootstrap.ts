/**
 * Start-up login state (docs/requirements/accounts.md#acc-8): signed in only when a stored login marker exists AND the
 * profile fetch returns data.
 */
import type { Profile } from '@contract/member'
import { hasLoginMarker } from '@/lib/storage'
import { useSessionStore } from '@/stores/session'
import { isApiError } from './api-error'
import { getProfile } from './member'
import { endSession } from './session-end'

let pending: Promise<Profile | null> | null = null

/**
 * Whether a failure says the stored session is unusable. A network failure, timeout or 5xx says nothing
 * about it: the marker stays so the next start tries again (the member is shown signed out meanwhile).
 * 401s have already been handled by the client (refresh, or the session ended there).
 */
function invalidatesMarker(error: unknown): boolean {
  if (!isApiError(error)) return true
  if (error.kind !== 'http') return false
  return error.status < 500
}

async function run(): Promise<Profile | null> {
  if (!hasLoginMarker()) return null
  try {
    const profile = await getProfile()
    useSessionStore.getState().signIn({ id: profile.id, name: profile.name, memberClass: profile.memberClass })
    return profile
  } catch (error) {
    // An unusable session ends everywhere, the host app included (it holds the same tokens), unless
    // the client already ended it on a 401 (the marker is then gone) and told the host once.
    if (invalidatesMarker(error) && hasLoginMarker()) endSession()
    else useSessionStore.getState().signOut()
    return null
  }
}

/**
 * Call once at start (and after login()). Resolves to the profile, which the shell may seed into the
 * query cache under queryKeys.member.profile(), or null when signed out. Never throws. Concurrent calls
 * (React StrictMode runs effects twice) share one fetch.
 */
export function restoreSession(): Promise<Profile | null> {
  pending ??= run().finally(() => {
    pending = null
  })
  return pending
}
