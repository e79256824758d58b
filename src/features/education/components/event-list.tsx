import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { EducationEventSummaryDto } from '@contract/education'
import { Icon } from '@/components/ui/icons'
import { sessionSpan } from '../format'
import type { EducationSearch } from '../search'
import { StatusBadge, TypeBadge } from './badges'
import { EventFacts } from './event-facts'

const dayOf = (date: string) => Number(date.slice(8, 10))
const WEEKDAYS_KO = ['일', '월', '화', '수', '목', '금', '토']
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** One session: its day, type and status, title (to the detail view), when and where, and the application facts. */
function EventItem({ event, search }: { event: EducationEventSummaryDto; search: EducationSearch }) {
  const { i18n } = useLingui()
  const en = i18n.locale === 'en'
  const weekday = new Date(`${event.startDate}T00:00:00Z`).getUTCDay()
  return (
    <li className="edu-item" data-type={event.typeCode} data-status={event.status}>
      <div className="edu-item__date" aria-hidden="true">
        <span className="edu-item__day">{dayOf(event.startDate)}</span>
        <span className="edu-item__weekday">{(en ? WEEKDAYS_EN : WEEKDAYS_KO)[weekday]}</span>
        {event.endDate !== event.startDate ? <span className="edu-item__to">~ {dayOf(event.endDate)}</span> : null}
      </div>
      <div className="edu-item__main">
        <div className="edu-item__meta">
          <TypeBadge code={event.typeCode} />
          <StatusBadge status={event.status} />
        </div>
        <h3 className="edu-item__title">
          <Link to="/educations/education/" search={{ ...search, event: event.eventId }}>
            {en ? event.titleEn : event.titleKo}
          </Link>
        </h3>
        <p className="edu-item__line">
          <Icon name="calendar" />
          <time dateTime={event.startsAt}>{sessionSpan(event.startsAt, event.endsAt, i18n.locale)}</time>
        </p>
        <p className="edu-item__line">
          <Icon name="flag" />
          {en ? event.venueEn : event.venueKo}
        </p>
        <EventFacts event={event} />
      </div>
    </li>
  )
}

export function EventList({ items, search }: { items: readonly EducationEventSummaryDto[]; search: EducationSearch }) {
  const { t } = useLingui()
  return (
    <ol className="edu-list" aria-label={t`Education sessions`}>
      {items.map((e) => (
        <EventItem key={e.eventId} event={e} search={search} />
      ))}
    </ol>
  )
}
