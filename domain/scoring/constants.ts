/**
 * Every rule constant of the scoring engine, in one place, so a tour official's question
 * ("which holes break a tie at the cut?", "what is a halved group match worth?") has one answer.
 */

export const HOLES_PER_ROUND = 18

/** A split-tee start sends half the field off the 10th; their round runs 10-18, then 1-9. */
export const SPLIT_TEE_START_HOLE = 10

/**
 * Appended to `thru` for a player who started the current round on the 10th tee: '9*' means nine holes
 * played (10 to 18), the way PGA TOUR and KPGA boards mark back-nine starters. Also appended to the tee
 * time before the start ('08:30*'), so fans see which tee the group goes off. Not appended to 'F': once
 * the round is over, where it began no longer changes what the score means.
 */
export const TENTH_TEE_MARKER = '*'

/** `thru` of a completed round. */
export const THRU_FINISHED = 'F'

/** Prefix of a shared position ('T2'). */
export const TIE_PREFIX = 'T'

/**
 * Position of an active player who has not played a hole of the tournament yet (first round, before the
 * tee time). They have no score to rank, so they are listed after every ranked player, by tee time, with
 * rank null: a board that ranked them as level par would show a tee-time player above someone at +1.
 */
export const POSITION_NOT_STARTED = '-'

/** Position and status of a player outside the cut. */
export const MISSED_CUT = 'MC'

/**
 * Official status codes, in the order they are listed below the missed-cut players: those who began
 * and stopped first (withdrew, retired during a round), then disqualified (a score exists but is void),
 * and players who never started last, since they have no score to show at all.
 */
export const STATUS_CODE_ORDER = ['WD', 'RTD', 'DQ', 'DNS'] as const

const holes = (from: number, to: number): readonly number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/**
 * Countback for a cut without ties (`ties: false`), after the cut round's score: the last 9, 6, 3 and 1
 * holes of round K by hole number (10-18, 13-18, 16-18, 18), also for players who started on the 10th
 * tee: the R&A's recommendation for multiple-tee starts (Committee Procedures 5A(7)), and the only
 * reading in which every player is judged over the same holes. Still level after that: by name, then
 * player id, so the board is the same on every recomputation (a committee would draw lots; it can
 * change the outcome with a status or an explicit withdrawal).
 */
export const CUT_COUNTBACK_HOLES: readonly (readonly number[])[] = [holes(10, 18), holes(13, 18), holes(16, 18), [18]]

/**
 * Group-stage points of match play: a win 1, a halved match ½, a loss 0 (the WGC Match Play and most
 * national match-play events). Halves exist only where a match may end all square after 18.
 */
export const MATCH_POINTS = { win: 1, tie: 0.5, loss: 0 } as const

/**
 * Score names relative to par, best to worst: the order of scorecard colour legends and of hole
 * statistics columns. A hole-in-one is named on its own whatever the par (a par-4 ace is rarer than any
 * albatross and boards celebrate it as such); 'albatross' covers -3 and better (a condor, -4, is too rare
 * to earn its own legend colour); 'quadruple-bogey' covers +4 and worse ("quadruple bogey or worse", the
 * way tour hole statistics bucket them).
 */
export const SCORE_NAMES = [
  'albatross',
  'hole-in-one',
  'eagle',
  'birdie',
  'par',
  'bogey',
  'double-bogey',
  'triple-bogey',
  'quadruple-bogey',
] as const
