import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { holeRecordQueryOptions } from '@/api/game-holes'
import { QueryState, TabEmpty } from '../components/query-state'
import { RoundSelect } from '../components/round-select'
import type { TabProps } from '../tab-props'
import { HoleByHoleTable } from './hole-by-hole-table'
import { ScoreLegend } from './score-legend'

/** Every player's 18 holes for one round, coloured by score name. */
export function HoleByHoleTab({ game, round }: TabProps) {
  const { t, i18n } = useLingui()
  const record = useQuery(holeRecordQueryOptions(game.gameId, round, i18n.locale))
  return (
    <section aria-label={t`Hole-by-hole Scores`} className="game-tab">
      <div className="game-toolbar">
        <RoundSelect game={game} round={round} />
        <ScoreLegend />
      </div>
      <QueryState
        query={record}
        isEmpty={(r) => r.cards.length === 0}
        empty={
          <TabEmpty
            title={<Trans>No scores for this round yet</Trans>}
          >{t`Scores appear here hole by hole once the round starts.`}</TabEmpty>
        }
      >
        {(r) => <HoleByHoleTable record={r} />}
      </QueryState>
    </section>
  )
}
