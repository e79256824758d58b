/**
 * A player's final line in one tournament, as the rankings read it. The scoring engine's
 * LeaderboardRow (domain/scoring/types.ts) already has this shape, so a finished board can be passed
 * as it is, with the tour's own facts (membership, amateur status) added by the caller.
 */
import type { RowStatus } from '../scoring/types'

/**
 * The rankings key players by an opaque id: the server's season lines carry players.id as text, the scoring
 * engine's rows carry it as a number (decision 0049).
 */
export type PlayerKey = string | number

export interface FinalResult {
  playerId: PlayerKey
  /** Competition rank: ties share it and the next rank skips (1, T2, T2, 4). Null for MC and status codes. */
  rank: number | null
  status: RowStatus
}

/**
 * Statuses that earn nothing, even if a rank were somehow attached (WD, RTD, DQ; MC; DNS:
 * docs/requirements/live-scoring.md#ls-6).
 */
const NO_FINISH: ReadonlySet<RowStatus> = new Set<RowStatus>(['MC', 'WD', 'RTD', 'DQ', 'DNS'])

/**
 * True for a player who made the cut (or played a no-cut event) and finished with a rank. 'active'
 * counts too, so the same functions give projected points and money while the last round is played.
 */
export function finishedWithRank<R extends FinalResult>(r: R): r is R & { rank: number } {
  return r.rank !== null && Number.isInteger(r.rank) && r.rank >= 1 && !NO_FINISH.has(r.status)
}

/**
 * How many players share each rank, e.g. a T2 of three players gives 2 → 3. Every ranked finisher
 * counts (members, non-members, amateurs alike): they all occupy places on the board.
 */
export function tieSizes(results: readonly FinalResult[]): Map<number, number> {
  const sizes = new Map<number, number>()
  for (const r of results) {
    if (finishedWithRank(r)) sizes.set(r.rank, (sizes.get(r.rank) ?? 0) + 1)
  }
  return sizes
}

/** a / b rounded half up, for non-negative integers (points are kept in integer hundredths). */
export function divideHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b))
}
