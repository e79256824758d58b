import { useLingui } from '@lingui/react/macro'
import type { GameTab } from '../game-tab-ids'

/** The tab names of docs/requirements/tours-and-records.md#tr-9. */
export function useTabLabels(): Record<GameTab, string> {
  const { t } = useLingui()
  return {
    information: t`Information`,
    leaderboard: t`Leaderboard`,
    liveLeaderboard: t`Live Leaderboard`,
    stats: t`Tournament Stats`,
    updates: t`Tournament Updates`,
    holeByHole: t`Hole-by-hole Scores`,
    holeStats: t`Hole Statistics`,
    playerPosition: t`Player position`,
    progressByHole: t`Progress by hole`,
    progressByGroups: t`Progress by Groups`,
    teeTimes: t`Tee Times`,
    courseMap: t`Course Map`,
    history: t`Tournament History`,
    entryList: t`Entry List`,
    broadcast: t`Broadcasting schedule`,
    prizes: t`Prize/Points distribution`,
    photo: t`Photo`,
    drawBracket: t`Draw bracket`,
    pointsTable: t`Points table`,
  }
}
