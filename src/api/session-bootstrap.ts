/**
 * Start-up login state (api.md §4): signed in only when a stored login marker exists AND the profile
 * fetch returns data.
 */
import type { Profile } from '@contract/member'
import { clearSession, hasLoginMarker } from '@/lib/storage'
import { useSessionStore } from '@/stores/session'
import { isApiError } from './api-error'
import { getProfile } from './member'

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
    if (invalidatesMarker(error)) clearSession()
    useSessionStore.getState().signOut()
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
