/**
 * Playing order of a tee group: a group that starts on the 10th tee plays 10-18 then 1-9. The scorer's
 * "next hole" follows that order, so it is the hole the group is walking to, not the lowest number.
 */

export type StartHole = 1 | 10

export function playingOrder(startHole: StartHole): number[] {
  const holes = Array.from({ length: 18 }, (_, i) => i + 1)
  return startHole === 10 ? [...holes.slice(9), ...holes.slice(0, 9)] : holes
}

/** Scores per player, index = hole - 1, null = not played (contract/game-records.ts). */
type Scores = ReadonlyArray<number | null>

function holeDone(cards: readonly Scores[], hole: number): boolean {
  return cards.length > 0 && cards.every((scores) => scores[hole - 1] != null)
}

/** The first hole in playing order that some player of the group has no score for; the last hole once all are in. */
export function nextUnscoredHole(startHole: StartHole, cards: readonly Scores[]): number {
  const order = playingOrder(startHole)
  return order.find((hole) => !holeDone(cards, hole)) ?? order[order.length - 1]!
}

/** Where the form goes after a hole was sent: the next unscored hole after it, else it stays. */
export function holeAfter(startHole: StartHole, current: number, cards: readonly Scores[]): number {
  const order = playingOrder(startHole)
  const later = order.slice(order.indexOf(current) + 1)
  return later.find((hole) => !holeDone(cards, hole)) ?? current
}
