import type { RoundCard } from '@domain/scoring/types'
import { seoulClock } from '@domain/time'

interface TeeRow {
  entryId: number
  round: number
  startHole: number
  teeTime: Date
}

interface ScoreRow {
  entryId: number
  round: number
  hole: number
  strokes: number
}

/**
 * The scoring engine's round cards by entry, in round order: 18 nulls filled by the hole scores,
 * start hole and tee time ('HH:MM' in Asia/Seoul) from the draw. Linear in the rows.
 */
export function cardsByEntry(tees: readonly TeeRow[], scores: readonly ScoreRow[]): Map<number, RoundCard[]> {
  const cards = new Map<
    number,
    Map<number, { startHole: 1 | 10; teeTime: string | null; scores: Array<number | null> }>
  >()
  const cardOf = (entryId: number, round: number) => {
    let byRound = cards.get(entryId)
    if (!byRound) cards.set(entryId, (byRound = new Map()))
    let card = byRound.get(round)
    if (!card) byRound.set(round, (card = { startHole: 1, teeTime: null, scores: Array<number | null>(18).fill(null) }))
    return card
  }
  for (const t of tees) {
    const card = cardOf(t.entryId, t.round)
    card.startHole = t.startHole === 10 ? 10 : 1
    card.teeTime = seoulClock(t.teeTime)
  }
  for (const s of scores) cardOf(s.entryId, s.round).scores[s.hole - 1] = s.strokes
  const out = new Map<number, RoundCard[]>()
  for (const [entryId, byRound] of cards) {
    out.set(
      entryId,
      [...byRound]
        .map(([round, c]) => ({ round, startHole: c.startHole, teeTime: c.teeTime, scores: c.scores }))
        .sort((a, b) => a.round - b.round),
    )
  }
  return out
}
