import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { distributionTable, tiedShare, type PointsKind } from '@domain/rankings/distribution-table'
import { gameRecordQueryOptions } from '@/api/game-info'
import { QueryState, TabEmpty } from '../components/query-state'
import type { TabProps } from '../tab-props'
import { formatPoints, useWon } from './info-format'
import { PayoutsTable } from './payouts-table'
import './info-tabs.css'

function usePointsName(kind: PointsKind | null): string {
  const { t } = useLingui()
  if (kind === 'champions') return t`Champions Tour points`
  if (kind === 'winter') return t`Winter Tour points`
  return t`Genesis points`
}

/** What each place is worth before play (domain tables), and once completed what was actually paid. */
export function PrizesTab({ game }: TabProps) {
  const { t, i18n } = useLingui()
  const won = useWon()
  const completed = game.status === 3
  const record = useQuery({ ...gameRecordQueryOptions(game.gameId), enabled: completed })
  const table = distributionTable(game)
  const pointsName = usePointsName(table.kind)
  const hasPoints = table.kind !== null
  if (table.rows.length === 0)
    return <TabEmpty title={<Trans>This tournament awards no prize money or points</Trans>} />
  const example = tiedShare(game, 2, 2)
  const examplePrize = won(example.prizeWon)
  const examplePoints = example.points === null ? '' : formatPoints(example.points, i18n.locale)
  const below = table.belowTable === null ? '' : formatPoints(table.belowTable.points, i18n.locale)
  const firstBelow = table.belowTable?.from ?? 0
  const purse = won(game.purseWon)
  return (
    <section aria-label={t`Prize/Points distribution`} className="game-tab">
      {completed ? (
        <section aria-labelledby="prizes-actual">
          <h3 id="prizes-actual" className="game-subtitle">{t`Final payouts`}</h3>
          <QueryState
            query={record}
            isEmpty={(r) => !r.lines.some((l) => (l.prizeWon ?? 0) > 0 || (l.genesisPoints ?? 0) > 0)}
            empty={<TabEmpty title={<Trans>The official payouts are not published yet</Trans>} />}
          >
            {(r) => <PayoutsTable lines={r.lines} tourId={game.tourId} pointsName={hasPoints ? pointsName : null} />}
          </QueryState>
        </section>
      ) : null}
      <section aria-labelledby="prizes-table" className="game-tab">
        <h3 id="prizes-table" className="game-subtitle">{t`Distribution by finishing position`}</h3>
        <ul className="info-rules">
          {game.purseWon > 0 ? <li>{t`Total purse: ${purse}`}</li> : null}
          <li>
            {hasPoints ? (
              <Trans>
                Players tied on a place share the money and points of the places they occupy equally: two players tied
                for 2nd each receive {examplePrize} and {examplePoints} points.
              </Trans>
            ) : (
              <Trans>
                Players tied on a place share the money of the places they occupy equally: two players tied for 2nd each
                receive {examplePrize}.
              </Trans>
            )}
          </li>
          {below ? <li>{t`Places ${firstBelow} and lower: ${below} points each.`}</li> : null}
          <li>{t`Amateurs receive no prize money; players who are not members of the tour earn no points.`}</li>
        </ul>
        <div
          className="game-table-wrap prizes__wrap"
          role="region"
          aria-label={t`Distribution by finishing position`}
          tabIndex={0}
        >
          <table className="game-table prizes">
            <thead>
              <tr>
                <th scope="col">{t`Place`}</th>
                {game.purseWon > 0 ? <th scope="col">{t`Prize money`}</th> : null}
                {hasPoints ? <th scope="col">{pointsName}</th> : null}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.place}>
                  <th scope="row">{row.place}</th>
                  {game.purseWon > 0 ? <td className="num">{row.prizeWon > 0 ? won(row.prizeWon) : '–'}</td> : null}
                  {hasPoints ? (
                    <td className="num">{row.points === null ? '–' : formatPoints(row.points, i18n.locale)}</td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </section>
  )
}
