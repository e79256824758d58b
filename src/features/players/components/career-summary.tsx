import { Trans, useLingui } from '@lingui/react/macro'
import type { PlayerRecordsDto, PlayerStatsDto } from '@contract/player'
import { formatWon } from '../format'

const rankText = (rank: number | null) => (rank === null ? '–' : String(rank))

/** The latest season's standing (from the rankings) and the career totals on this tour. */
export function CareerSummary({
  records,
  standing,
}: {
  records: PlayerRecordsDto
  standing: PlayerStatsDto['standing']
}) {
  const { t, i18n } = useLingui()
  const c = records.career
  const tiles: Array<[string, string]> = [
    [t`Starts`, String(c.starts)],
    [t`Wins`, String(c.wins)],
    [t`Top 10`, String(c.top10s)],
    [t`Cuts made`, String(c.cutsMade)],
    [t`Prize money`, formatWon(c.prizeWon, i18n.locale)],
    [t`Genesis points`, c.genesisPoints.toLocaleString(i18n.locale === 'en' ? 'en-US' : 'ko-KR')],
    [t`Lowest round`, c.lowestRound === null ? '–' : String(c.lowestRound)],
    [t`Scoring average`, c.scoringAverage === null ? '–' : c.scoringAverage.toFixed(2)],
  ]
  return (
    <section className="profile-section card" aria-labelledby="career-title">
      <h2 id="career-title" className="profile-section__title">
        <Trans>Career on this tour</Trans>
      </h2>
      {standing ? (
        <div className="standing">
          <p className="standing__season">
            <Trans>Season {standing.season}</Trans>
          </p>
          <dl className="standing__list">
            <div>
              <dt>
                <Trans>Wins</Trans>
              </dt>
              <dd>{standing.wins}</dd>
            </div>
            <div>
              <dt>
                <Trans>Genesis rank</Trans>
              </dt>
              <dd>
                {rankText(standing.genesisRank)}
                <small>{t`${standing.genesisPoints} pts`}</small>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Prize money rank</Trans>
              </dt>
              <dd>
                {rankText(standing.prizeRank)}
                <small>{formatWon(standing.prizeWon, i18n.locale)}</small>
              </dd>
            </div>
          </dl>
        </div>
      ) : null}
      <dl className="tile-grid">
        {tiles.map(([label, value]) => (
          <div key={label} className="tile-grid__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
