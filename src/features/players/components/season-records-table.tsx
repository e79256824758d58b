import { Trans, useLingui } from '@lingui/react/macro'
import type { PlayerRecordsDto } from '@contract/player'
import { formatWon } from '../format'

/** Records by season, newest first: one row a season on this tour. */
export function SeasonRecordsTable({ records }: { records: PlayerRecordsDto }) {
  const { t, i18n } = useLingui()
  return (
    <section className="profile-section card" aria-labelledby="seasons-title">
      <h2 id="seasons-title" className="profile-section__title">
        <Trans>Records by season</Trans>
      </h2>
      {records.seasons.length === 0 ? (
        <p className="muted">
          <Trans>No completed tournament on this tour yet.</Trans>
        </p>
      ) : (
        <div className="table-scroll" role="group" tabIndex={0} aria-labelledby="seasons-title">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t`Season`}</th>
                <th scope="col">{t`Starts`}</th>
                <th scope="col">{t`Wins`}</th>
                <th scope="col">{t`Top 10`}</th>
                <th scope="col">{t`Cuts made`}</th>
                <th scope="col">{t`Scoring average`}</th>
                <th scope="col">{t`Lowest round`}</th>
                <th scope="col">{t`Genesis points`}</th>
                <th scope="col" className="num">{t`Prize money`}</th>
              </tr>
            </thead>
            <tbody>
              {records.seasons.map((s) => (
                <tr key={s.season}>
                  <th scope="row">{s.season}</th>
                  <td>{s.starts}</td>
                  <td>{s.wins}</td>
                  <td>{s.top10s}</td>
                  <td>{s.cutsMade}</td>
                  <td>{s.scoringAverage === null ? '–' : s.scoringAverage.toFixed(2)}</td>
                  <td>{s.lowestRound ?? '–'}</td>
                  <td>{s.genesisPoints.toLocaleString()}</td>
                  <td className="num">{formatWon(s.prizeWon, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
