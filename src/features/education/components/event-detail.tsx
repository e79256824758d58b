import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { TYPES_OF_PROGRAMME } from '@domain/education/programmes'
import { isApiError } from '@/api/client'
import { educationEventQueryOptions } from '@/api/education'
import { EmptyState } from '@/components/ui/empty-state'
import { Icon } from '@/components/ui/icons'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { daysOf, paragraphs, sessionSpan } from '../format'
import { PROGRAMME_LABELS } from '../labels'
import type { EducationSearch } from '../search'
import { StatusBadge, TypeBadge } from './badges'
import { EligibilityPanel } from './eligibility-panel'
import { ApplicationWindow, Cost, PlacesLeft, showsFull, useEligibleNames } from './event-facts'
import { BlocksSkeleton } from './query-states'

/** One session: when and where, who may apply and when, places and cost, what it is, and "can I apply?". */
export function EventDetail({ eventId, search }: { eventId: number; search: EducationSearch }) {
  const { t, i18n } = useLingui()
  const query = useQuery(educationEventQueryOptions(eventId))
  const en = i18n.locale === 'en'
  const event = query.data
  const who = useEligibleNames(event?.eligibleTypes ?? [])
  const title = event ? (en ? event.titleEn : event.titleKo) : null
  useDocumentTitle(title ? t`${title} · Education` : t`Education`)
  const back = (
    <Link
      to="/educations/education/"
      search={{ ...search, event: undefined }}
      activeOptions={{ explicitUndefined: true }}
      className="btn"
    >
      <Icon name="chevronRight" className="edu-back-icon" />
      <Trans>Back to the schedule</Trans>
    </Link>
  )
  if (query.isPending) return <BlocksSkeleton count={2} height="12rem" />
  if (query.isError || !event) {
    const missing = isApiError(query.error) && query.error.status === 404
    return (
      <div className="card edu-state" role="alert">
        <EmptyState
          icon="info"
          as="h1"
          title={
            missing ? <Trans>This session does not exist.</Trans> : <Trans>This information could not be loaded</Trans>
          }
          actions={
            <>
              {missing ? null : (
                <button type="button" className="btn" onClick={() => void query.refetch()}>
                  <Trans>Try again</Trans>
                </button>
              )}
              {back}
            </>
          }
        />
      </div>
    )
  }
  const days = daysOf(event.startDate, event.endDate)
  const nights = days - 1
  return (
    <article className="card edu-detail" aria-labelledby="edu-detail-title" data-type={event.typeCode}>
      <header className="edu-detail__head">
        <div className="edu-detail__badges">
          <TypeBadge code={event.typeCode} />
          <StatusBadge status={event.status} />
          {/* The programme adds to the type's name only where it holds several types (MIP and MVP are career
              development). */}
          {TYPES_OF_PROGRAMME[event.programme].length > 1 ? (
            <span className="edu-detail__programme">{i18n._(PROGRAMME_LABELS[event.programme])}</span>
          ) : null}
        </div>
        <h1 id="edu-detail-title" className="edu-detail__title">
          {title}
        </h1>
      </header>
      <dl className="edu-detail__facts">
        <div>
          <dt>
            <Trans>Dates</Trans>
          </dt>
          <dd>
            <time dateTime={event.startsAt}>{sessionSpan(event.startsAt, event.endsAt, i18n.locale)}</time>
            {days > 1 ? (
              <span className="edu-detail__sub">
                <Plural value={nights} one={`${days} days, # night`} other={`${days} days, # nights`} />
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Venue</Trans>
          </dt>
          <dd>{en ? event.venueEn : event.venueKo}</dd>
        </div>
        <div>
          <dt>
            <Trans>Application period</Trans>
          </dt>
          <dd>
            <ApplicationWindow event={event} />
            <span className="edu-detail__sub">
              <Trans>Korea time (Asia/Seoul)</Trans>
            </span>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Places left</Trans>
          </dt>
          <dd data-full={showsFull(event)}>
            <PlacesLeft event={event} />
            <meter
              className="edu-meter"
              min={0}
              max={event.capacity}
              value={event.applicants}
              aria-label={t`Places taken`}
            />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Cost</Trans>
          </dt>
          <dd>
            <Cost won={event.costWon} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Who may apply</Trans>
          </dt>
          <dd>
            {who}
            <span className="edu-detail__sub">
              {event.duesRequired ? (
                <Trans>Dues must be fully paid.</Trans>
              ) : (
                <Trans>Open whether or not dues are paid.</Trans>
              )}
            </span>
          </dd>
        </div>
      </dl>
      <section className="edu-detail__about" aria-labelledby="edu-about-title">
        <h2 id="edu-about-title" className="edu-detail__h2">
          <Trans>About this session</Trans>
        </h2>
        {paragraphs(en ? event.descriptionEn : event.descriptionKo).map((lines, i) => (
          <p key={i}>
            {lines.map((line, j) => (
              <span key={j} className="edu-detail__line">
                {line}
              </span>
            ))}
          </p>
        ))}
      </section>
      <EligibilityPanel event={event} />
      <footer className="edu-detail__foot">{back}</footer>
    </article>
  )
}
