/**
 * One player's season as the server aggregates it from the database (sums over the season's
 * tournaments of one tour), and the statistics computed from it. Counts are whole numbers; a
 * statistic whose denominator is 0 is null (the player is left out of that list).
 */

export interface PlayerSeasonLine {
  playerId: string
  name: string
  /** Member of this tour; only members appear in the season lists. */
  tourMember: boolean
  /** First season on the tour. */
  rookie: boolean
  /** Rounds completed (18 holes) in official events. */
  rounds: number
  /** Strokes over those rounds. */
  strokes: number
  /** Measured drives (the two measuring holes of each round) and their total length in yards. */
  drives: number
  driveYards: number
  /** Tee shots on par 4s and par 5s that finished on the fairway, and how many were played. */
  fairwaysHit: number
  fairwayAttempts: number
  /** Greens hit in regulation and holes played. */
  greensHit: number
  holes: number
  /** Putts over all holes of the rounds above. */
  putts: number
  /** Greens missed in regulation, and how many of them still ended in par or better. */
  missedGreens: number
  scrambles: number
  /** Season points of this tour: Genesis points, or champions / winter tour points on those tours. */
  points: number
  /** Official (recognised) prize money, integer won. */
  prize: number
}

/**
 * Share of the season's rounds a player needs for official statistics: 40%
 * (docs/requirements/tours-and-records.md#tr-21).
 */
export const OFFICIAL_ROUNDS_PERCENT = 40

/**
 * True when `rounds` is at least 40% of `seasonRounds` (the rounds the tour has played this season).
 * Compared in integers so exactly 40% is official and nothing just under is.
 */
export function hasOfficialRounds(rounds: number, seasonRounds: number): boolean {
  return rounds * 100 >= seasonRounds * OFFICIAL_ROUNDS_PERCENT
}

const ratio = (numerator: number, denominator: number): number | null =>
  denominator > 0 ? numerator / denominator : null
const percent = (numerator: number, denominator: number): number | null =>
  denominator > 0 ? (numerator * 100) / denominator : null

export const strokeAverage = (l: PlayerSeasonLine) => ratio(l.strokes, l.rounds)
export const drivingDistance = (l: PlayerSeasonLine) => ratio(l.driveYards, l.drives)
export const drivingAccuracy = (l: PlayerSeasonLine) => percent(l.fairwaysHit, l.fairwayAttempts)
export const greensInRegulation = (l: PlayerSeasonLine) => percent(l.greensHit, l.holes)
/** Average putts per round: the fields we hold per round; per-GIR putting would need putts on GIR holes. */
export const puttsPerRound = (l: PlayerSeasonLine) => ratio(l.putts, l.rounds)
/** Scrambling: par or better after missing the green in regulation. */
export const recoveryRate = (l: PlayerSeasonLine) => percent(l.scrambles, l.missedGreens)
