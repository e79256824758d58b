/**
 * The live board of one game: the first fetch, then socket.io patches and the worker's diffs merged
 * by version into the query cache (live-sync.ts). Components read the board from here and the
 * per-row change info from row-changes.ts.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { Language } from '../../../workers/live-scores/messages'
import { getApiConfig } from '../config'
import { leaderboardQueryOptions, LEADERBOARD_POLL_MS } from '../games'
import { liveTransports } from './live-config'
import { connectLive, type ConnectionState } from './live-socket'
import { LiveSync } from './live-sync'
import { useRowChangesStore } from './row-changes'
import { createWorkerPort } from './worker-port'

export type { ConnectionState }

/** Update paces a reader can choose; the spec's 3 minutes is the default. */
export const LIVE_PACES_MS = [30_000, 60_000, LEADERBOARD_POLL_MS] as const

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden'

export function useLiveLeaderboard(gameId: number | null, locale: string) {
  const language: Language = locale === 'en' ? 'en' : 'ko'
  const queryClient = useQueryClient()
  const query = useQuery({ ...leaderboardQueryOptions(gameId ?? 0, language), enabled: gameId !== null })
  const [paused, setPaused] = useState(false)
  const [pace, setPace] = useState<number>(LEADERBOARD_POLL_MS)
  const [connection, setConnection] = useState<ConnectionState>('connecting')
  const sync = useRef<LiveSync | null>(null)
  const ready = query.data !== undefined
  const paceMs = paused ? null : pace
  const paceRef = useRef(paceMs)
  paceRef.current = paceMs

  useEffect(() => {
    if (gameId === null || !ready) return
    const transports = liveTransports()
    const record = useRowChangesStore.getState().record
    const live = new LiveSync({
      queryClient,
      gameId,
      language,
      apiBase: new URL(getApiConfig().baseUrl, globalThis.location?.href).href.replace(/\/$/, ''),
      paceMs: paceRef.current,
      hidden: isHidden(),
      worker: createWorkerPort(transports.worker),
      connect: transports.socket ? connectLive : undefined,
      onState: setConnection,
      onApplied: (version, previous, next) => record(gameId, version, previous, next),
    })
    if (!transports.socket) setConnection('offline')
    sync.current = live
    live.start()
    const onVisibility = () => live.setHidden(isHidden())
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      live.stop()
      sync.current = null
      useRowChangesStore.getState().clear(gameId)
    }
  }, [gameId, language, queryClient, ready])

  useEffect(() => {
    sync.current?.setPace(paceMs)
  }, [paceMs])

  // A refetch by the query itself (mount, network back) gives the worker a newer board to diff against.
  useEffect(() => {
    if (query.data) sync.current?.fetched(query.data)
  }, [query.data])

  return {
    query,
    board: query.data,
    connection,
    /** When the version shown arrived (a write to the cache). */
    lastUpdated: query.dataUpdatedAt > 0 ? new Date(query.dataUpdatedAt) : null,
    paused,
    setPaused,
    pace,
    setPace,
  }
}
