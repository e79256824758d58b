/**
 * What the records are computed from: one line per player per tournament, with its rounds. The
 * server builds these from the stored final leaderboards; the shapes follow LeaderboardRow.
 */
import type { FinalResult } from './final-result'

export interface RoundLine {
  round: number
  /** Strokes over the round; only complete (18-hole) rounds count for records. */
  strokes: number | null
  toPar: number | null
  completed: boolean
  /** Birdies only (eagles and better are their own record). */
  birdies: number
}

export interface TournamentLine extends FinalResult {
  /** The stored lines carry players.id as text, as they are keyed here. */
  playerId: string
  name: string
  gameId: string
  gameName: string
  season: number
  /** Last day of the tournament, 'YYYY-MM-DD': orders a career for streaks. */
  endDate: string
  /** False for events without a cut: they neither extend nor break a cut streak. */
  hasCut: boolean
  /** Rounds scheduled; a 72-hole total needs a 4-round event completed. */
  scheduledRounds: number
  /** Official prize money earned, integer won. */
  prize: number
  rounds: readonly RoundLine[]
}
