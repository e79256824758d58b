/**
 * The page's parameters live in its URL (a partner copies it), read here without a router: the lean
 * broadcast entry has none. Changing them rewrites the URL in place, so the page itself is the preview.
 */
import { useCallback, useEffect, useState } from 'react'
import { broadcastSearch, parseBroadcastParams, type BroadcastParams } from '../broadcast-params'

const current = () => parseBroadcastParams(new URLSearchParams(globalThis.location?.search ?? ''))

/** `search`: the query string as a router sees it (in-app navigation); else the window's. */
export function useBroadcastParams(search?: string): [BroadcastParams, (next: BroadcastParams) => void] {
  const [params, setParams] = useState<BroadcastParams>(() =>
    search === undefined ? current() : parseBroadcastParams(new URLSearchParams(search)),
  )

  useEffect(() => {
    const onPop = () => setParams(current())
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])

  const update = useCallback((next: BroadcastParams) => {
    // replaceState, not pushState: adjusting a setting is not a page a partner goes back to.
    const url = `${window.location.pathname}${broadcastSearch(next)}${window.location.hash}`
    window.history.replaceState(window.history.state, '', url)
    setParams(next)
  }, [])

  return [params, update]
}
