/**
 * The broadcast page's own entry (broadcast.html; docs/decisions/0020-broadcast-page.md). Partners put
 * it on air and on venue screens, and it must load in ≤ 100 KB of JavaScript: React, a QueryClient and
 * Lingui, no router, no call layer, no zod. Language: `lang` in the URL, else the portal's stored
 * choice, else Korean; a broadcast never writes the choice back (it runs on the partner's machine).
 */
import { createElement, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { parseBroadcastParams } from '@/features/broadcast/broadcast-params'
import { activateBroadcastLanguage, broadcastLanguage } from '@/features/broadcast/broadcast-language'
import { prefetchBroadcastBoard } from '@/features/broadcast/prefetch-board'
import { BroadcastApp } from './broadcast-app'
import { createBroadcastQueryClient } from './broadcast-query-client'

async function startBroadcast(container: HTMLElement): Promise<void> {
  const params = parseBroadcastParams(new URLSearchParams(window.location.search))
  const queryClient = createBroadcastQueryClient()
  // The board's reads go out now, in parallel with the catalog, not after the first render.
  const language = broadcastLanguage(params.lang)
  prefetchBroadcastBoard(queryClient, params, language)
  await activateBroadcastLanguage(language)
  createRoot(container).render(createElement(StrictMode, null, createElement(BroadcastApp, { queryClient })))
}

const container = document.getElementById('root')
if (!container) throw new Error('broadcast.html has no #root element')
void startBroadcast(container)
