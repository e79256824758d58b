/**
 * Notable shots of /tours/playershot/playershot/ (decision 0032). The requirements name the page and `tabId=all`
 * (docs/requirements/tours-and-records.md#tr-24) only; the other tabs and what qualifies are ours:
 * - holeInOne: a hole played in 1 stroke;
 * - eagle: 2 or more under par in more than 1 stroke (albatrosses included);
 * - chipIn: a holing stroke from off the green (not tee, green or fringe) from at most CHIP_IN_MAX_M;
 * - longDrive: the longest measured drive (two measured holes per round, par 4 or 5) of each round of a
 *   tournament that stayed in play, as tours measure driving distance.
 * A hole that is several of these shows once under "all", as the first kind in NOTABLE_KINDS.
 */
export const NOTABLE_KINDS = ['holeInOne', 'eagle', 'chipIn', 'longDrive'] as const
export type NotableKind = (typeof NOTABLE_KINDS)[number]
export const SHOT_TABS = ['all', ...NOTABLE_KINDS] as const
export type ShotTab = (typeof SHOT_TABS)[number]
export const isShotTab = (value: unknown): value is ShotTab => SHOT_TABS.includes(value as ShotTab)

export const CHIP_IN_MAX_M = 50
/** The media page size (docs/requirements/api-conventions.md#api-13: 12). */
export const SHOTS_PAGE_SIZE = 12

/** Lie codes (domain/codes/ball-location.ts) the rules read. */
export const LIE_TEE = 0
export const LIE_GREEN = 3
export const LIE_HOLED = 10
export const LIE_FRINGE = 11
/** OB, penalty area, lost ball: a drive that ended there is no longest drive. */
export const LIES_OUT_OF_PLAY = [4, 5, 7] as const

export const kindPriority = (kind: NotableKind) => NOTABLE_KINDS.indexOf(kind)

/** The kind of a hole score by strokes and par, or null when it is neither an ace nor an eagle. */
export function scoreKind(strokes: number, par: number): 'holeInOne' | 'eagle' | null {
  if (strokes === 1) return 'holeInOne'
  return strokes <= par - 2 ? 'eagle' : null
}

/** Whether a holing stroke counts as a chip-in. */
export function isChipIn(shot: { lie: number; resultLie: number; distanceM: number }): boolean {
  return (
    shot.resultLie === LIE_HOLED &&
    shot.lie !== LIE_TEE &&
    shot.lie !== LIE_GREEN &&
    shot.lie !== LIE_FRINGE &&
    shot.distanceM <= CHIP_IN_MAX_M
  )
}
