/** The tournament page's tabs, in display order; the value is the spec's `type` search parameter. */
export const GAME_TABS = [
  'leaderboard',
  'liveLeaderboard',
  'holeByHole',
  'holeStats',
  'playerPosition',
  'progressByHole',
  'progressByGroups',
  'teeTimes',
] as const

export type GameTab = (typeof GAME_TABS)[number]

export const DEFAULT_GAME_TAB: GameTab = 'leaderboard'

export const isGameTab = (value: unknown): value is GameTab => typeof value === 'string' && (GAME_TABS as readonly string[]).includes(value)
