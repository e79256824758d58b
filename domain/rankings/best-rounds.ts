/**
 * Single performances behind the round and total records: every complete round, and every 72-hole
 * total. A player may hold several entries (two rounds of 62 are two records).
 */
import { byName } from './competition-rank'
import { finishedWithRank } from './final-result'
import type { TournamentLine } from './record-lines'

interface Performance {
  playerId: string
  name: string
  gameId: string
  gameName: string
  season: number
  endDate: string
}

export interface RoundRecord extends Performance {
  round: number
  strokes: number
  toPar: number
  birdies: number
}

export interface TotalRecord extends Performance {
  strokes: number
  toPar: number
}

const performance = (l: TournamentLine): Performance => ({
  playerId: l.playerId,
  name: l.name,
  gameId: l.gameId,
  gameName: l.gameName,
  season: l.season,
  endDate: l.endDate,
})

/** Complete 18-hole rounds with a score (a round abandoned by a WD is not a record). */
export function completedRounds(lines: readonly TournamentLine[]): RoundRecord[] {
  return lines.flatMap((l) =>
    l.rounds.flatMap((r) =>
      r.completed && r.strokes !== null && r.toPar !== null
        ? [{ ...performance(l), round: r.round, strokes: r.strokes, toPar: r.toPar, birdies: r.birdies }]
        : [],
    ),
  )
}

/**
 * 72-hole totals: four complete rounds of a 4-round event the player finished (made the cut).
 * Playoff holes are not part of the total.
 */
export function seventyTwoHoleTotals(lines: readonly TournamentLine[]): TotalRecord[] {
  return lines.flatMap((l) => {
    if (l.scheduledRounds !== 4 || !finishedWithRank(l)) return []
    const rounds = l.rounds.filter((r) => r.completed && r.strokes !== null && r.toPar !== null)
    if (rounds.length !== 4) return []
    const strokes = rounds.reduce((sum, r) => sum + (r.strokes ?? 0), 0)
    const toPar = rounds.reduce((sum, r) => sum + (r.toPar ?? 0), 0)
    return [{ ...performance(l), strokes, toPar }]
  })
}

/** Order inside a tie: the record set first is listed first, then by name. */
export function firstSetFirst(a: RoundRecord | TotalRecord, b: RoundRecord | TotalRecord): number {
  if (a.endDate !== b.endDate) return a.endDate < b.endDate ? -1 : 1
  const roundA = 'round' in a ? a.round : 0
  const roundB = 'round' in b ? b.round : 0
  return roundA - roundB || byName(a, b)
}
