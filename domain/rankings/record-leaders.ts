/**
 * Record lists (Tour Record, Record by competition): season records from one season's lines, career
 * records from all of them. Every list keeps ties: the top `limit` places and everyone tied with the
 * last one. Counting lists leave out players at 0.
 */
import { byName, competitionRank, topWithTies, type RankedEntry, type RankOrder } from './competition-rank'
import { completedRounds, firstSetFirst, seventyTwoHoleTotals, type RoundRecord, type TotalRecord } from './best-rounds'
import type { TournamentLine } from './record-lines'
import { playerRecords, type PlayerRecord } from './records'

export interface RecordLeaders {
  wins: RankedEntry<PlayerRecord>[]
  top10s: RankedEntry<PlayerRecord>[]
  cutsMade: RankedEntry<PlayerRecord>[]
  consecutiveCuts: RankedEntry<PlayerRecord>[]
  /** Season or career prize money (integer won). */
  prize: RankedEntry<PlayerRecord>[]
  lowestRoundStrokes: RankedEntry<RoundRecord>[]
  lowestRoundToPar: RankedEntry<RoundRecord>[]
  mostBirdiesInRound: RankedEntry<RoundRecord>[]
  lowest72Strokes: RankedEntry<TotalRecord>[]
  lowest72ToPar: RankedEntry<TotalRecord>[]
}

export interface RecordOptions {
  /** Places listed (ties at the last place are all kept); 10 unless told. */
  limit?: number
}

export function recordLeaders(lines: readonly TournamentLine[], { limit = 10 }: RecordOptions = {}): RecordLeaders {
  const players = playerRecords(lines)
  const rounds = completedRounds(lines)
  const totals = seventyTwoHoleTotals(lines)
  const count = (value: (p: PlayerRecord) => number) =>
    topWithTies(
      competitionRank(
        players.filter((p) => value(p) > 0),
        value,
        'desc',
        { tieOrder: byName },
      ),
      limit,
    )
  const best = <T extends RoundRecord | TotalRecord>(items: T[], value: (t: T) => number, order: RankOrder) =>
    topWithTies(competitionRank(items, value, order, { tieOrder: firstSetFirst }), limit)
  return {
    wins: count((p) => p.wins),
    top10s: count((p) => p.top10s),
    cutsMade: count((p) => p.cutsMade),
    consecutiveCuts: count((p) => p.longestCutStreak),
    prize: count((p) => p.prize),
    lowestRoundStrokes: best(rounds, (r) => r.strokes, 'asc'),
    lowestRoundToPar: best(rounds, (r) => r.toPar, 'asc'),
    mostBirdiesInRound: best(
      rounds.filter((r) => r.birdies > 0),
      (r) => r.birdies,
      'desc',
    ),
    lowest72Strokes: best(totals, (t) => t.strokes, 'asc'),
    lowest72ToPar: best(totals, (t) => t.toPar, 'asc'),
  }
}

export function seasonRecords(
  lines: readonly TournamentLine[],
  season: number,
  options?: RecordOptions,
): RecordLeaders {
  return recordLeaders(
    lines.filter((l) => l.season === season),
    options,
  )
}

/** Career records: every season, so `prize` is career prize money and `wins` career wins. */
export function careerRecords(lines: readonly TournamentLine[], options?: RecordOptions): RecordLeaders {
  return recordLeaders(lines, options)
}
