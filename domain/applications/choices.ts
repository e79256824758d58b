/**
 * The application's fixed choices, without zod: the list's tour filter is read by a route's search validation,
 * which is in the portal's first load (scripts/check-budgets.ts keeps zod out of it). contract/game-apply.ts builds
 * its schemas from these.
 */

/** The list's tour filter (docs/requirements/tournament-applications.md#app-2): 11 main, 12 second-tier, 13 seniors,
 * 54 membership selection, etc. */
export const APPLY_TOUR_FILTERS = ['all', '11', '12', '13', '54', 'etc'] as const
export type ApplyTourFilter = (typeof APPLY_TOUR_FILTERS)[number]

/** The applicant's caddie for the event: their own, or one of the course's (what `POST /game/change` changes). */
export const CADDIE_CHOICES = ['own', 'house'] as const
export type CaddieChoice = (typeof CADDIE_CHOICES)[number]
