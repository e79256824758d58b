import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { tourRecordsQueryOptions } from '@/api/records'
import type { TourRecordEntryDto, TourRecordKind } from '@contract/records'
import { formatToPar } from '@/lib/board-format'
import { formatWon } from '@/lib/money'
import { RECORD_KIND_LABELS } from '../labels'
import type { RecordsSearch } from '../search'
import { PlayerCell } from './player-cell'
import { LoadError, NoResults, RowsSkeleton } from './query-states'

function valueText(kind: TourRecordKind, e: TourRecordEntryDto, locale: string) {
  if (kind === 'prize') return formatWon(e.value, locale)
  if (kind.endsWith('ToPar')) return formatToPar(e.value)
  return e.value.toLocaleString(locale === 'en' ? 'en-US' : 'ko-KR')
}

/** Tour Record: the season's records, top 10 of each (ties kept), each in its own small table. */
export default function TourRecordTab({ search }: { search: RecordsSearch }) {
  const { t, i18n } = useLingui()
  const query = useQuery(tourRecordsQueryOptions(search.tourId, search.season))
  if (query.isPending) return <RowsSkeleton />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  const data = query.data
  if (data.lists.every((l) => l.entries.length === 0)) return <NoResults />
  return (
    <section aria-labelledby="tour-record-title">
      <h2 id="tour-record-title" className="rec-title">
        <Trans>Tour Record {data.season}</Trans>
      </h2>
      <div className="rec-grid">
        {data.lists.map((list) => (
          <section key={list.kind} className="rec-card" aria-labelledby={`record-${list.kind}`}>
            <h3 id={`record-${list.kind}`} className="rec-card__title">
              {i18n._(RECORD_KIND_LABELS[list.kind])}
            </h3>
            {list.entries.length === 0 ? (
              <p className="muted">
                <Trans>No record this season.</Trans>
              </p>
            ) : (
              <table className="rec-table rec-table--compact" aria-labelledby={`record-${list.kind}`}>
                <thead>
                  <tr>
                    <th scope="col">{t`Position`}</th>
                    <th scope="col">{t`Player`}</th>
                    <th scope="col" className="num">
                      {t`Record`}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.entries.map((e, i) => (
                    <tr key={`${e.playerId}-${e.gameId ?? ''}-${e.round ?? ''}-${i}`}>
                      <td className="rec-pos">{e.position}</td>
                      <th scope="row" className="rec-table__name">
                        <PlayerCell player={e} tourId={data.tourId} />
                        {e.gameId !== null ? (
                          <span className="rec-table__game">
                            {i18n.locale === 'en' ? e.gameNameEn : e.gameNameKo}
                            {e.round !== null ? ` · ${t`Round ${e.round}`}` : ''}
                          </span>
                        ) : null}
                      </th>
                      <td className="num">
                        <strong>{valueText(list.kind, e, i18n.locale)}</strong>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        ))}
      </div>
    </section>
  )
}
