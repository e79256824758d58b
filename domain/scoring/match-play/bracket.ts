/**
 * Single-elimination match-play brackets with standard seeding and placement matches. Brackets are
 * immutable values: {@link advance} returns a new bracket and leaves the old one untouched, so the
 * server can store versions and the UI can compare by reference.
 */

export type BracketRoundName =
  | `round-of-${number}`
  | 'quarterfinals'
  | 'semifinals'
  | 'final'
  | 'third-place'
  | 'fifth-to-eighth'
  | 'fifth-place'
  | 'seventh-place'

export type BracketSide = 'a' | 'b'

/** Where a match's winner or loser goes next. */
export interface BracketSlot {
  readonly matchId: string
  readonly side: BracketSide
}

export interface BracketMatch {
  /** 'R16-1'…, 'QF-1'…, 'SF-1', 'SF-2', 'F', '3P'; with 5th-8th: '5-8-1', '5-8-2', '5P', '7P'. */
  readonly id: string
  readonly round: BracketRoundName
  /** Player ids; null until the feeding match is decided. */
  readonly a: string | null
  readonly b: string | null
  readonly winnerId: string | null
  readonly winnerTo: BracketSlot | null
  readonly loserTo: BracketSlot | null
}

export interface BracketRound {
  readonly name: BracketRoundName
  readonly matchIds: readonly string[]
}

export interface Bracket {
  readonly size: number
  /** Seed of every player (1 = top seed). */
  readonly seeds: Readonly<Record<string, number>>
  /** Elimination rounds first to final, then the placement rounds. */
  readonly rounds: readonly BracketRound[]
  readonly matches: Readonly<Record<string, BracketMatch>>
}

export interface BracketOptions {
  /** Quarterfinal losers play on for 5th to 8th place (needs quarterfinals: 8 players or more). */
  fifthToEighth?: boolean
}

export type BracketErrorCode = 'UNKNOWN_MATCH' | 'ALREADY_DECIDED' | 'MATCH_NOT_READY' | 'NOT_IN_MATCH'

/** A refused bracket change; `code` is what the server maps to a 4xx answer. */
export class BracketError extends Error {
  readonly code: BracketErrorCode
  constructor(code: BracketErrorCode, message: string) {
    super(message)
    this.name = 'BracketError'
    this.code = code
  }
}

const MIN_SIZE = 4
const MAX_SIZE = 64

/**
 * Seeds in bracket order, so that seeds 1 and 2 can only meet in the final, 1-4 only in the
 * semifinals, and so on: every seed s of the half-size order meets (size + 1 - s). For 16:
 * 1 v 16, 8 v 9, 4 v 13, 5 v 12, 2 v 15, 7 v 10, 3 v 14, 6 v 11.
 */
export function seedOrder(size: number): number[] {
  let order = [1]
  for (let n = 2; n <= size; n *= 2) order = order.flatMap((seed) => [seed, n + 1 - seed])
  return order
}

const roundName = (players: number): BracketRoundName =>
  players === 2 ? 'final' : players === 4 ? 'semifinals' : players === 8 ? 'quarterfinals' : `round-of-${players}`

const roundPrefix = (players: number): string =>
  players === 2 ? 'F' : players === 4 ? 'SF' : players === 8 ? 'QF' : `R${players}`

const matchId = (players: number, index: number): string =>
  players === 2 ? 'F' : `${roundPrefix(players)}-${index + 1}`

const sideOf = (index: number): BracketSide => (index % 2 === 0 ? 'a' : 'b')

type MutableMatch = { -readonly [K in keyof BracketMatch]: BracketMatch[K] }

const blank = (id: string, round: BracketRoundName): MutableMatch => ({
  id,
  round,
  a: null,
  b: null,
  winnerId: null,
  winnerTo: null,
  loserTo: null,
})

/** Builds the bracket of a seeded field (index 0 = seed 1); sizes 4 to 64, a power of two. */
export function buildBracket(seededIds: readonly string[], options: BracketOptions = {}): Bracket {
  const size = seededIds.length
  if (size < MIN_SIZE || size > MAX_SIZE || (size & (size - 1)) !== 0) {
    throw new RangeError(`a bracket needs a power of two from ${MIN_SIZE} to ${MAX_SIZE} players, got ${size}`)
  }
  if (new Set(seededIds).size !== size) throw new RangeError('a player appears twice in the seeding')
  if (options.fifthToEighth && size < 8) throw new RangeError('5th to 8th place needs quarterfinals')

  const matches: Record<string, MutableMatch> = {}
  const rounds: BracketRound[] = []
  for (let players = size; players >= 2; players /= 2) {
    const ids = Array.from({ length: players / 2 }, (_, i) => matchId(players, i))
    rounds.push({ name: roundName(players), matchIds: ids })
    ids.forEach((id, i) => {
      matches[id] = blank(id, roundName(players))
      if (players > 2) matches[id].winnerTo = { matchId: matchId(players / 2, Math.floor(i / 2)), side: sideOf(i) }
    })
  }
  const order = seedOrder(size)
  rounds[0]!.matchIds.forEach((id, i) => {
    matches[id]!.a = seededIds[order[2 * i]! - 1]!
    matches[id]!.b = seededIds[order[2 * i + 1]! - 1]!
  })

  const placement = (name: BracketRoundName, ids: string[]) => {
    rounds.push({ name, matchIds: ids })
    for (const id of ids) matches[id] = blank(id, name)
  }
  placement('third-place', ['3P'])
  matches['SF-1']!.loserTo = { matchId: '3P', side: 'a' }
  matches['SF-2']!.loserTo = { matchId: '3P', side: 'b' }
  if (options.fifthToEighth) {
    placement('fifth-to-eighth', ['5-8-1', '5-8-2'])
    placement('fifth-place', ['5P'])
    placement('seventh-place', ['7P'])
    for (let i = 0; i < 4; i++)
      matches[`QF-${i + 1}`]!.loserTo = { matchId: `5-8-${Math.floor(i / 2) + 1}`, side: sideOf(i) }
    matches['5-8-1']!.winnerTo = { matchId: '5P', side: 'a' }
    matches['5-8-2']!.winnerTo = { matchId: '5P', side: 'b' }
    matches['5-8-1']!.loserTo = { matchId: '7P', side: 'a' }
    matches['5-8-2']!.loserTo = { matchId: '7P', side: 'b' }
  }

  const seeds = Object.fromEntries(seededIds.map((id, i) => [id, i + 1]))
  return { size, seeds, rounds, matches }
}

const placed = (match: BracketMatch, side: BracketSide, playerId: string): BracketMatch => ({
  ...match,
  [side]: playerId,
})

/**
 * Records the winner of a match and moves both players on (winner up the bracket, loser to the
 * placement match, if any). Refuses an unknown match, a match already decided (a correction is a
 * rebuild, not an edit, because later rounds may already depend on it), a match whose two players
 * are not known yet, and a winner who is not in the match.
 */
export function advance(bracket: Bracket, matchId: string, winnerId: string): Bracket {
  const match = Object.hasOwn(bracket.matches, matchId) ? bracket.matches[matchId] : undefined
  if (!match) throw new BracketError('UNKNOWN_MATCH', `no match ${matchId}`)
  if (match.winnerId !== null)
    throw new BracketError('ALREADY_DECIDED', `${matchId} was already won by ${match.winnerId}`)
  if (match.a === null || match.b === null)
    throw new BracketError('MATCH_NOT_READY', `${matchId} does not have both players yet`)
  if (winnerId !== match.a && winnerId !== match.b)
    throw new BracketError('NOT_IN_MATCH', `${winnerId} does not play ${matchId}`)
  const loserId = winnerId === match.a ? match.b : match.a

  const matches: Record<string, BracketMatch> = { ...bracket.matches, [matchId]: { ...match, winnerId } }
  if (match.winnerTo)
    matches[match.winnerTo.matchId] = placed(matches[match.winnerTo.matchId]!, match.winnerTo.side, winnerId)
  if (match.loserTo)
    matches[match.loserTo.matchId] = placed(matches[match.loserTo.matchId]!, match.loserTo.side, loserId)
  return { ...bracket, matches }
}
