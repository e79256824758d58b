import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { competitionQueryOptions } from '@/api/records'
import type { CompetitionRecordsDto } from '@contract/records'
import { FIRST_SEARCHABLE_SEASON } from '@contract/record-search'
import { formatToPar } from '@/lib/board-format'
import { formatWon } from '@/lib/money'
import type { RecordsSearch } from '../search'
import { PlayerCell } from './player-cell'
import { LoadError, NoResults, RowsSkeleton } from './query-states'

function SeriesRecords({
  title,
  list,
  tourId,
}: {
  title: string
  list: CompetitionRecordsDto['lowestRound']
  tourId: number
}) {
  const { t } = useLingui()
  return (
    <section className="rec-card" aria-label={title}>
      <h3 className="rec-card__title">{title}</h3>
      {list.length === 0 ? (
        <p className="muted">
          <Trans>No record yet.</Trans>
        </p>
      ) : (
        <ol className="rec-list">
          {list.map((r, i) => (
            <li key={i}>
              <PlayerCell player={r} tourId={tourId} />
              <span className="rec-list__meta">
                {r.year}
                {r.round !== null ? ` · ${t`Round ${r.round}`}` : ''}
              </span>
              <strong>
                {r.strokes} ({formatToPar(r.toPar)})
              </strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** Record by competition: a tournament series (select), its winners year by year and its records, since 2013. */
export default function CompetitionTab({ search }: { search: RecordsSearch }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const navigate = useNavigate({ from: '/tours/record/' })
  const query = useQuery(competitionQueryOptions(search.tourId, search.gameId))
  if (query.isPending) return <RowsSkeleton />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  const data = query.data
  if (data.series.length === 0) return <NoResults />
  const name = (g: { nameKo: string; nameEn: string }) => (i18n.locale === 'en' ? g.nameEn : g.nameKo)
  return (
    <section aria-labelledby="competition-title" className={query.isPlaceholderData ? 'rec-dim' : undefined}>
      <div className="rec-season">
        <label htmlFor={id} className="rec-season__label">
          <Trans>Tournament</Trans>
        </label>
        <select
          id={id}
          className="rec-select rec-select--wide"
          value={data.gameId ?? ''}
          onChange={(e) => void navigate({ search: (prev) => ({ ...prev, gameId: Number(e.target.value) }) })}
        >
          {data.series.map((s) => (
            <option key={s.gameId} value={s.gameId}>
              {name(s)}
            </option>
          ))}
        </select>
        <p className="rec-season__note">
          <Trans>Records before {FIRST_SEARCHABLE_SEASON} cannot be searched.</Trans>
        </p>
      </div>
      <h2 id="competition-title" className="rec-title">
        {name(data.series.find((s) => s.gameId === data.gameId) ?? data.series[0]!)}
      </h2>
      <div className="rec-scroll rec-scroll--auto" role="group" tabIndex={0} aria-labelledby="competition-title">
        <table className="rec-table">
          <thead>
            <tr>
              <th scope="col">{t`Year`}</th>
              <th scope="col">{t`Winner`}</th>
              <th scope="col" className="num">{t`Score`}</th>
              <th scope="col" className="rec-wide">{t`Course`}</th>
              <th scope="col" className="num rec-wide">{t`Purse`}</th>
            </tr>
          </thead>
          <tbody>
            {data.editions.map((e) => (
              <tr key={e.gameId}>
                <td>{e.year}</td>
                <th scope="row" className="rec-table__name">
                  {e.winners.map((w) => (
                    <PlayerCell key={w.playerId} player={w} tourId={data.tourId} />
                  ))}
                  {e.playoff ? <span className="rec-table__game">{t`Won in a playoff`}</span> : null}
                </th>
                <td className="num">
                  {e.winners[0] ? `${e.winners[0].total ?? '–'} (${formatToPar(e.winners[0].toPar)})` : '–'}
                </td>
                <td className="rec-wide">{i18n.locale === 'en' ? e.courseNameEn : e.courseNameKo}</td>
                <td className="num rec-wide">{formatWon(e.purseWon, i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="rec-grid rec-grid--two">
        <SeriesRecords title={t`Lowest round`} list={data.lowestRound} tourId={data.tourId} />
        <SeriesRecords title={t`Lowest 72 holes`} list={data.lowestTotal} tourId={data.tourId} />
      </div>
    </section>
  )
}
