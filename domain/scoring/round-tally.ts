import { HOLES_PER_ROUND, SPLIT_TEE_START_HOLE } from './constants'
import type { RoundCard } from './types'

/** One round of one player, reduced to what the board shows. */
export interface RoundTally {
  /** Strokes over the holes scored; null when none was. */
  strokes: number | null
  toPar: number | null
  /** Holes with a score. */
  holesScored: number
  /**
   * How far the player has gone in playing order: the furthest scored hole, counted from the start
   * hole (a 10th-tee starter who scored 10 to 18 is through 9). A gap left by a late score entry does
   * not pull the player back on the board; the totals only count what was scored.
   */
  thru: number
  /** All 18 holes scored. */
  complete: boolean
}

const EMPTY: RoundTally = { strokes: null, toPar: null, holesScored: 0, thru: 0, complete: false }

/** Hole indexes (0-based) in the order they are played from each tee. */
const ORDER_FROM_FIRST = Array.from({ length: HOLES_PER_ROUND }, (_, i) => i)
const ORDER_FROM_TENTH = ORDER_FROM_FIRST.map((i) => (i + SPLIT_TEE_START_HOLE - 1) % HOLES_PER_ROUND)

export const playingOrder = (startHole: 1 | 10): readonly number[] =>
  startHole === SPLIT_TEE_START_HOLE ? ORDER_FROM_TENTH : ORDER_FROM_FIRST

/** The first hole (1-18) of a card not scored yet, in playing order from its tee; null once all 18 are. */
export function nextHoleToPlay(card: Pick<RoundCard, 'startHole' | 'scores'>): number | null {
  const index = playingOrder(card.startHole).find((i) => (card.scores[i] ?? null) === null)
  return index === undefined ? null : index + 1
}

export function tallyRound(card: RoundCard | undefined, pars: readonly number[]): RoundTally {
  if (!card) return EMPTY
  const order = playingOrder(card.startHole)
  let strokes = 0
  let par = 0
  let holesScored = 0
  let thru = 0
  for (let step = 0; step < HOLES_PER_ROUND; step++) {
    const hole = order[step]!
    const score = card.scores[hole]
    if (score === null || score === undefined) continue
    strokes += score
    par += pars[hole]!
    holesScored++
    thru = step + 1
  }
  if (holesScored === 0) return EMPTY
  return { strokes, toPar: strokes - par, holesScored, thru, complete: holesScored === HOLES_PER_ROUND }
}

/** Strokes over the given hole numbers (1-based); a missing score counts as worse than any. */
export function strokesOver(card: RoundCard | undefined, holeNumbers: readonly number[]): number {
  let sum = 0
  for (const hole of holeNumbers) {
    const score = card?.scores[hole - 1]
    if (score === null || score === undefined) return Number.POSITIVE_INFINITY
    sum += score
  }
  return sum
}

/** The card of one round; entries carry at most a handful of rounds, so a scan is the cheapest lookup. */
export const cardOf = (rounds: readonly RoundCard[], round: number): RoundCard | undefined =>
  rounds.find((card) => card.round === round)
