import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { eventListQueryOptions } from '@/api/events'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import type { PredictionEventDto } from '@contract/prediction-event'
import { seoulDateTime } from '@domain/time'
import type { EventsPath, EventsSearch } from '../search'
import { PhaseBadge } from './phase-badge'

function EventCard({
  event,
  search,
  basePath,
}: {
  event: PredictionEventDto
  search: EventsSearch
  basePath: EventsPath
}) {
  const { i18n } = useLingui()
  const en = i18n.locale === 'en'
  const name = en ? event.nameEn : event.nameKo
  const winners = event.winners.map((w) => (en ? w.nameEn : w.nameKo)).join(', ')
  const deadline = seoulDateTime(event.deadline)
  const picks = event.pickCount
  const correct = event.correctCount
  return (
    <li className="event-card card">
      <div className="event-card__top">
        <PhaseBadge phase={event.phase} />
        <span className="event-card__dates">
          {event.startDate} – {event.endDate}
        </span>
      </div>
      <h2 className="event-card__title">
        <Trans>Winner prediction: {name}</Trans>
      </h2>
      <p className="event-card__text">
        {event.phase === 'open' ? (
          <Trans>Pick the winner before the first tee time, {deadline} (Seoul).</Trans>
        ) : event.phase === 'closed' ? (
          <Trans>Picks closed at the first tee time. The result follows the final round.</Trans>
        ) : (
          <Trans>Winner: {winners}</Trans>
        )}
      </p>
      <p className="event-card__count">
        {picks === 0 ? (
          <Trans>No member has taken part yet.</Trans>
        ) : correct === null ? (
          <Plural value={picks} one="# member took part" other="# members took part" />
        ) : (
          <Trans>
            {correct} of {picks} picks were right
          </Trans>
        )}
      </p>
      <Link
        to={basePath}
        search={{ ...search, gameId: event.gameId }}
        className={event.phase === 'open' ? 'btn btn--primary' : 'btn'}
      >
        {event.phase === 'open' ? <Trans>Take part</Trans> : <Trans>See the event</Trans>}
      </Link>
    </li>
  )
}

/** One tab of events: the prediction event of each main-tour tournament in that state. */
export function EventList({ search, basePath }: { search: EventsSearch; basePath: EventsPath }) {
  const { t } = useLingui()
  const query = useQuery(eventListQueryOptions(search.tabId))
  if (query.isPending) {
    return (
      <div className="event-grid" role="status" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Loading…</Trans>
        </span>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height="12rem" radius="12px" />
        ))}
      </div>
    )
  }
  if (query.isError) {
    return (
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
    )
  }
  if (query.data.items.length === 0) {
    return (
      <div className="card">
        <EmptyState icon="calendar" title={<Trans>There are no events here right now.</Trans>} />
      </div>
    )
  }
  return (
    <ul className="event-grid" aria-label={t`Events`}>
      {query.data.items.map((e) => (
        <EventCard key={e.gameId} event={e} search={search} basePath={basePath} />
      ))}
    </ul>
  )
}
