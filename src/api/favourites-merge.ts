/**
 * At login, the hearts a visitor gave in this browser join the member's list on the server (decision
 * 0031), then leave the browser list: after a logout the visitor's list starts empty rather than showing
 * the member's. Loaded on demand by the app when a login happens with a non-empty visitor list.
 */
import type { QueryClient } from '@tanstack/react-query'
import { useFavouritesStore } from '@/stores/favourites'
import { isApiError } from './api-error'
import { addFavourite, favouriteKeys } from './favourites'

/** Sends every visitor favourite; keeps in the browser only those that failed for a reason worth retrying. */
export async function mergeVisitorFavourites(queryClient: QueryClient): Promise<void> {
  const store = useFavouritesStore.getState()
  const ids = store.playerIds
  if (ids.length === 0) return
  const keep: number[] = []
  // One by one, oldest first, so the member's list keeps the visitor's order (newest on top).
  for (const id of ids) {
    // Browser storage can hold anything: only a players.id is sent.
    if (!Number.isSafeInteger(id) || id <= 0) continue
    try {
      await addFavourite(id)
    } catch (error) {
      // A player that no longer exists (404) or a malformed id (400) is dropped; anything else is retried next login.
      const gone = isApiError(error) && error.kind === 'http' && (error.status === 404 || error.status === 400)
      if (!gone) keep.push(id)
    }
  }
  // Hearts given while the merge ran (a member now, so they went to the server) are not in this list.
  useFavouritesStore.getState().setPlayerIds(keep)
  await queryClient.invalidateQueries({ queryKey: favouriteKeys.list() })
}
