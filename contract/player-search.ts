/**
 * The player search's choices, without zod: the route's search validator loads with the portal's first page,
 * where zod must not (scripts/check-budgets.ts).
 */

/** The two tours the player pages serve (docs/requirements/tours-and-records.md#tr-17: tours 11 and 13 only). */
export const PLAYER_TOUR_IDS = [11, 13] as const
export type PlayerTourId = (typeof PLAYER_TOUR_IDS)[number]
export const isPlayerTourId = (value: unknown): value is PlayerTourId => PLAYER_TOUR_IDS.includes(value as PlayerTourId)

export const PLAYER_SORTS = ['name', 'memberNo'] as const
export type PlayerSort = (typeof PLAYER_SORTS)[number]
