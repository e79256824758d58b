import { createElement, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { queryKeys } from '@/api/query-keys'
import { activateStoredLanguage } from '@/lib/i18n'
import { hasLoginMarker } from '@/lib/storage'
import { App } from './app'
import { startAppMode } from './app-mode'
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
  await Promise.all([activateStoredLanguage(), appModeReady])
  const router = createAppRouter({ queryClient, sessionReady })
  createRoot(container).render(createElement(StrictMode, null, createElement(App, { router, queryClient })))
}
