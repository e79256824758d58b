/**
 * The messages between the page and the live-scores worker. Types only, shared by both sides: the
 * page (src/api/live) imports them, the worker imports nothing of the app.
 */
import type { LeaderboardDto, LeaderboardRowPatchDto, LeaderboardState } from '@contract/leaderboard'

export type Language = 'ko' | 'en'

/**
 * The rows that changed from version `from` to `to` (domain/scoring/diff-rows.ts BoardDiff): row
 * patches with only their changed fields (a new player whole), and the board-wide fields only when
 * they changed (absent: keep the held ones).
 */
export interface BoardUpdate {
  gameId: number
  from: number
  to: number
  board?: LeaderboardState | undefined
  rows: LeaderboardRowPatchDto[]
  at: number[]
  size: number
}

export interface PollerConfig {
  /** Absolute URL of the API root, e.g. https://fairway.example/api */
  apiBase: string
  gameId: number
  language: Language
  /** Milliseconds between polls; null = paused. */
  paceMs: number | null
  hidden: boolean
}

export type PageToWorker =
  | { type: 'start'; config: PollerConfig }
  /** The whole board the page holds now (first fetch, a snapshot): the worker diffs against it. */
  | { type: 'held'; board: LeaderboardDto }
  /** A pushed patch the page applied: the worker applies it too so both stay at one version. */
  | { type: 'pushed'; update: BoardUpdate }
  | { type: 'pace'; paceMs: number | null }
  | { type: 'visibility'; hidden: boolean }
  /** Poll at once: after a socket reconnect, or (full) when the page cannot bridge a version gap. */
  | { type: 'poll-now'; full: boolean }
  | { type: 'stop' }

export type WorkerToPage =
  | { type: 'diff'; update: BoardUpdate }
  | { type: 'board'; board: LeaderboardDto }
  /** A poll answered 304: nothing changed (the page may show that it checked). */
  | { type: 'unchanged'; version: number }
  | { type: 'error'; message: string }
