import { matchState, type HoleResult, type MatchOptions, type MatchSide, type MatchState } from './match-state'

/**
 * Match-play notation as scoreboards print it, language-neutral so both languages share it:
 * '3&2' (won 3 up with 2 to play), '1 UP' / '2 UP' (won on the last hole, or leading in play),
 * 'AS' (all square, or a halved match), '1 UP (19)' (won on the 19th, an extra hole).
 */
export function matchNotation(state: MatchState, holesInMatch = 18): string {
  if (state.state === 'finished') {
    if (state.winner === null) return 'AS'
    if (state.holesPlayed > holesInMatch) return `${state.up} UP (${state.holesPlayed})`
    return state.holesRemaining > 0 ? `${state.up}&${state.holesRemaining}` : `${state.up} UP`
  }
  return state.up === 0 ? 'AS' : `${state.up} UP`
}

export interface HoleStatus {
  /** 1-18, then 19, 20... for extra holes. */
  number: number
  result: Exclude<HoleResult, null>
  /** Who is up after this hole; null = all square. */
  leader: MatchSide | null
  up: number
  /** 'AS' or '2 UP' after the hole. */
  text: string
  /** The hole that decided the match (the last one that counts). */
  decisive: boolean
}

/**
 * Who is up after each hole, from the first hole to the one that decided the match (holes played out
 * after that do not count, as in {@link matchState}).
 */
export function holeStatuses(
  holes: ReadonlyArray<HoleResult>,
  options: MatchOptions = { holesInMatch: 18 },
): HoleStatus[] {
  const final = matchState(holes, options)
  const counted = holes.slice(0, final.holesPlayed)
  let diff = 0
  return counted.map((result, i) => {
    const r = result as Exclude<HoleResult, null>
    diff += r === 'A' ? 1 : r === 'B' ? -1 : 0
    const up = Math.abs(diff)
    return {
      number: i + 1,
      result: r,
      leader: diff > 0 ? 'A' : diff < 0 ? 'B' : null,
      up,
      text: up === 0 ? 'AS' : `${up} UP`,
      decisive: final.state === 'finished' && i === counted.length - 1,
    }
  })
}
