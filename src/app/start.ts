import { createElement, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { queryKeys } from '@/api/query-keys'
import { activateStoredLanguage } from '@/lib/i18n'
import { hasLoginMarker } from '@/lib/storage'
import { App } from './app'
import { startAppMode } from './app-mode'
import { clearMemberDataOnSessionChange } from './member-cache'
import { mergeFavouritesOnLogin } from './favourites-sync'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'

/**
 * Start-up order: app mode is settled first (inside the native app the profile call must already carry
 * the app's Channel/Device/AppVersion headers, and a 401 on it must reach the host), language loads
 * meanwhile, and both are ready before the first render so neither the wrong language nor the web
 * header flashes. The session check runs on in the background; routes that need it await it.
 */
export async function start(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient()
  clearMemberDataOnSessionChange(queryClient)
  mergeFavouritesOnLogin(queryClient)
  // Visitors without a stored login never download the call layer's schemas on the first load.
  const appModeReady = startAppMode()
  const sessionReady = hasLoginMarker()
    ? appModeReady
        .then(() => import('@/api/session-bootstrap'))
        .then(({ restoreSession }) => restoreSession())
        .then((profile) => {
          if (profile) queryClient.setQueryData(queryKeys.member.profile(), profile)
        })
    : Promise.resolve()
  const router = createAppRouter({ queryClient, sessionReady })
  // The first page's code is fetched while the language loads, not after it: both come before the first
  // paint (the largest paint of a cold load waited on these one after the other). Only code: loaders
  // call the API, which must wait for the app mode's headers.
  const firstPageCode = preloadRouteCode(router)
  await Promise.all([activateStoredLanguage(), appModeReady, firstPageCode])
  createRoot(container).render(createElement(StrictMode, null, createElement(App, { router, queryClient })))
}

/** Loads the code chunks of the routes matching the current URL; a failure is left to the router's render. */
async function preloadRouteCode(router: ReturnType<typeof createAppRouter>): Promise<void> {
  try {
    const matches = router.matchRoutes(router.state.location)
    await Promise.all(
      matches.map((match) => router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])),
    )
  } catch {
    // The router loads the chunk again when it renders and shows its error page if that fails too.
  }
}
