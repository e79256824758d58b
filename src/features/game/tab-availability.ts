import { DEFAULT_GAME_TAB, GAME_TABS, type GameTab } from './game-tab-ids'

export type GameFormat = 'stroke' | 'match'

/**
 * Tabs that only make sense for one format (docs/decisions/0030-match-play-and-event-tabs.md).
 * Match play has no stroke totals, tee sheet or per-hole field scoring, so the stroke views hide; a
 * stroke event has no bracket or group table. Tabs in neither set (the leaderboard, information,
 * course, history...) show for both.
 */
const MATCH_ONLY: ReadonlySet<GameTab> = new Set<GameTab>(['drawBracket', 'pointsTable'])
const STROKE_ONLY: ReadonlySet<GameTab> = new Set<GameTab>([
  'liveLeaderboard',
  'stats',
  'updates',
  'teeTimes',
  'holeByHole',
  'holeStats',
  'playerPosition',
  'progressByHole',
  'progressByGroups',
])

export const tabFits = (tab: GameTab, format: GameFormat) =>
  format === 'match' ? !STROKE_ONLY.has(tab) : !MATCH_ONLY.has(tab)

/** The tab strip of a game, in display order. */
export const tabsFor = (format: GameFormat): GameTab[] => GAME_TABS.filter((tab) => tabFits(tab, format))

/** A link to a tab the game does not have (an old bookmark, a hand-edited URL) opens the default one. */
export const tabShown = (tab: GameTab, format: GameFormat): GameTab =>
  tabFits(tab, format) ? tab : format === 'match' ? 'drawBracket' : DEFAULT_GAME_TAB
