/**
 * The live board of one game, whoever fetches its first version: the first fetch (a query the caller
 * chooses), then socket.io patches and the worker's diffs merged by version into the query cache
 * (live-sync.ts). This file imports no schema and no call layer, so the lean broadcast page can use
 * it with a light fetch (src/api/broadcast-board.ts); the portal's useLiveLeaderboard wraps it.
 */
import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { LeaderboardDto } from '@contract/leaderboard'
import type { Language } from '../../../workers/live-scores/messages'
import { getApiConfig } from '../config'
import { liveTransports } from './live-config'
import type { ConnectionState, ConnectLive } from './live-socket'
import { LiveSync, type LiveSyncOptions } from './live-sync'
import type { WorkerPort } from './port'

export type { ConnectionState }

export type BoardQueryOptions<E, K extends QueryKey> = (
  gameId: number,
  language: Language,
) => UseQueryOptions<LeaderboardDto, E, LeaderboardDto, K>

export interface LiveBoardOptions<E = Error, K extends QueryKey = QueryKey> {
  /** The first fetch of the board; its key must be queryKeys.games.leaderboard, the entry the feed writes to. */
  boardQuery: BoardQueryOptions<E, K>
  /** The worker's poll pace at first (null: paused). */
  initialPaceMs: number
  /**
   * Where the poller runs: a worker, or the page's thread (passed in, so a page that never starts the worker never
   * bundles it).
   */
  createPort: () => WorkerPort
  /** The socket transport: socket.io-client (live-socket.ts) or the broadcast page's lean one (live-socket-lean.ts). */
  connect: ConnectLive
  onApplied?: (gameId: number, ...change: Parameters<LiveSyncOptions['onApplied']>) => void
  onStop?: (gameId: number) => void
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden'

export function useLiveBoard<E, K extends QueryKey>(
  gameId: number | null,
  locale: string,
  options: LiveBoardOptions<E, K>,
) {
  const language: Language = locale === 'en' ? 'en' : 'ko'
  const queryClient = useQueryClient()
  const query = useQuery({ ...options.boardQuery(gameId ?? 0, language), enabled: gameId !== null })
  const [paused, setPaused] = useState(false)
  const [pace, setPace] = useState<number>(options.initialPaceMs)
  const [connection, setConnection] = useState<ConnectionState>('connecting')
  const sync = useRef<LiveSync | null>(null)
  const ready = query.data !== undefined
  const paceMs = paused ? null : pace
  const paceRef = useRef(paceMs)
  paceRef.current = paceMs
  // Callbacks by ref: a caller passing new functions each render must not restart the feed.
  const callbacks = useRef(options)
  callbacks.current = options

  useEffect(() => {
    if (gameId === null || !ready) return
    const transports = liveTransports()
    const live = new LiveSync({
      queryClient,
      gameId,
      language,
      apiBase: new URL(getApiConfig().baseUrl, globalThis.location?.href).href.replace(/\/$/, ''),
      paceMs: paceRef.current,
      hidden: isHidden(),
      worker: callbacks.current.createPort(),
      connect: transports.socket ? callbacks.current.connect : undefined,
      onState: setConnection,
      onApplied: (version, previous, next) => callbacks.current.onApplied?.(gameId, version, previous, next),
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
      callbacks.current.onStop?.(gameId)
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
