/**
 * Prize money: how a tournament's purse (integer won) is split over the finishing places.
 *
 * Rules (the association's distribution table is ours: the requirements give no percentages,
 * docs/requirements/tours-and-records.md#tr-20):
 * - Amateurs receive nothing and the money goes to the professionals as if the amateurs weren't on
 *   the board: a pro placed 3rd behind an amateur is paid 2nd place's share. (Unlike points, where a
 *   non-member's place is forfeited: prize money belongs to the professionals of the field.)
 * - Ties share the sum of the tied places equally.
 * - Every amount is floored to the won; the few won left over are not paid out, so the total never
 *   exceeds the purse.
 * - MC, WD, RTD, DQ, DNS receive nothing.
 * - Places beyond the 65-place table receive nothing (no fixed minimum): the top 60 and ties make the cut
 *   (docs/requirements/live-scoring.md#ls-7) and amateurs are taken out, so 65 places cover a normal field; a minimum
 *   paid on top would break the purse ceiling.
 */
import { finishedWithRank, type FinalResult, type PlayerKey } from './final-result'

/**
 * Share of the purse for places 1..65, in basis points (1/100 of a percent). 1st 20%, 2nd 10%, then a
 * smooth decline to 0.28%; the table sums to exactly 100%.
 */
export const PRIZE_SHARES_BP: readonly number[] = [
  2000,
  1000,
  680,
  480,
  400,
  360,
  330,
  300,
  275,
  250, // 1-10
  228,
  212,
  197,
  183,
  171,
  158,
  148,
  139,
  130,
  121, // 11-20
  114,
  107,
  100,
  94,
  89,
  84,
  79,
  75,
  71,
  67, // 21-30
  64,
  61,
  58,
  56,
  53,
  51,
  49,
  47,
  45,
  44, // 31-40
  42,
  41,
  40,
  39,
  38,
  37,
  36,
  35,
  34,
  34, // 41-50
  33,
  33,
  32,
  32,
  31,
  31,
  30,
  30,
  30,
  29, // 51-60
  29,
  29,
  29,
  28,
  28, // 61-65
]

const BP_WHOLE = 10_000n

export interface PrizeResult extends FinalResult {
  amateur: boolean
}

export interface PrizeAward {
  playerId: PlayerKey
  /** Integer won. */
  amount: number
  /** The professional place the money was paid for (amateurs removed); null when nothing was paid. */
  place: number | null
}

/** Pays `purse` (integer won) over the results; answers in input order. */
export function distributePurse(purse: number, results: readonly PrizeResult[]): PrizeAward[] {
  if (!Number.isSafeInteger(purse) || purse < 0) throw new RangeError(`purse must be whole won, got ${purse}`)
  const pros = results.filter((r) => !r.amateur).filter(finishedWithRank)
  // Professional places: 1 + the number of professionals ranked strictly ahead.
  const ahead = new Map<number, number>()
  const tied = new Map<number, number>()
  for (const p of pros) tied.set(p.rank, (tied.get(p.rank) ?? 0) + 1)
  for (const rank of tied.keys()) ahead.set(rank, pros.filter((p) => p.rank < rank).length)

  return results.map((r) => {
    if (r.amateur || !finishedWithRank(r)) return { playerId: r.playerId, amount: 0, place: null }
    const place = (ahead.get(r.rank) ?? 0) + 1
    const n = tied.get(r.rank) ?? 1
    let bp = 0
    for (let p = place; p < place + n; p++) bp += PRIZE_SHARES_BP[p - 1] ?? 0
    // BigInt: a purse of billions times basis points leaves the safe-integer range of doubles.
    const amount = Number((BigInt(purse) * BigInt(bp)) / (BP_WHOLE * BigInt(n)))
    return { playerId: r.playerId, amount, place: amount > 0 ? place : null }
  })
}

/**
 * The part of prize money that counts for the official prize-money ranking. The requirements say the recognition
 * percentage is variable (docs/requirements/tours-and-records.md#tr-20), e.g. co-sanctioned events abroad; floored to
 * the won.
 */
export function recognizedPrize(amount: number, recognitionPercent: number): number {
  if (recognitionPercent < 0 || recognitionPercent > 100) throw new RangeError('recognition is 0-100%')
  return Math.floor((amount * recognitionPercent) / 100)
}
