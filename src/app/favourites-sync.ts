import type { QueryClient } from '@tanstack/react-query'
import { useFavouritesStore } from '@/stores/favourites'
import { useSessionStore } from '@/stores/session'

/**
 * Merges the visitor's favourites into the member's when someone logs in (decision 0031). The merge code
 * (and the call layer it needs) loads only then: most starts have no visitor list to merge.
 */
export function mergeFavouritesOnLogin(
  queryClient: QueryClient,
  load = () => import('@/api/favourites-merge'),
): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (!state.isLogin || previous.isLogin) return
    if (useFavouritesStore.getState().playerIds.length === 0) return
    void load()
      .then(({ mergeVisitorFavourites }) => mergeVisitorFavourites(queryClient))
      .catch(() => {
        // The chunk failed to load (network): the visitor list stays and merges at the next login.
      })
  })
}
