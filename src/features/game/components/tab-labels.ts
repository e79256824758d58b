import { useLingui } from '@lingui/react/macro'
import type { GameTab } from '../game-tab-ids'

/** The spec's tab names (portal.md §2, tournament detail). */
export function useTabLabels(): Record<GameTab, string> {
  const { t } = useLingui()
  return {
    leaderboard: t`Leaderboard`,
    liveLeaderboard: t`Live Leaderboard`,
    holeByHole: t`Hole-by-hole Scores`,
    holeStats: t`Hole Statistics`,
    playerPosition: t`Player position`,
    progressByHole: t`Progress by hole`,
    progressByGroups: t`Progress by Groups`,
    teeTimes: t`Tee Times`,
  }
}
