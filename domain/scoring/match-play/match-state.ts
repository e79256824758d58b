/** Who won a hole; null = not played yet. */
export type HoleResult = 'A' | 'B' | 'halved' | null
export type MatchSide = 'A' | 'B'

export interface MatchOptions {
  /** Regulation holes (18; 9 for some short formats). */
  holesInMatch: number
  /**
   * A match all square after regulation ends halved ('AS') instead of going to extra holes: only
   * where the format has points for a half, e.g. a group stage.
   */
  allowHalve?: boolean
}

export interface MatchState {
  /** 'extended': all square after regulation, playing extra holes until one is won. */
  state: 'playing' | 'finished' | 'extended'
  leader: MatchSide | null
  /** Holes up (0 = all square). */
  up: number
  holesPlayed: number
  /** Regulation holes left; at a win, the holes left unplayed (the 2 of '3&2'); 0 in extra holes. */
  holesRemaining: number
  /** Up by exactly the holes remaining: the leader cannot lose in regulation. */
  dormie: boolean
  /** '3&2', '1 UP', '2 UP', 'AS', '19th'; null until the match is over. */
  result: string | null
  winner: MatchSide | null
}

/** '19th', '20th', '21st', '22nd', '23rd', '111th'. */
export function ordinalHole(n: number): string {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')
  return `${n}${suffix}`
}

const playing = (
  diff: number,
  holesPlayed: number,
  holesRemaining: number,
  state: 'playing' | 'extended',
): MatchState => {
  const up = Math.abs(diff)
  return {
    state,
    leader: diff > 0 ? 'A' : diff < 0 ? 'B' : null,
    up,
    holesPlayed,
    holesRemaining,
    dormie: state === 'playing' && up > 0 && up === holesRemaining,
    result: null,
    winner: null,
  }
}

const won = (diff: number, holesPlayed: number, holesRemaining: number, result: string): MatchState => {
  const winner: MatchSide = diff > 0 ? 'A' : 'B'
  return {
    state: 'finished',
    leader: winner,
    up: Math.abs(diff),
    holesPlayed,
    holesRemaining,
    dormie: false,
    result,
    winner,
  }
}

/**
 * The state of a match from its hole-by-hole results, in order (extra holes follow the regulation
 * ones). Results stop at the first null; holes recorded after the match was decided are ignored
 * (some events play them out, but they do not count).
 */
export function matchState(holes: ReadonlyArray<HoleResult>, options: MatchOptions = { holesInMatch: 18 }): MatchState {
  const regulation = options.holesInMatch
  let diff = 0
  let played = 0
  for (const hole of holes) {
    if (hole === null) break
    played++
    diff += hole === 'A' ? 1 : hole === 'B' ? -1 : 0
    if (played > regulation) {
      // Extra holes: the first hole won decides ('19th', '20th', ...).
      if (diff !== 0) return won(diff, played, 0, ordinalHole(played))
      continue
    }
    const remaining = regulation - played
    if (Math.abs(diff) > remaining) {
      return won(diff, played, remaining, remaining === 0 ? `${Math.abs(diff)} UP` : `${Math.abs(diff)}&${remaining}`)
    }
    if (remaining === 0 && diff === 0 && options.allowHalve) {
      return {
        state: 'finished',
        leader: null,
        up: 0,
        holesPlayed: played,
        holesRemaining: 0,
        dormie: false,
        result: 'AS',
        winner: null,
      }
    }
  }
  return played >= regulation
    ? playing(diff, played, 0, 'extended')
    : playing(diff, played, regulation - played, 'playing')
}
