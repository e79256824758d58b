/**
 * The shapes the scoring engine reads and writes. Pure data: the server maps database rows to
 * {@link TournamentInput}; the engine returns a {@link Leaderboard}, which contract/leaderboard.ts
 * describes for the API and the socket feed.
 */

/** A player's standing in the field, as recorded by officials. */
export type EntryStatus = 'active' | 'WD' | 'RTD' | 'DQ' | 'DNS'

/** What the leaderboard shows in its status column. */
export type RowStatus = 'active' | 'finished' | 'MC' | 'WD' | 'RTD' | 'DQ' | 'DNS'

/** "Top N and ties after round K" (the association uses top 60). `ties: false` cuts exactly at N. */
export interface CutRule {
  afterRound: number
  top: number
  ties: boolean
}

export interface RoundCard {
  round: number
  /** 1 or 10: the leaderboard marks a 10th-tee start. */
  startHole: 1 | 10
  /** Local tee time 'HH:MM' (Asia/Seoul), shown in `thru` before the first hole. */
  teeTime: string | null
  /** 18 entries, index = hole number - 1; null = not played (yet, or ever for WD/RTD/DQ). */
  scores: ReadonlyArray<number | null>
}

export interface EntryInput {
  /** players.id: a number, as every id of the API (decision 0049). */
  playerId: number
  externalId: string | null
  name: string
  country: string
  amateur: boolean
  status: EntryStatus
  rounds: readonly RoundCard[]
}

export interface PlayoffInput {
  /** Hole numbers played in order (e.g. [18, 18, 17]). */
  holes: readonly number[]
  /** Strokes per playoff hole for each player in the playoff; null = not played (eliminated earlier). */
  scores: Readonly<Record<string, ReadonlyArray<number | null>>>
  /** Set once the playoff has a winner. */
  winnerId: number | null
}

export interface TournamentInput {
  gameId: number
  /** 18 pars, index = hole number - 1. */
  pars: readonly number[]
  /** Rounds scheduled (usually 4; 2 or 3 for some events). */
  rounds: number
  /** The round in play, or the last round when the tournament is over. */
  currentRound: number
  cut: CutRule | null
  /** True once officials closed the last round (then positions are final and `thru` shows F). */
  finished: boolean
  playoff: PlayoffInput | null
  entries: readonly EntryInput[]
}

export interface RoundResult {
  round: number
  /** Strokes over the holes played in that round; null when no hole was played. */
  strokes: number | null
  /** To par over the holes played; null when no hole was played. */
  toPar: number | null
}

export interface LeaderboardRow {
  playerId: number
  externalId: string | null
  name: string
  country: string
  amateur: boolean
  /**
   * Display position: '1', 'T2', 'MC', 'WD', 'RTD', 'DQ', 'DNS'; '-' for an active player with no hole played yet
   * (unranked).
   */
  position: string
  /** Numeric rank (ties share it); null for MC and status codes. */
  rank: number | null
  status: RowStatus
  /** Total strokes over all holes played. */
  total: number | null
  /** To par over all holes played ('E' is 0). */
  toPar: number | null
  /** To par in the current round; null before the player's first hole of it. */
  today: number | null
  /**
   * 'F' finished the round, '9' holes played, '9*' (the marker) started on the 10th, '08:30' tee time before starting
   * ('08:30*' off the 10th).
   */
  thru: string | null
  startHole: 1 | 10
  rounds: RoundResult[]
  /** Strokes on each playoff hole, for players in the playoff. */
  playoff: Array<number | null> | null
}

export interface CutLine {
  afterRound: number
  top: number
  /** To-par score that makes the cut (the score of the last player in), null when not computable yet. */
  line: number | null
  /** True during the cut round (the line moves as scores come in). */
  projected: boolean
}

export interface Leaderboard {
  gameId: number
  currentRound: number
  finished: boolean
  cut: CutLine | null
  /** Playoff holes in order, when a playoff was played or is in progress. */
  playoffHoles: number[] | null
  rows: LeaderboardRow[]
}
