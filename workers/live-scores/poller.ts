/**
 * The live-scores poller: everything the worker does, with fetch, timers and the page's visibility
 * injected so tests drive it without a worker or a network. It polls the leaderboard at the page's
 * pace (3 minutes by default, docs/requirements/live-scoring.md#ls-15), with `If-None-Match` and `?since=<held
 * version>`, keeps the last board, and posts only what changed (docs/decisions/0015-live-client.md).
 */
import type { LeaderboardDto } from '@contract/leaderboard'
import { isLeaderboard, isLeaderboardSincePatch } from '@contract/leaderboard-guard'
import { diffBoard, same } from '@domain/scoring/diff-rows'
import { acceptsBoard, mergeUpdate } from './board-merge'
import type { BoardUpdate, PollerConfig, WorkerToPage } from './messages'

export interface PollerDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>
  setTimeout: (run: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
  post: (message: WorkerToPage) => void
}

export class LeaderboardPoller {
  private board: LeaderboardDto | null = null
  private etag: string | null = null
  private timer: unknown = null
  private inFlight: Promise<void> | null = null
  /** A poll asked for while one was in flight runs right after it (a reconnect must not be lost). */
  private again: { full: boolean } | null = null
  private stopped = false

  constructor(
    private config: PollerConfig,
    private readonly deps: PollerDeps,
  ) {}

  start(): void {
    this.schedule()
  }

  stop(): void {
    this.stopped = true
    this.cancel()
  }

  /** The page's board (first fetch, snapshot): diffs are computed against it from now on. */
  hold(board: LeaderboardDto): void {
    if (!acceptsBoard(this.board, board)) return
    this.board = board
    this.etag = null
  }

  /** A patch the page applied from the socket: follow it so the next `since` starts there. */
  pushed(update: BoardUpdate): void {
    if (!this.board) return
    const merged = mergeUpdate(this.board, update, this.config.language, true)
    if (merged.kind !== 'applied') return
    this.board = merged.board
    this.etag = null
  }

  setPace(paceMs: number | null): void {
    const resumed = this.config.paceMs === null && paceMs !== null
    this.config = { ...this.config, paceMs }
    // Back from a pause, the board is as old as the pause: bring it up to date at once.
    if (resumed) void this.pollNow(false)
    else this.schedule()
  }

  setHidden(hidden: boolean): void {
    const shown = this.config.hidden && !hidden
    this.config = { ...this.config, hidden }
    if (shown && this.config.paceMs !== null) void this.pollNow(false)
    else this.schedule()
  }

  /** Polls at once. `full` forgets the held board: the answer is the whole board, posted whole. */
  pollNow(full: boolean): Promise<void> {
    if (full) {
      this.board = null
      this.etag = null
    }
    if (this.inFlight) {
      this.again = { full: full || (this.again?.full ?? false) }
      return this.inFlight
    }
    this.cancel()
    this.inFlight = this.poll().finally(() => {
      this.inFlight = null
      const again = this.again
      this.again = null
      if (again && !this.stopped) void this.pollNow(again.full)
      else this.schedule()
    })
    return this.inFlight
  }

  private schedule(): void {
    this.cancel()
    const { paceMs, hidden } = this.config
    if (this.stopped || hidden || paceMs === null || this.inFlight) return
    this.timer = this.deps.setTimeout(() => {
      this.timer = null
      void this.pollNow(false)
    }, paceMs)
  }

  private cancel(): void {
    if (this.timer !== null) this.deps.clearTimeout(this.timer)
    this.timer = null
  }

  private async poll(): Promise<void> {
    const { apiBase, gameId, language } = this.config
    const held = this.board
    const since = held && held.version > 0 ? `?since=${held.version}` : ''
    const headers: Record<string, string> = { Accept: 'application/json', LanguageCode: language }
    if (this.etag && held) headers['If-None-Match'] = this.etag
    let response: Response
    try {
      response = await this.deps.fetch(`${apiBase}/game/${gameId}/leaderboard${since}`, { headers, cache: 'no-store' })
    } catch (error) {
      this.deps.post({ type: 'error', message: error instanceof Error ? error.message : String(error) })
      return
    }
    if (this.stopped) return
    if (response.status === 304) {
      this.deps.post({ type: 'unchanged', version: held?.version ?? 0 })
      return
    }
    if (!response.ok) {
      this.deps.post({ type: 'error', message: `leaderboard answered ${response.status}` })
      return
    }
    this.receive(await response.json().catch(() => null), response.headers.get('ETag'))
  }

  private receive(body: unknown, etag: string | null): void {
    // A structural guard, not the zod schemas: the worker stays small (the broadcast page loads it too).
    if (isLeaderboardSincePatch(body)) {
      const { kind: _kind, ...update } = body
      if (!this.board) return
      const merged = mergeUpdate(this.board, update, this.config.language, false)
      // A patch from below the held version: a push moved us on while the poll was out, so ask since
      // the new version. One that starts at the held version and does not fit means our board went
      // wrong: start again from the whole board.
      if (merged.kind === 'gap') return void (this.again = { full: update.from === this.board.version })
      if (merged.kind === 'stale') return
      this.advance(merged.board, etag)
      return
    }
    if (!isLeaderboard(body)) {
      this.deps.post({ type: 'error', message: 'leaderboard answer breaks its contract' })
      return
    }
    this.advance(body, etag)
  }

  /** Keeps `next` and posts the change from the board held before (or the whole board). */
  private advance(next: LeaderboardDto, etag: string | null): void {
    const previous = this.board
    if (previous && previous.gameId === next.gameId && next.version < previous.version) {
      // Older than what we hold: a slow node, or versions that restarted. The page decides (it asks
      // for one whole-board poll to confirm); until then the worker keeps its board.
      this.deps.post({ type: 'board', board: next })
      return
    }
    if (previous && !acceptsBoard(previous, next)) return
    this.board = next
    this.etag = etag
    if (!previous || previous.gameId !== next.gameId || previous.version === next.version) {
      this.deps.post({ type: 'board', board: next })
      return
    }
    const { rows, at, size } = diffBoard(previous.rows, next.rows)
    const { status, currentRound, finished, cut, playoffHoles, suspension } = next
    const board = { status, currentRound, finished, cut, playoffHoles, suspension }
    const held = {
      status: previous.status,
      currentRound: previous.currentRound,
      finished: previous.finished,
      cut: previous.cut,
      playoffHoles: previous.playoffHoles,
      suspension: previous.suspension,
    }
    // Row patches (changed fields only); the board-wide fields only when they changed.
    this.deps.post({
      type: 'diff',
      update: {
        gameId: next.gameId,
        from: previous.version,
        to: next.version,
        ...(same(held, board) ? {} : { board }),
        rows,
        at,
        size,
      },
    })
  }
}
