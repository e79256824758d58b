import type { QueryClient } from '@tanstack/react-query'

/**
 * Starts a document page's request with the route (and on hover, through the router's preload) without
 * waiting for it: the page shows its skeleton at once and picks up the request in flight. An unknown page is
 * the page's own not-found state. The call layer is imported here, not at the top, to keep zod and the
 * contracts out of the entry chunk.
 */
export function prefetchContentPage(queryClient: QueryClient, slug: string): void {
  if (!/^[A-Za-z][A-Za-z0-9]{1,39}$/.test(slug)) return
  void import('@/api/content').then(({ contentPageQueryOptions }) =>
    queryClient.prefetchQuery(contentPageQueryOptions(slug)),
  )
}
