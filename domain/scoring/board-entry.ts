import { MISSED_CUT, TENTH_TEE_MARKER, THRU_FINISHED } from './constants'
import type { PlayerTally } from './player-tally'
import { cardOf, type RoundTally } from './round-tally'
import type { EntryStatus, LeaderboardRow, RoundResult, TournamentInput } from './types'

/** The part of the board a row is listed in, top to bottom (see leaderboard.ts). */
export type BoardGroup = 'ranked' | 'not-started' | 'MC' | Exclude<EntryStatus, 'active'>

/** A row under construction with the keys that order it. */
export interface BoardEntry {
  row: LeaderboardRow
  group: BoardGroup
  /** Holes scored over the counted rounds: more first among players level on to par. */
  holesPlayed: number
  /** Tee time of the current round, to list players who have not started in the order they go off. */
  teeTime: string | null
  /** Every scheduled round complete. */
  complete: boolean
}

interface Totals {
  rounds: RoundResult[]
  total: number | null
  toPar: number | null
  holesPlayed: number
  complete: boolean
}

/** Per-round results and totals over rounds 1..lastCounted; later rounds show as not played. */
function totals(rounds: readonly RoundTally[], scheduled: number, lastCounted: number): Totals {
  const results: RoundResult[] = []
  let total: number | null = null
  let toPar: number | null = null
  let holesPlayed = 0
  let complete = true
  for (let round = 1; round <= scheduled; round++) {
    const tally = round <= lastCounted ? rounds[round - 1] : undefined
    results.push({ round, strokes: tally?.strokes ?? null, toPar: tally?.toPar ?? null })
    if (!tally?.complete) complete = false
    if (!tally || tally.strokes === null) continue
    total = (total ?? 0) + tally.strokes
    toPar = (toPar ?? 0) + tally.toPar!
    holesPlayed += tally.holesScored
  }
  return { rounds: results, total, toPar, holesPlayed, complete }
}

/** '9', '9*', 'F', the tee time ('08:30', '08:30*'), or null. */
function thruOf(
  tally: RoundTally | undefined,
  startHole: 1 | 10,
  teeTime: string | null,
  waitingToStart: boolean,
): string | null {
  const marker = startHole === 10 ? TENTH_TEE_MARKER : ''
  if (tally?.complete) return THRU_FINISHED
  if (tally && tally.holesScored > 0) return `${tally.thru}${marker}`
  return waitingToStart && teeTime ? `${teeTime}${marker}` : null
}

export function buildBoardEntry(tally: PlayerTally, input: TournamentInput, missedCut: boolean): BoardEntry {
  const { entry } = tally
  const currentRound = Math.min(input.currentRound, input.rounds)
  const afterCut = input.cut?.afterRound ?? currentRound
  // A missed-cut player's rounds after K are ignored, and once the field plays on they have no "today".
  const lastCounted = missedCut ? Math.min(afterCut, currentRound) : currentRound
  const onCourseToday = !missedCut || currentRound <= afterCut
  const sums = totals(tally.rounds, input.rounds, lastCounted)
  const card = onCourseToday ? cardOf(entry.rounds, currentRound) : undefined
  const today = onCourseToday ? tally.rounds[currentRound - 1] : undefined
  const startHole = card?.startHole ?? 1
  const teeTime = card?.teeTime ?? null

  const status: LeaderboardRow['status'] = missedCut
    ? MISSED_CUT
    : entry.status !== 'active'
      ? entry.status
      : input.finished && sums.complete
        ? 'finished'
        : 'active'
  const group: BoardGroup = missedCut
    ? MISSED_CUT
    : entry.status !== 'active'
      ? entry.status
      : sums.toPar === null
        ? 'not-started'
        : 'ranked'

  const row: LeaderboardRow = {
    playerId: entry.playerId,
    externalId: entry.externalId,
    name: entry.name,
    country: entry.country,
    amateur: entry.amateur,
    position: '',
    rank: null,
    status,
    total: sums.total,
    toPar: sums.toPar,
    today: today && today.holesScored > 0 ? today.toPar : null,
    // Only players still due on the tee show a tee time; WD/DQ/MC players are not going off.
    thru: thruOf(today, startHole, teeTime, status === 'active'),
    startHole,
    rounds: sums.rounds,
    playoff: null,
  }
  return { row, group, holesPlayed: sums.holesPlayed, teeTime, complete: sums.complete }
}
