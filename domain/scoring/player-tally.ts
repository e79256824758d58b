import { cardOf, tallyRound, type RoundTally } from './round-tally'
import type { EntryInput, TournamentInput } from './types'

/** An entry with each of its rounds tallied once, shared by the cut and the rows. */
export interface PlayerTally {
  entry: EntryInput
  /** Index = round - 1, for rounds 1 to the current round (later rounds cannot have been played). */
  rounds: RoundTally[]
}

export function tallyPlayer(entry: EntryInput, input: TournamentInput): PlayerTally {
  const last = Math.min(input.currentRound, input.rounds)
  const rounds: RoundTally[] = []
  for (let round = 1; round <= last; round++) rounds.push(tallyRound(cardOf(entry.rounds, round), input.pars))
  return { entry, rounds }
}

/** To par over rounds 1 to `lastRound`; null when no hole of them was scored. */
export function toParThrough(tally: PlayerTally, lastRound: number): number | null {
  let sum: number | null = null
  const last = Math.min(lastRound, tally.rounds.length)
  for (let i = 0; i < last; i++) {
    const toPar = tally.rounds[i]!.toPar
    if (toPar !== null) sum = (sum ?? 0) + toPar
  }
  return sum
}
