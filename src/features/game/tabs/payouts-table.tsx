import { useLingui } from '@lingui/react/macro'
import type { ResultLineDto } from '@contract/game-history'
import { formatPoints, useWon } from './info-format'
import { PlayerLink } from './player-link'

/** The official result's money and points, player by player, in board order. */
export function PayoutsTable({
  lines,
  tourId,
  pointsName,
}: {
  lines: ResultLineDto[]
  tourId: number
  pointsName: string | null
}) {
  const { t, i18n } = useLingui()
  const won = useWon()
  const paid = lines.filter((l) => (l.prizeWon ?? 0) > 0 || (l.genesisPoints ?? 0) > 0)
  return (
    <div className="game-table-wrap prizes__wrap" role="region" aria-label={t`Final payouts`} tabIndex={0}>
      <table className="game-table">
        <thead>
          <tr>
            <th scope="col">{t`Pos.`}</th>
            <th scope="col">{t`Player`}</th>
            <th scope="col">{t`Prize money`}</th>
            {pointsName ? <th scope="col">{pointsName}</th> : null}
          </tr>
        </thead>
        <tbody>
          {paid.map((l) => (
            <tr key={l.playerId}>
              <td>{l.position ?? '–'}</td>
              <th scope="row" className="cell-start">
                <PlayerLink player={l} tourId={tourId} />
              </th>
              <td className="num">{l.prizeWon ? won(l.prizeWon) : '–'}</td>
              {pointsName ? (
                <td className="num">{l.genesisPoints ? formatPoints(l.genesisPoints, i18n.locale) : '–'}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
