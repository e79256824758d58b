/**
 * The association's draw (docs/requirements/officials.md#of-7, docs/decisions/0058), pure: threesomes (a few twosomes
 * when the field does not divide by three), ten minutes apart, in two waves four and a half hours apart; off tees 1
 * and 10 at once while the whole field plays, off tee 1 only after the cut. `order` is the order of play: the field in
 * entry order for round 1, by score with the leaders last for later rounds.
 */
export const GROUP_SIZE = 3
export const TEE_INTERVAL_MINUTES = 10
export const WAVE_GAP_MINUTES = 270
/** A round's first tee time by default: 07:30 Seoul on the round's date. */
export const FIRST_TEE = '07:30'

export interface DrawnGroup<Id> {
  startHole: 1 | 10
  teeTime: Date
  ids: Id[]
}

/** Sizes of the groups: as many threesomes as fit, the rest twosomes (never a single player beside others). */
export function groupSizes(players: number): number[] {
  if (players <= 0) return []
  const count = Math.ceil(players / GROUP_SIZE)
  const base = Math.floor(players / count)
  const bigger = players - base * count
  return Array.from({ length: count }, (_, i) => (i < bigger ? base + 1 : base))
}

export function drawTeeSheet<Id>(order: readonly Id[], firstTee: Date, twoTees: boolean): DrawnGroup<Id>[] {
  const chunks: Id[][] = []
  let at = 0
  for (const size of groupSizes(order.length)) {
    chunks.push(order.slice(at, at + size))
    at += size
  }
  const firstWave = Math.ceil(chunks.length / 2)
  return chunks.map((ids, i) => {
    const wave = i < firstWave ? 0 : 1
    const j = wave === 0 ? i : i - firstWave
    const slot = twoTees ? Math.floor(j / 2) : j
    const minutes = wave * WAVE_GAP_MINUTES + slot * TEE_INTERVAL_MINUTES
    return {
      startHole: twoTees && j % 2 === 1 ? 10 : 1,
      teeTime: new Date(firstTee.getTime() + minutes * 60_000),
      ids,
    }
  })
}
