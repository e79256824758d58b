import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { selectionSeasonQueryOptions } from '@/api/selection'
import { EmptyState } from '@/components/ui/empty-state'
import { PageBand } from '@/components/ui/page-band'
import { Skeleton } from '@/components/ui/skeleton'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import type { SelectionEventDto } from '@contract/selection'
import { tourName } from '@domain/tours'
import { STAGE_LABELS, STATUS_LABELS } from '../labels'
import type { SelectionSearch } from '../search'
import { SelectionResults } from './selection-results'
import '../selection.css'

function StageCard({ event, search }: { event: SelectionEventDto; search: SelectionSearch }) {
  const { i18n } = useLingui()
  const en = i18n.locale === 'en'
  const open = search.gameId === event.gameId
  const venue = en ? event.venueEn : event.venueKo
  const places = event.passPlaces
  const passed = event.passedCount
  const field = event.fieldSize
  return (
    <li className="stage-card card" data-open={open}>
      <div className="stage-card__top">
        <span className="badge">{i18n._(STAGE_LABELS[event.stageType])}</span>
        <span className={event.status === 3 ? 'badge badge--muted' : 'badge badge--accent'}>
          {i18n._(STATUS_LABELS[event.status] ?? STATUS_LABELS[1]!)}
        </span>
      </div>
      <h2 className="stage-card__title">{en ? event.nameEn : event.nameKo}</h2>
      <dl className="stage-card__facts">
        <div>
          <dt>
            <Trans>Dates</Trans>
          </dt>
          <dd>
            {event.startDate} – {event.endDate}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Venue</Trans>
          </dt>
          <dd>{venue ?? '-'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Pass line</Trans>
          </dt>
          <dd>
            <Trans>Top {places} and ties</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Players</Trans>
          </dt>
          <dd>
            {passed !== null ? (
              <Trans>
                {passed} of {field} passed
              </Trans>
            ) : field > 0 ? (
              field
            ) : (
              <Trans>Entry list not yet published</Trans>
            )}
          </dd>
        </div>
      </dl>
      <Link
        to="/tours/member/openSelection/"
        search={{ ...search, gameId: event.gameId }}
        className={open ? 'btn btn--primary' : 'btn'}
        aria-current={open ? 'true' : undefined}
        resetScroll={false}
      >
        {event.status === 3 ? <Trans>Results</Trans> : <Trans>Entry list</Trans>}
      </Link>
    </li>
  )
}

/** /tours/member/openSelection/?tourId=54: the season's selection stages and the results of one (decision 0032). */
export function SelectionPage({ search }: { search: SelectionSearch }) {
  const { t, i18n } = useLingui()
  const yearId = useId()
  const navigate = useNavigate({ from: '/tours/member/openSelection/' })
  const query = useQuery(selectionSeasonQueryOptions(search.year))
  useDocumentTitle(t`Membership selection`)
  const data = query.data
  const events = data?.events ?? []
  const openId = search.gameId ?? [...events].reverse().find((e) => e.status === 3)?.gameId
  const open = events.find((e) => e.gameId === openId)
  return (
    <>
      <PageBand eyebrow={tourName(54, i18n.locale)} title={<Trans>Membership selection</Trans>} style={tourStyle(54)}>
        {data && data.years.length > 0 ? (
          <div className="season-pick">
            <label htmlFor={yearId}>
              <Trans>Season</Trans>
            </label>
            <select
              id={yearId}
              value={data.year ?? ''}
              onChange={(e) => void navigate({ search: { tourId: 54, year: Number(e.target.value) } })}
            >
              {data.years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </PageBand>
      <div className="container selection-body">
        {query.isPending ? (
          <div className="stage-grid" role="status" aria-busy="true">
            <span className="visually-hidden">
              <Trans>Loading…</Trans>
            </span>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="14rem" radius="12px" />
            ))}
          </div>
        ) : query.isError ? (
          <div className="card" role="alert">
            <EmptyState
              icon="alert"
              title={<Trans>This information could not be loaded</Trans>}
              actions={
                <button type="button" className="btn" onClick={() => void query.refetch()}>
                  <Trans>Try again</Trans>
                </button>
              }
            />
          </div>
        ) : events.length === 0 ? (
          <div className="card">
            <EmptyState icon="calendar" title={<Trans>No selection events in this season.</Trans>} />
          </div>
        ) : (
          <>
            <ul className="stage-grid" aria-label={t`Selection stages`}>
              {events.map((e) => (
                <StageCard key={e.gameId} event={e} search={{ ...search, gameId: openId }} />
              ))}
            </ul>
            {open ? <SelectionResults key={open.gameId} event={open} /> : null}
          </>
        )}
      </div>
    </>
  )
}
