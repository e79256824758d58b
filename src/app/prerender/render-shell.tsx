import { createMemoryHistory } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { activateLanguage } from '@/lib/i18n'
import type { Language } from '@/lib/storage'
import { useFavouritesStore } from '@/stores/favourites'
import { useMediaFilterStore } from '@/stores/media-filter'
import { useSessionStore } from '@/stores/session'
import { useSystemStore } from '@/stores/system'
import { useTourStore } from '@/stores/tour'
import { App } from '../app'
import { createQueryClient } from '../query-client'
import { createAppRouter } from '../router'

interface Store<T> {
  setState: (state: T, replace: true) => void
  getInitialState: () => T
}

const STORES = [
  useFavouritesStore,
  useMediaFilterStore,
  useSessionStore,
  useSystemStore,
  useTourStore,
] as unknown as Array<Store<unknown>>

/**
 * The first render of `url` in `language`, as a visitor's cold load paints it before anything is
 * fetched: HTML for scripts/prerender-shells.ts. Every store starts from its initial state, as in a
 * fresh page, whatever the previous render left; then the route's own settings apply (the tour its URL
 * names), as they do in the browser before its first render.
 */
export async function renderShell(url: string, language: Language): Promise<string> {
  for (const store of STORES) store.setState(store.getInitialState(), true)
  await activateLanguage(language)
  const queryClient = createQueryClient()
  const router = createAppRouter(
    { queryClient, sessionReady: Promise.resolve() },
    createMemoryHistory({ initialEntries: [url] }),
  )
  await router.load()
  return renderToString(<App router={router} queryClient={queryClient} />)
}
