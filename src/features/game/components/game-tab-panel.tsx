import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import type { GameDetail } from '@/api/games'
import type { GameTab } from '../game-tab-ids'
import type { BoardProps, TabProps } from '../tab-props'
import { PANEL_ID, tabId } from './game-tabs'
import { TabError, TabSkeleton } from './query-state'
import { TabErrorBoundary } from './tab-error-boundary'

const lazyTab = (load: () => Promise<{ default: ComponentType<TabProps> }>) => lazy(load)

// One chunk per tab: a fan who opens the leaderboard never downloads the charts or the hole maps.
const PANELS: Record<Exclude<GameTab, 'leaderboard' | 'liveLeaderboard'>, ComponentType<TabProps>> = {
  holeByHole: lazyTab(() => import('../tabs/hole-by-hole-tab').then((m) => ({ default: m.HoleByHoleTab }))),
  holeStats: lazyTab(() => import('../tabs/hole-stats-tab').then((m) => ({ default: m.HoleStatsTab }))),
  playerPosition: lazyTab(() => import('../tabs/player-position-tab').then((m) => ({ default: m.PlayerPositionTab }))),
  progressByHole: lazyTab(() => import('../tabs/progress-by-hole-tab').then((m) => ({ default: m.ProgressByHoleTab }))),
  progressByGroups: lazyTab(() =>
    import('../tabs/progress-by-groups-tab').then((m) => ({ default: m.ProgressByGroupsTab })),
  ),
  teeTimes: lazyTab(() => import('../tabs/tee-times-tab').then((m) => ({ default: m.TeeTimesTab }))),
  information: lazyTab(() => import('../tabs/information-tab').then((m) => ({ default: m.InformationTab }))),
  courseMap: lazyTab(() => import('../tabs/course-map-tab').then((m) => ({ default: m.CourseMapTab }))),
  history: lazyTab(() => import('../tabs/history-tab').then((m) => ({ default: m.HistoryTab }))),
  entryList: lazyTab(() => import('../tabs/entry-list-tab').then((m) => ({ default: m.EntryListTab }))),
  broadcast: lazyTab(() => import('../tabs/broadcast-tab').then((m) => ({ default: m.BroadcastTab }))),
  prizes: lazyTab(() => import('../tabs/prizes-tab').then((m) => ({ default: m.PrizesTab }))),
  photo: lazyTab(() => import('../tabs/photo-tab').then((m) => ({ default: m.PhotoTab }))),
  stats: lazyTab(() => import('../tabs/stats-tab').then((m) => ({ default: m.StatsTab }))),
  updates: lazyTab(() => import('../tabs/updates-tab').then((m) => ({ default: m.UpdatesTab }))),
  drawBracket: lazyTab(() => import('../match/draw-bracket-tab').then((m) => ({ default: m.DrawBracketTab }))),
  pointsTable: lazyTab(() => import('../match/points-table-tab').then((m) => ({ default: m.PointsTableTab }))),
}

/** The round in play, else the last one played, else 1 (before the start). */
export const liveRoundOf = (game: GameDetail) => Math.max(1, Math.min(game.currentRound, game.rounds))

interface Props {
  game: GameDetail
  search: { type: GameTab; round?: number; hole?: number }
  renderBoard: (props: BoardProps) => ReactNode
}

export function GameTabPanel({ game, search, renderBoard }: Props) {
  const liveRound = liveRoundOf(game)
  const asked = search.round
  const allRounds = asked === 0 && search.type === 'holeStats'
  const round = allRounds ? 0 : asked !== undefined && asked >= 1 && asked <= game.rounds ? asked : liveRound
  const props: TabProps = { game, round, liveRound, hole: search.hole }
  let content: ReactNode
  if (search.type === 'leaderboard' || search.type === 'liveLeaderboard') {
    content = renderBoard({ gameId: game.gameId, mode: search.type === 'leaderboard' ? 'leaderboard' : 'live' })
  } else {
    const Panel = PANELS[search.type]
    content = <Panel {...props} />
  }
  return (
    <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(search.type)} className="game-panel" tabIndex={0}>
      <TabErrorBoundary resetKey={search.type} fallback={(retry) => <TabError onRetry={retry} />}>
        <Suspense fallback={<TabSkeleton />}>{content}</Suspense>
      </TabErrorBoundary>
    </div>
  )
}
