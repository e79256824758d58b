import type { HoleCardDto, HoleRecordDto } from '@contract/game-records'

/** Holes in the order a player starting on `startHole` plays them (1-18, or 10-18 then 1-9). */
export const playingOrder = (startHole: number): number[] =>
  Array.from({ length: 18 }, (_, i) => ((startHole - 1 + i) % 18) + 1)

export type CardState = { kind: 'waiting' } | { kind: 'playing'; hole: number } | { kind: 'finished' }

/**
 * Where a player is: the next hole in his playing order once he has scored at least one hole. Scores arrive
 * per finished hole, so "playing hole N" means N is the hole he is on now (or walking to).
 */
export function cardState(card: Pick<HoleCardDto, 'thru' | 'startHole'>): CardState {
  if (card.thru >= 18) return { kind: 'finished' }
  if (card.thru === 0) return { kind: 'waiting' }
  return { kind: 'playing', hole: playingOrder(card.startHole)[card.thru]! }
}

export interface HoleProgress {
  hole: number
  par: number
  /** Players on the hole now, and the tee groups they belong to. */
  players: number
  groups: number[]
  /** Scores made on the hole so far this round. */
  played: number
  averageToPar: number | null
  under: number
  even: number
  over: number
}

/** For each hole: who is on it now and how the field has scored it so far this round. */
export function holeProgress(record: HoleRecordDto): HoleProgress[] {
  const rows: HoleProgress[] = record.pars.map((par, i) => ({
    hole: i + 1,
    par,
    players: 0,
    groups: [],
    played: 0,
    averageToPar: null,
    under: 0,
    even: 0,
    over: 0,
  }))
  const sums = rows.map(() => 0)
  const groupLeader = new Map<number, number>()
  for (const c of record.cards)
    if (c.groupNo !== null) groupLeader.set(c.groupNo, Math.max(groupLeader.get(c.groupNo) ?? 0, c.thru))
  for (const card of record.cards) {
    const state = cardState(card)
    // A player left more than a hole behind his own group has walked off (WD): not on the course.
    const stopped = card.groupNo !== null && (groupLeader.get(card.groupNo) ?? 0) - card.thru > 1
    if (state.kind === 'playing' && !stopped) {
      const row = rows[state.hole - 1]!
      row.players++
      if (card.groupNo !== null && !row.groups.includes(card.groupNo)) row.groups.push(card.groupNo)
    }
    card.scores.forEach((strokes, i) => {
      if (strokes === null) return
      const row = rows[i]!
      const diff = strokes - row.par
      row.played++
      sums[i]! += diff
      if (diff < 0) row.under++
      else if (diff === 0) row.even++
      else row.over++
    })
  }
  for (const [i, row] of rows.entries()) {
    row.groups.sort((a, b) => a - b)
    row.averageToPar = row.played === 0 ? null : sums[i]! / row.played
  }
  return rows
}

/**
 * A tee group's place on the course: its furthest-behind player still out decides (the group waits for
 * him). A player who walked off (WD) stops scoring and is left out once others have gone past him.
 */
export function groupState(cards: ReadonlyArray<Pick<HoleCardDto, 'thru' | 'startHole'>>): CardState {
  const started = cards.filter((c) => c.thru > 0)
  if (started.length === 0) return { kind: 'waiting' }
  const out = started.filter((c) => c.thru < 18)
  if (out.length === 0) return { kind: 'finished' }
  const leader = Math.max(...started.map((c) => c.thru))
  // Whoever is more than a hole behind the leader has stopped (walked off); the group moves without him.
  const moving = out.filter((c) => leader - c.thru <= 1)
  if (moving.length === 0) return { kind: 'finished' }
  return cardState(moving.reduce((a, b) => (b.thru < a.thru ? b : a)))
}
