/**
 * The tournament page's tabs, in display order; the value is the `type` search parameter of
 * docs/requirements/tours-and-records.md#tr-9.
 */
export const GAME_TABS = [
  'information',
  'leaderboard',
  'liveLeaderboard',
  'stats',
  'updates',
  'courseMap',
  'history',
  'entryList',
  'teeTimes',
  'holeByHole',
  'holeStats',
  'playerPosition',
  'progressByHole',
  'progressByGroups',
  'drawBracket',
  'pointsTable',
  'broadcast',
  'prizes',
  'photo',
] as const

export type GameTab = (typeof GAME_TABS)[number]

export const DEFAULT_GAME_TAB: GameTab = 'leaderboard'

export const isGameTab = (value: unknown): value is GameTab =>
  typeof value === 'string' && (GAME_TABS as readonly string[]).includes(value)

/** The tab a link without `type` opens: an upcoming game (status 1 or 4) has no board yet, so its information. */
export const defaultTabFor = (status: number | undefined): GameTab =>
  status === 1 || status === 4 ? 'information' : DEFAULT_GAME_TAB
