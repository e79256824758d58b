import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { selectionResultsQueryOptions } from '@/api/selection'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import type { SelectionEventDto } from '@contract/selection'
import { STAGE_LABELS, toParText } from '../labels'

/** Rank, name, rounds, total and pass/fail of one stage; an upcoming stage shows its entry list. */
export function SelectionResults({ event }: { event: SelectionEventDto }) {
  const { t, i18n } = useLingui()
  const query = useQuery(selectionResultsQueryOptions(event.gameId))
  const en = i18n.locale === 'en'
  const name = en ? event.nameEn : event.nameKo
  const stage = i18n._(STAGE_LABELS[event.stageType])
  const places = query.data?.passPlaces ?? event.passPlaces
  return (
    <section className="selection-results card" aria-labelledby="selection-results-title">
      <h2 id="selection-results-title" className="selection-results__title">
        {event.status === 3 ? <Trans>Results: {name}</Trans> : <Trans>Entry list: {name}</Trans>}
      </h2>
      {query.isPending ? (
        <div role="status" aria-busy="true">
          <span className="visually-hidden">
            <Trans>Loading…</Trans>
          </span>
          <Skeleton height="12rem" />
        </div>
      ) : query.isError ? (
        <EmptyState
          icon="alert"
          as="h3"
          title={<Trans>This information could not be loaded</Trans>}
          actions={
            <button type="button" className="btn" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      ) : query.data.rows.length === 0 ? (
        <EmptyState icon="info" as="h3" title={<Trans>There are no entries yet.</Trans>} />
      ) : (
        <>
          {query.data.completed ? (
            <p className="selection-results__note">
              <Trans>
                {stage}: the top {places} and ties pass.
              </Trans>
            </p>
          ) : null}
          <div className="table-scroll">
            <table className="selection-table">
              <caption className="visually-hidden">{name}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Rank`}</th>
                  <th scope="col">{t`Player`}</th>
                  {Array.from({ length: event.rounds }, (_, i) => {
                    const round = i + 1
                    return <th key={i} scope="col" className="num">{t`R${round}`}</th>
                  })}
                  <th scope="col" className="num">{t`Total`}</th>
                  <th scope="col" className="num">{t`To par`}</th>
                  {query.data.completed ? <th scope="col">{t`Result`}</th> : null}
                </tr>
              </thead>
              <tbody>
                {query.data.rows.map((r) => (
                  <tr key={r.player.playerId} data-passed={r.passed}>
                    <td>{r.rankText}</td>
                    <th scope="row">{en ? r.player.nameEn : r.player.nameKo}</th>
                    {r.rounds.map((s, i) => (
                      <td key={i} className="num">
                        {s ?? '-'}
                      </td>
                    ))}
                    <td className="num">{r.totalStrokes ?? '-'}</td>
                    <td className="num">{toParText(r.toPar)}</td>
                    {query.data.completed ? (
                      <td>
                        {r.passed ? (
                          <span className="badge">{t`Pass`}</span>
                        ) : (
                          <span className="badge badge--muted">{t`Fail`}</span>
                        )}
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
