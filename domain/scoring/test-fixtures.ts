/** Builders for hand-made tournaments in the scoring tests (not shipped code, no test of its own). */
import { playingOrder } from './round-tally'
import type { CutRule, EntryInput, EntryStatus, PlayoffInput, RoundCard, TournamentInput } from './types'

/** A par-72 course: 4 4 3 5 4 4 3 4 5 out, the same in. */
export const PARS: readonly number[] = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5]

export interface RoundOptions {
  /** Holes played in playing order (18 = complete). */
  holes?: number
  startHole?: 1 | 10
  teeTime?: string | null
}

/**
 * A round `toPar` over `holes` holes played from the start hole: pars everywhere, then one stroke
 * added (or taken off) hole by hole in playing order until the to-par is reached.
 */
export function round(n: number, toPar: number, options: RoundOptions = {}): RoundCard {
  const { holes = 18, startHole = 1, teeTime = null } = options
  const scores: Array<number | null> = Array.from({ length: 18 }, () => null)
  const order = playingOrder(startHole).slice(0, holes)
  for (const hole of order) scores[hole] = PARS[hole]!
  for (let i = 0; i < Math.abs(toPar); i++) {
    const hole = order[i % order.length]!
    scores[hole] = scores[hole]! + Math.sign(toPar)
  }
  return { round: n, startHole, teeTime, scores }
}

/** A round not started yet, with its tee time. */
export const teeTime = (n: number, time: string, startHole: 1 | 10 = 1): RoundCard => ({
  round: n,
  startHole,
  teeTime: time,
  scores: Array.from({ length: 18 }, () => null),
})

export interface EntryOptions {
  status?: EntryStatus
  amateur?: boolean
  name?: string
}

/**
 * Tests name players by a label ('kim', 'a', 'wd'); the engine's ids are numbers like players.id (decision
 * 0049). `id` gives a label its number, the same on every call, and `label` reads it back for assertions.
 */
const labels: string[] = []
export function id(label: string): number {
  const known = labels.indexOf(label)
  return known >= 0 ? known + 1 : labels.push(label)
}
export const label = (playerId: number): string => labels[playerId - 1] ?? String(playerId)

export function entry(name: string, rounds: RoundCard[], options: EntryOptions = {}): EntryInput {
  return {
    playerId: id(name),
    externalId: `ext-${name}`,
    name: options.name ?? name,
    country: 'KOR',
    amateur: options.amateur ?? false,
    status: options.status ?? 'active',
    rounds,
  }
}

/** Complete rounds 1..k at the given to-par each. */
export const rounds = (...toPars: number[]): RoundCard[] => toPars.map((t, i) => round(i + 1, t))

export interface TournamentOptions {
  currentRound?: number
  rounds?: number
  cut?: CutRule | null
  finished?: boolean
  playoff?: PlayoffInput | null
}

export function tournament(entries: EntryInput[], options: TournamentOptions = {}): TournamentInput {
  return {
    gameId: 1,
    pars: PARS,
    rounds: options.rounds ?? 4,
    currentRound: options.currentRound ?? 1,
    cut: options.cut ?? null,
    finished: options.finished ?? false,
    playoff: options.playoff ?? null,
    entries,
  }
}
