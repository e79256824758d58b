import type { BoardEntry } from './board-entry'
import { positionLabel } from './ranking'
import type { PlayoffInput, TournamentInput } from './types'

/** The last playoff hole a player played (1-based); 0 when none. */
function holesSurvived(scores: ReadonlyArray<number | null> | undefined): number {
  if (!scores) return 0
  for (let i = scores.length - 1; i >= 0; i--) if (scores[i] !== null && scores[i] !== undefined) return i + 1
  return 0
}

/**
 * A playoff belongs on the board once regulation play is over (officials closed the last round, or
 * every ranked player completed every round: scorers may open the playoff before the event is closed)
 * and more than one player shares first place.
 */
function playoffApplies(ranked: readonly BoardEntry[], input: TournamentInput): boolean {
  if (!input.playoff || ranked.length < 2 || ranked[1]!.row.rank !== 1) return false
  return input.finished || (input.currentRound >= input.rounds && ranked.every((e) => e.complete))
}

/**
 * Orders the finished playoff: the winner first; every other player by the playoff hole they lost on,
 * later first (survived longer), players who lost on the same hole sharing a position. So a three-way
 * playoff decided hole by hole reads 1, 2, 3, and one where two lose on the first hole reads 1, T2, T2.
 */
function rankPlayoff(leaders: BoardEntry[], playoff: PlayoffInput): BoardEntry[] {
  const standing = new Map<BoardEntry, number>(
    leaders.map((e) => [
      e,
      e.row.playerId === playoff.winnerId ? Number.POSITIVE_INFINITY : holesSurvived(playoff.scores[e.row.playerId]),
    ]),
  )
  // Stable sort: players level in the playoff keep their board order.
  const ordered = [...leaders].sort((a, b) => standing.get(b)! - standing.get(a)!)
  const counts = new Map<number, number>()
  for (const s of standing.values()) counts.set(s, (counts.get(s) ?? 0) + 1)
  let rank = 0
  ordered.forEach((e, i) => {
    if (i === 0 || standing.get(e) !== standing.get(ordered[i - 1]!)) rank = i + 1
    e.row.rank = rank
    e.row.position = positionLabel(rank, counts.get(standing.get(e)!)! > 1)
  })
  return ordered
}

/**
 * Applies the playoff to the ranked entries (sorted, ranked) in place and returns the playoff holes,
 * or null when there is no playoff to show. While it is in progress (no winner yet) the players keep
 * 'T1' and show their playoff strokes. Players behind keep their competition rank, which already
 * counts everyone in the playoff (a three-way playoff for first is followed by '4' or 'T4').
 */
export function applyPlayoff(ranked: BoardEntry[], input: TournamentInput): number[] | null {
  const playoff = input.playoff
  if (!playoff || !playoffApplies(ranked, input)) return null
  let count = 0
  while (count < ranked.length && ranked[count]!.row.rank === 1) count++
  const leaders = ranked.slice(0, count)
  for (const e of leaders) {
    const scores = playoff.scores[e.row.playerId]
    e.row.playoff = scores ? [...scores] : playoff.holes.map(() => null)
  }
  // A winner who is not among the leaders is a data-entry slip: show the playoff as still in progress.
  if (playoff.winnerId !== null && leaders.some((e) => e.row.playerId === playoff.winnerId)) {
    ranked.splice(0, count, ...rankPlayoff(leaders, playoff))
  }
  return [...playoff.holes]
}
