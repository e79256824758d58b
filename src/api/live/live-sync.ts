/**
 * Merges the three sources of a game's live board (the first fetch, socket.io patches and the
 * worker's diffs) by version into the TanStack Query cache. The rule (workers/live-scores/
 * board-merge.ts): a change applies only on top of the version it starts from; anything at or
 * below the held version is dropped; a patch that arrives ahead of the one before it waits briefly for
 * it (another node's publish may be late) and then the worker polls since the held version; a patch
 * that starts at the held version but does not fit makes the worker fetch the whole board. A whole
 * board older than the held one (the server's versions restarted, e.g. a reseeded demo) is confirmed
 * by one whole-board poll and then believed, so an open page never freezes on versions that no longer
 * exist.
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
  onApplied: (
    version: number,
    previous: readonly LeaderboardDto['rows'][number][],
    next: LeaderboardDto['rows'],
  ) => void
}

type Source = 'socket' | 'worker'
type Update = BoardUpdate | LeaderboardPatch

/** How long a pushed patch that skips a version waits for the missing one before the worker polls. */
export const REORDER_WAIT_MS = 1_000

export class LiveSync {
  private connection: LiveConnection | null = null
  private paused: boolean
  /** The version the worker holds, as far as the page knows. */
  private workerVersion = -1
  /** A pushed row the page had never seen came with a Korean name: the next whole board renames it. */
  private namesPending = false
  /** Pushed patches that arrived ahead of a missing version, by the version they start from. */
  private readonly ahead = new Map<number, Update>()
  private aheadTimer: ReturnType<typeof setTimeout> | null = null
  /** A whole board older than the held one was seen; the whole-board poll asked for decides. */
  private olderSeen = false
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
    this.clearAhead()
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

  applyUpdate(update: Update, source: Source): void {
    // Paused, the board stays as the reader left it; resuming polls at once and catches up.
    if (this.paused && source === 'socket') return
    const held = this.held()
    if (!held) return
    const merged = mergeUpdate(held, update, this.options.language, source === 'socket')
    if (merged.kind === 'stale') return
    if (merged.kind === 'gap') return this.bridge(held, update, source)
    this.write(held, merged.board)
    if (source === 'socket' && this.workerVersion === update.from) this.options.worker.post({ type: 'pushed', update })
    else if (source === 'socket') this.fetched(merged.board)
    this.workerVersion = Math.max(this.workerVersion, update.to)
    if (source === 'socket' && this.options.language !== 'ko' && this.hasNewPlayer(held, update))
      this.renameFromWholeBoard()
    this.applyAhead()
  }

  /** A change that does not start at the held version. */
  private bridge(held: LeaderboardDto, update: Update, source: Source): void {
    if (source === 'socket' && update.from > held.version) {
      // Concurrent writers (or two nodes) may publish out of order: wait a moment for the missing one.
      this.ahead.set(update.from, update)
      this.aheadTimer ??= setTimeout(() => {
        this.aheadTimer = null
        this.ahead.clear()
        this.options.worker.post({ type: 'poll-now', full: false })
      }, REORDER_WAIT_MS)
      return
    }
    // Overlapping the held version (a since-poll asks the server for exactly the rest), or a change
    // that starts at the held version and does not fit (the held board went wrong: start again whole).
    const overlapping = source === 'socket' && update.from < held.version
    this.options.worker.post({ type: 'poll-now', full: !overlapping })
  }

  /** Applies the pushed patches that were waiting for the version now held. */
  private applyAhead(): void {
    if (this.ahead.size === 0) return
    const version = this.held()?.version ?? 0
    for (const from of this.ahead.keys()) if (from < version) this.ahead.delete(from)
    const next = this.ahead.get(version)
    if (next) {
      this.ahead.delete(version)
      this.applyUpdate(next, 'socket')
    }
    if (this.ahead.size === 0) this.clearAhead()
  }

  private clearAhead(): void {
    if (this.aheadTimer !== null) clearTimeout(this.aheadTimer)
    this.aheadTimer = null
    this.ahead.clear()
  }

  /** Pushed rows of players never seen came with Korean names: the whole board in this language renames them. */
  private renameFromWholeBoard(): void {
    this.namesPending = true
    this.options.worker.post({ type: 'poll-now', full: true })
  }

  applySnapshot(snapshot: LeaderboardSnapshot): void {
    if (this.paused) return
    const held = this.held()
    // Snapshots carry Korean names, like patches: keep the names already held in another language.
    const rows = keepNames(snapshot.rows, held?.rows ?? [], this.options.language)
    const board: LeaderboardDto = { gameId: snapshot.gameId, version: snapshot.version, ...snapshot.board, rows }
    if (held && this.isOlder(held, board)) return this.confirmOlder()
    if (held && !acceptsBoard(held, board)) return
    this.write(held, board)
    this.fetched(board)
    if (this.options.language !== 'ko' && held && this.hasNewPlayer(held, snapshot)) this.renameFromWholeBoard()
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
    } else {
      // The confirming poll failed or found nothing new: the next older board must be confirmed again.
      this.olderSeen = false
    }
  }

  /** A whole board from the same game with a lower version than the one held. */
  private isOlder(held: LeaderboardDto, board: LeaderboardDto): boolean {
    return held.gameId === board.gameId && board.version < held.version
  }

  /**
   * The server answered an older version than the page holds: a slow node, or versions that restarted.
   * One whole-board poll decides; if it is older too, the server's versions restarted and its board is
   * the truth.
   */
  private confirmOlder(): void {
    this.olderSeen = true
    this.options.worker.post({ type: 'poll-now', full: true })
  }

  private hasNewPlayer(held: LeaderboardDto, update: Pick<Update, 'rows'>): boolean {
    const known = new Set(held.rows.map((row) => row.playerId))
    return update.rows.some((row) => !known.has(row.playerId))
  }

  private replace(held: LeaderboardDto | undefined, board: LeaderboardDto): void {
    if (held && this.isOlder(held, board)) {
      if (!this.olderSeen) return this.confirmOlder()
      // Confirmed: the worker holds this board already (its whole-board poll); start over from it.
      this.olderSeen = false
      this.clearAhead()
      this.workerVersion = board.version
      this.write(held, board)
      return
    }
    this.olderSeen = false
    if (held && !acceptsBoard(held, board)) return
    this.write(held, board)
  }

  private write(held: LeaderboardDto | undefined, next: LeaderboardDto): void {
    // setQueryData shares structure with the held board: unchanged rows keep their identity.
    const written = this.options.queryClient.setQueryData<LeaderboardDto>(this.key, next)
    if (held && written) this.options.onApplied(written.version, held.rows, written.rows)
  }
}
