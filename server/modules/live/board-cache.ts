import type { LeaderboardPatch, LeaderboardSnapshot, LeaderboardState } from '@contract/leaderboard'
import { applyBoardDiff } from '@domain/scoring/diff-rows'
import type { AppDb } from '../../db/database'
import type { Clock } from '../auth/clock'
import {
  boardHead,
  KEPT_VERSIONS,
  loadBoardVersions,
  storedVersion,
  type StoredVersion,
} from '../games/leaderboard-versions'

/** How long a node trusts its cached version before asking the database again (docs/decisions/0043). */
export const VERSION_CHECK_MS = 1000
/** Games whose boards a node keeps: a few are live at once; one more evicts the least recently joined. */
export const CACHED_GAMES = 32

/** A catch-up worked out once for every joiner holding the same version; `deflated` once one asks for it. */
export type CatchUp = (
  | { kind: 'patch'; message: LeaderboardPatch }
  | { kind: 'snapshot'; message: LeaderboardSnapshot }
) & {
  deflated?: string
}

/** What this node knows of a game's board: its newest version, and what catch-ups to it were worked out. */
export interface CachedBoard {
  gameId: number
  /** 0 when the game has no stored version (or does not exist): joins then get nothing. */
  version: number
  status: LeaderboardState['status']
  latest: StoredVersion | null
  /** Versions before `latest` this node saw (rows shared with later versions where unchanged). */
  earlier: Map<number, StoredVersion>
  /** Catch-ups to `version`, by the version they start from (0: the whole board); see sync.ts. */
  answers: Map<number, Promise<CatchUp>>
  /** When the database last confirmed `version` (or this node committed it), on the app's clock. */
  checkedAt: number
}

/** The whole board's fields of a stored version with its status (what a snapshot and a patch carry). */
export const stateOf = (board: CachedBoard): LeaderboardState => ({
  status: board.status,
  ...board.latest!.meta,
  suspension: board.latest!.meta.suspension ?? null,
})

/** A row or meta as jsonb returns it (no undefined fields), so cached and stored versions compare alike. */
const asStored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

/**
 * The newest board of each watched game, per node, so a `join` costs no database read: loaded once (with
 * the version the first joiner holds, in one statement), followed in memory through every version this
 * process commits (version-commits.ts), and checked against the database at most once per
 * VERSION_CHECK_MS, which is how a node learns of versions other nodes (or an import) stored.
 */
export class LiveBoardCache {
  private readonly boards = new Map<number, CachedBoard>()
  private readonly loading = new Map<number, Promise<CachedBoard>>()

  constructor(
    private readonly db: AppDb,
    private readonly now: Clock,
  ) {}

  /** The board, loaded or checked when missing or older than VERSION_CHECK_MS; one read at a time per game. */
  async board(gameId: number, held: number): Promise<CachedBoard> {
    const cached = this.boards.get(gameId)
    if (cached && this.now().getTime() - cached.checkedAt < VERSION_CHECK_MS) {
      this.boards.delete(gameId)
      this.boards.set(gameId, cached)
      return cached
    }
    let pending = this.loading.get(gameId)
    if (!pending) {
      pending = this.refresh(gameId, cached, held).finally(() => this.loading.delete(gameId))
      this.loading.set(gameId, pending)
    }
    return pending
  }

  /** A version before the board's latest: from memory when this node saw it, else from the database. */
  async earlier(board: CachedBoard, version: number): Promise<StoredVersion | null> {
    return board.earlier.get(version) ?? storedVersion(this.db, board.gameId, version)
  }

  /** Drops what is cached of a game: the next join reads it again. */
  forget(gameId: number): void {
    this.boards.delete(gameId)
  }

  /** Follows a version committed in this process; a patch that does not fit drops the game (reloaded on demand). */
  committed(patch: LeaderboardPatch): void {
    const board = this.boards.get(patch.gameId)
    if (!board || patch.to <= board.version) return
    const base = board.latest?.rows ?? []
    const rows = patch.from === board.version ? applyBoardDiff(base, patch) : null
    const state = patch.board ?? (board.latest ? stateOf(board) : undefined)
    if (!rows || !state) {
      this.boards.delete(patch.gameId)
      return
    }
    const unchanged = new Set(base)
    const { status, ...meta } = state
    if (board.latest) board.earlier.set(board.version, board.latest)
    for (const version of board.earlier.keys()) if (version <= patch.to - KEPT_VERSIONS) board.earlier.delete(version)
    this.store({
      ...board,
      version: patch.to,
      status,
      latest: {
        version: patch.to,
        rows: rows.map((row) => (unchanged.has(row) ? row : asStored(row))),
        meta: asStored(meta),
      },
      answers: new Map(),
      checkedAt: this.now().getTime(),
    })
  }

  private async refresh(gameId: number, cached: CachedBoard | undefined, held: number): Promise<CachedBoard> {
    if (cached) {
      const head = await boardHead(this.db, gameId)
      if (head && (head.version ?? 0) === cached.version && head.status === cached.status) {
        // A version committed here during the read replaced the cached board: that one is newer.
        const current = this.boards.get(gameId)
        if (current && current !== cached) return current
        cached.checkedAt = this.now().getTime()
        this.store(cached)
        return cached
      }
    }
    const checkedAt = this.now().getTime()
    const loaded = await loadBoardVersions(this.db, gameId, held)
    const board: CachedBoard = {
      gameId,
      version: loaded?.latest?.version ?? 0,
      status: loaded?.status ?? 2,
      latest: loaded?.latest ?? null,
      earlier: new Map(loaded?.held && loaded.held !== loaded.latest ? [[loaded.held.version, loaded.held]] : []),
      answers: new Map(),
      checkedAt,
    }
    // A version committed here while the read was on its way is newer than what the read saw.
    const current = this.boards.get(gameId)
    if (current && current !== cached && current.version >= board.version) return current
    this.store(board)
    return board
  }

  private store(board: CachedBoard): void {
    this.boards.delete(board.gameId)
    this.boards.set(board.gameId, board)
    if (this.boards.size > CACHED_GAMES) this.boards.delete(this.boards.keys().next().value!)
  }
}
