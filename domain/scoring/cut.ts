import { CUT_COUNTBACK_HOLES } from './constants'
import { compareByName, compareTuples } from './compare'
import { toParThrough, type PlayerTally } from './player-tally'
import { cardOf, strokesOver } from './round-tally'
import type { CutLine, CutRule, TournamentInput } from './types'

export interface CutOutcome {
  line: CutLine
  /** Active players outside the cut; empty while the line is only projected. */
  missed: ReadonlySet<number>
}

interface Candidate {
  tally: PlayerTally
  /** To par after round K (or so far, while projecting). */
  score: number | null
}

/**
 * Who competes for a place: every active player, and anyone who completed round K before withdrawing
 * or retiring. Those keep the place they earned, so a withdrawal in round 3 never pulls a missed-cut
 * player back into the field on the next recomputation. A disqualification voids the player's score,
 * so a DQ counts only when it came after the cut, which the input shows by scores after round K (a
 * wrong card signed at the end of round K must not take a place). DNS never played, so never counts.
 */
function inCutField(tally: PlayerTally, afterRound: number): boolean {
  const { status } = tally.entry
  if (status === 'active') return true
  if (status === 'DNS') return false
  const completedCutRound = tally.rounds[afterRound - 1]?.complete ?? false
  if (status !== 'DQ') return completedCutRound
  return completedCutRound && tally.rounds.slice(afterRound).some((r) => r.holesScored > 0)
}

/**
 * The cut is final once officials closed round K: the tournament moved on to the next round, or the event is over.
 * Until then the line stays projected, even when every active player has holed out, because officials may still
 * correct a card or suspend play (docs/requirements/officials.md#of-6).
 */
function cutIsFinal(input: TournamentInput, afterRound: number): boolean {
  return input.currentRound > afterRound || input.finished
}

/** Countback key of a completed round K: its to par, then the last 9/6/3/1 holes by hole number. */
function countbackKey(candidate: Candidate, rule: CutRule): number[] {
  const card = cardOf(candidate.tally.entry.rounds, rule.afterRound)
  const roundToPar = candidate.tally.rounds[rule.afterRound - 1]?.toPar ?? Number.POSITIVE_INFINITY
  return [roundToPar, ...CUT_COUNTBACK_HOLES.map((holes) => strokesOver(card, holes))]
}

/**
 * Orders the scored candidates best first. With ties the line only needs the N-th score; without,
 * places are exact, so level players are separated by countback ({@link CUT_COUNTBACK_HOLES}).
 */
function rankCandidates(candidates: Candidate[], rule: CutRule, final: boolean): Candidate[] {
  const scored = candidates.filter((c) => c.score !== null)
  if (rule.ties || !final) return scored.sort((a, b) => a.score! - b.score!)
  const keys = new Map(scored.map((c) => [c, countbackKey(c, rule)]))
  return scored.sort(
    (a, b) =>
      a.score! - b.score! || compareTuples(keys.get(a)!, keys.get(b)!) || compareByName(a.tally.entry, b.tally.entry),
  )
}

/**
 * Applies "top N and ties after round K". Before and during round K the line is projected from the
 * current scores (the N-th place, ties included, like the projected cut tour boards show from round 1);
 * once round K is over it is final and the players outside it miss the cut.
 */
export function evaluateCut(input: TournamentInput, players: readonly PlayerTally[]): CutOutcome | null {
  const rule = input.cut
  if (!rule) return null
  const final = cutIsFinal(input, rule.afterRound)
  const candidates: Candidate[] = players
    .filter((p) => inCutField(p, rule.afterRound))
    .map((tally) => ({ tally, score: toParThrough(tally, rule.afterRound) }))
  const ranked = rankCandidates(candidates, rule, final)
  const everyoneScored = ranked.length === candidates.length
  const lastIn = ranked[Math.min(rule.top, ranked.length) - 1]
  // Fewer scores than places: everyone is inside, and the line is the worst score once every candidate
  // has one; while some have not teed off it is unknown.
  const line = lastIn && (ranked.length >= rule.top || everyoneScored || final) ? lastIn.score : null
  const cutLine: CutLine = { afterRound: rule.afterRound, top: rule.top, line, projected: !final }
  if (!final) return { line: cutLine, missed: new Set() }

  const made = new Set<number>()
  if (rule.ties) {
    for (const c of ranked) if (line !== null && c.score! <= line) made.add(c.tally.entry.playerId)
  } else {
    for (const c of ranked.slice(0, rule.top)) made.add(c.tally.entry.playerId)
  }
  const missed = new Set<number>()
  for (const p of players) {
    if (p.entry.status === 'active' && !made.has(p.entry.playerId)) missed.add(p.entry.playerId)
  }
  return { line: cutLine, missed }
}
