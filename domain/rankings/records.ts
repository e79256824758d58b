/**
 * Player records over a set of tournament lines: pass one season's lines for season records, all
 * lines for career records. Counting rules:
 * - A win is rank 1 (a playoff winner is ranked 1, the losers 2); a top 10 is rank 10 or better, ties
 *   included (T10 counts).
 * - A cut made is a finish with a rank in an event with a cut; events without a cut are not counted.
 * - Consecutive cuts: events with a cut in date order; a missed cut ends the streak; WD, RTD, DQ and
 *   DNS neither extend nor end it (the player did not miss the cut on scores).
 */
import { finishedWithRank } from './final-result'
import type { TournamentLine } from './record-lines'

export interface PlayerRecord {
  playerId: string
  name: string
  starts: number
  wins: number
  top10s: number
  cutsMade: number
  cutsMissed: number
  /** Integer won. */
  prize: number
  longestCutStreak: number
  /** The streak still running after the last event. */
  currentCutStreak: number
}

const chronological = (a: TournamentLine, b: TournamentLine) =>
  a.endDate < b.endDate ? -1 : a.endDate > b.endDate ? 1 : a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0

export function playerRecords(lines: readonly TournamentLine[]): PlayerRecord[] {
  const byPlayer = new Map<string, TournamentLine[]>()
  for (const l of lines) {
    const own = byPlayer.get(l.playerId)
    if (own) own.push(l)
    else byPlayer.set(l.playerId, [l])
  }
  return [...byPlayer.values()].map((own) => summarise(own.sort(chronological)))
}

function summarise(lines: readonly TournamentLine[]): PlayerRecord {
  const last = lines[lines.length - 1]
  const record: PlayerRecord = {
    playerId: last?.playerId ?? '',
    name: last?.name ?? '',
    starts: lines.length,
    wins: 0,
    top10s: 0,
    cutsMade: 0,
    cutsMissed: 0,
    prize: 0,
    longestCutStreak: 0,
    currentCutStreak: 0,
  }
  for (const l of lines) {
    record.prize += l.prize
    const finished = finishedWithRank(l)
    if (finished && l.rank === 1) record.wins++
    if (finished && l.rank <= 10) record.top10s++
    if (!l.hasCut) continue
    if (finished) {
      record.cutsMade++
      record.currentCutStreak++
      record.longestCutStreak = Math.max(record.longestCutStreak, record.currentCutStreak)
    } else if (l.status === 'MC') {
      record.cutsMissed++
      record.currentCutStreak = 0
    }
  }
  return record
}
