import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from '@/routeTree.gen'
import type { RouterContext } from './router-context'

/** `history` is for tests (memory history); the app uses the browser's. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    // The portal's URLs (docs/requirements/content.md#con-5) come both ways (/tours/home/?tourId=12 and
    // /tours/home?tourId=12): keep what arrived.
    trailingSlash: 'preserve',
    defaultPreload: 'intent',
    // Route data lives in TanStack Query, which decides freshness itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
