import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { PlayerGameDto } from '@contract/game-records'
import { myRecordQueryOptions } from '@/api/my-records'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { formatToPar } from '@/lib/board-format'
import { formatWon } from '@/lib/money'
import { gameName } from '../format'
import { YearPicker } from './year-picker'

/** One season: the totals, then each tournament's finish, rounds, to par, prize money and points. */
export function SeasonView({ years, year }: { years: number[]; year: number | null }) {
  const { i18n } = useLingui()
  const record = useQuery({ ...myRecordQueryOptions(year), enabled: year !== null })
  const totals = record.data?.totals
  return (
    <section className="mypage-card" aria-labelledby="my-season-title">
      <div className="my-records__bar">
        <h2 id="my-season-title" className="mypage-card__title">
          {year ? <Trans>Season {year}</Trans> : <Trans>Records</Trans>}
        </h2>
        <YearPicker years={years} year={year} view="records" />
      </div>
      {year === null ? (
        <EmptyState icon="trophy" title={<Trans>No records yet</Trans>} />
      ) : record.isPending ? (
        <Skeleton height="8rem" />
      ) : record.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : (
        <>
          {totals ? (
            <dl className="my-records__totals">
              <div>
                <dt>
                  <Trans>Starts</Trans>
                </dt>
                <dd>{totals.starts}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Wins</Trans>
                </dt>
                <dd>{totals.wins}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Top 10</Trans>
                </dt>
                <dd>{totals.top10}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Prize money</Trans>
                </dt>
                <dd>{formatWon(totals.prizeWon, i18n.locale)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Points</Trans>
                </dt>
                <dd>{totals.genesisPoints.toLocaleString(i18n.locale)}</dd>
              </div>
            </dl>
          ) : null}
          <div className="my-records__table-wrap" tabIndex={0}>
            <table className="my-records__table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Tournament</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Finish</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Rounds</Trans>
                  </th>
                  <th scope="col">
                    <Trans>To par</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Prize money</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Points</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {record.data.games.map((g) => (
                  <GameRow key={g.gameId} game={g} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

function GameRow({ game: g }: { game: PlayerGameDto }) {
  const { i18n } = useLingui()
  return (
    <tr>
      <th scope="row">
        <Link
          to="/tours/game/game"
          search={{ tourId: g.tourId, gameId: g.gameId, type: 'leaderboard' }}
          className="text-link"
        >
          {gameName(g, i18n.locale)}
        </Link>
        <span className="my-records__dates">{g.startDate}</span>
      </th>
      <td className="num">{g.position ?? (g.entryStatus === 'active' ? '–' : g.entryStatus)}</td>
      <td className="num">{g.rounds.map((r) => r ?? '–').join(' · ')}</td>
      <td className="num">{g.toPar === null ? '–' : formatToPar(g.toPar)}</td>
      <td className="num">{g.prizeWon === null ? '–' : formatWon(g.prizeWon, i18n.locale)}</td>
      <td className="num">{g.genesisPoints === null ? '–' : g.genesisPoints.toLocaleString(i18n.locale)}</td>
    </tr>
  )
}
