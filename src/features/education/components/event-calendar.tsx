import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { EducationEventSummaryDto } from '@contract/education'
import { formatCalendarDay } from '@domain/time'
import { MonthGrid } from '@/components/ui/month-grid'
import { seoulDate } from '@domain/time'
import { agendaDays } from '../agenda'
import { seoulHours, sessionSpan } from '../format'
import { STATUS_LABELS, TYPE_LABELS } from '../labels'
import type { EducationSearch } from '../search'
import { StatusBadge, TypeBadge } from './badges'

interface EventCalendarProps {
  month: string
  items: readonly EducationEventSummaryDto[]
  search: EducationSearch
}

/**
 * The month as a grid with each session a bar in its type's colour across its Seoul days, and the same
 * sessions below as an agenda by day: on a phone the bars are coloured strips and the agenda is what one reads.
 */
export function EventCalendar({ month, items, search }: EventCalendarProps) {
  const { t, i18n } = useLingui()
  const en = i18n.locale === 'en'
  const [year, m] = month.split('-').map(Number)
  const days = agendaDays(items, month)
  const title = (e: EducationEventSummaryDto) => (en ? e.titleEn : e.titleKo)
  return (
    <div className="edu-calendar">
      <MonthGrid
        year={year!}
        month={m!}
        items={items}
        today={seoulDate()}
        keyOf={(e) => e.eventId}
        renderBar={(bar, placement) => {
          const e = bar.item
          const label =
            `${i18n._(TYPE_LABELS[e.typeCode])}: ${title(e)}, ` +
            `${sessionSpan(e.startsAt, e.endsAt, i18n.locale)}, ${i18n._(STATUS_LABELS[e.status])}`
          return (
            <Link
              to="/educations/education/"
              search={{ ...search, event: e.eventId }}
              {...placement}
              data-type={e.typeCode}
              data-status={e.status}
              title={label}
              aria-label={label}
            >
              <span className="calendar-bar__code" aria-hidden="true">
                {e.typeCode}
              </span>
              {title(e)}
            </Link>
          )
        }}
      />
      {days.length === 0 ? (
        <p className="edu-calendar__empty">
          <Trans>No sessions this month</Trans>
        </p>
      ) : (
        <ol className="edu-agenda" aria-label={t`Sessions by day`}>
          {days.map((day) => (
            <li key={day.date} className="edu-agenda__day">
              <h3 className="edu-agenda__date">
                <time dateTime={day.date}>{formatCalendarDay(day.date, i18n.locale, { weekday: true })}</time>
              </h3>
              <ul className="edu-agenda__items">
                {day.entries.map(({ item: e, continuing }) => (
                  <li key={e.eventId} className="edu-agenda__item" data-type={e.typeCode}>
                    <div className="edu-agenda__meta">
                      <TypeBadge code={e.typeCode} />
                      <StatusBadge status={e.status} />
                      {continuing ? (
                        <span className="edu-agenda__continuing">
                          <Trans>Continues from last month</Trans>
                        </span>
                      ) : null}
                    </div>
                    <Link
                      to="/educations/education/"
                      search={{ ...search, event: e.eventId }}
                      className="edu-agenda__title"
                    >
                      {title(e)}
                    </Link>
                    <span className="edu-agenda__when">
                      {e.startDate === e.endDate
                        ? seoulHours(e.startsAt, e.endsAt)
                        : sessionSpan(e.startsAt, e.endsAt, i18n.locale)}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
