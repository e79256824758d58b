/**
 * Merges the three sources of a game's live board (the first fetch, socket.io patches and the
 * worker's diffs) by version into the TanStack Query cache. The rule (workers/live-scores/
 * board-merge.ts): a change applies only on top of the version it starts from; anything at or
 * below the held version is dropped; a gap makes the worker fetch the whole board.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { LeaderboardDto, LeaderboardPatch, LeaderboardSnapshot } from '@contract/leaderboard'
import { acceptsBoard, keepNames, mergeUpdate } from '../../../workers/live-scores/board-merge'
import type { BoardUpdate, Language, WorkerToPage } from '../../../workers/live-scores/messages'
import { queryKeys } from '../query-keys'
import type { ConnectionState, ConnectLive, LiveConnection } from './live-socket'
import type { WorkerPort } from './worker-port'

export interface LiveSyncOptions {
  queryClient: QueryClient
  gameId: number
  language: Language
  apiBase: string
  paceMs: number | null
  hidden: boolean
  worker: WorkerPort
  /** Absent: no socket (the worker alone keeps the board up to date). */
  connect?: ConnectLive
  onState: (state: ConnectionState) => void
  /** A new version was applied: when, and the rows before and after (for flashes and arrows). */
  onApplied: (version: number, previous: readonly LeaderboardDto['rows'][number][], next: LeaderboardDto['rows']) => void
}

type Source = 'socket' | 'worker'

export class LiveSync {
  private connection: LiveConnection | null = null
  private paused: boolean
  /** The version the worker holds, as far as the page knows. */
  private workerVersion = -1
  /** A pushed row the page had never seen came with a Korean name: the next whole board renames it. */
  private namesPending = false
  private readonly key: ReturnType<typeof queryKeys.games.leaderboard>

  constructor(private readonly options: LiveSyncOptions) {
    this.key = queryKeys.games.leaderboard(options.gameId, options.language)
    this.paused = options.paceMs === null
  }

  held(): LeaderboardDto | undefined {
    return this.options.queryClient.getQueryData<LeaderboardDto>(this.key)
  }

  /** Starts the worker and the socket on top of the board fetched first. */
  start(): void {
    const { worker, gameId, language, apiBase, paceMs, hidden, connect } = this.options
    worker.listen((message) => this.fromWorker(message))
    worker.post({ type: 'start', config: { apiBase, gameId, language, paceMs, hidden } })
    const first = this.held()
    if (first) this.fetched(first)
    if (!connect) return
    this.connection = connect(gameId, {
      version: () => this.held()?.version ?? 0,
      onPatch: (patch) => this.applyUpdate(patch, 'socket'),
      onSnapshot: (snapshot) => this.applySnapshot(snapshot),
      onState: (state) => this.options.onState(state),
      onReconnect: () => {
        if (!this.paused) this.options.worker.post({ type: 'poll-now', full: false })
      },
    })
  }

  stop(): void {
    this.connection?.close()
    this.connection = null
    this.options.worker.post({ type: 'stop' })
    this.options.worker.terminate()
  }

  setPace(paceMs: number | null): void {
    this.paused = paceMs === null
    this.options.worker.post({ type: 'pace', paceMs })
  }

  setHidden(hidden: boolean): void {
    this.options.worker.post({ type: 'visibility', hidden })
  }

  /** A board fetched by the query itself (a refetch): the worker diffs against it from now on. */
  fetched(board: LeaderboardDto): void {
    if (board.version <= this.workerVersion) return
    this.workerVersion = board.version
    this.options.worker.post({ type: 'held', board })
  }

  applyUpdate(update: BoardUpdate | LeaderboardPatch, source: Source): void {
    // Paused, the board stays as the reader left it; resuming polls at once and catches up.
    if (this.paused && source === 'socket') return
    const held = this.held()
    if (!held) return
    const merged = mergeUpdate(held, update, this.options.language, source === 'socket')
    if (merged.kind === 'stale') return
    if (merged.kind === 'gap') {
      this.options.worker.post({ type: 'poll-now', full: true })
      return
    }
    this.write(held, merged.board)
    if (source === 'socket' && this.workerVersion === update.from) this.options.worker.post({ type: 'pushed', update })
    else if (source === 'socket') this.fetched(merged.board)
    this.workerVersion = Math.max(this.workerVersion, update.to)
    if (source === 'socket' && this.options.language !== 'ko' && this.hasNewPlayer(held, update)) {
      this.namesPending = true
      this.options.worker.post({ type: 'poll-now', full: true })
    }
  }

  applySnapshot(snapshot: LeaderboardSnapshot): void {
    if (this.paused) return
    const held = this.held()
    // Snapshots carry Korean names, like patches: keep the names already held in another language.
    const rows = keepNames(snapshot.rows, held?.rows ?? [], this.options.language)
    const board: LeaderboardDto = { gameId: snapshot.gameId, version: snapshot.version, ...snapshot.board, rows }
    if (held && !acceptsBoard(held, board)) return
    this.write(held, board)
    this.fetched(board)
  }

  private fromWorker(message: WorkerToPage): void {
    if (message.type === 'diff') {
      this.workerVersion = Math.max(this.workerVersion, message.update.to)
      this.applyUpdate(message.update, 'worker')
    } else if (message.type === 'board') {
      this.workerVersion = Math.max(this.workerVersion, message.board.version)
      const held = this.held()
      // The board asked for to rename a new player is the held version itself: take it anyway.
      if (this.namesPending && held && message.board.version === held.version) {
        this.namesPending = false
        this.write(held, message.board)
      } else this.replace(held, message.board)
    }
  }

  private hasNewPlayer(held: LeaderboardDto, update: BoardUpdate | LeaderboardPatch): boolean {
    const known = new Set(held.rows.map((row) => row.playerId))
    return update.rows.some((row) => !known.has(row.playerId))
  }

  private replace(held: LeaderboardDto | undefined, board: LeaderboardDto): void {
    if (held && !acceptsBoard(held, board)) return
    this.write(held, board)
  }

  private write(held: LeaderboardDto | undefined, next: LeaderboardDto): void {
    // setQueryData shares structure with the held board: unchanged rows keep their identity.
    const written = this.options.queryClient.setQueryData<LeaderboardDto>(this.key, next)
    if (held && written) this.options.onApplied(written.version, held.rows, written.rows)
  }
}
