import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CSSProperties } from 'react'
import type { GameSummaryDto } from '@contract/game'
import { GameStatusBadge } from '@/components/ui/game-status-badge'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { formatDateRange, gameTabFor, seoulToday } from '@/lib/game-format'
import { paths } from '@/lib/portal-paths'
import { monthGrid } from '../calendar-layout'
import type { ScheduleSearch } from '../search'
import { monthName } from './month-filter'

const WEEKDAYS = [msg`Sun`, msg`Mon`, msg`Tue`, msg`Wed`, msg`Thu`, msg`Fri`, msg`Sat`]

interface ScheduleCalendarProps {
  year: number
  month: number
  items: readonly GameSummaryDto[]
  search: ScheduleSearch
}

/**
 * One month as a grid of weeks; each tournament is a bar across its days (cut at the week's edges).
 * Below the grid the month's tournaments are listed too, which is what a phone shows best.
 */
export function ScheduleCalendar({ year, month, items, search }: ScheduleCalendarProps) {
  const { t, i18n } = useLingui()
  const en = i18n.locale === 'en'
  const weeks = monthGrid(year, month, items, seoulToday())
  const title = new Intl.DateTimeFormat(en ? 'en-GB' : 'ko-KR', { year: 'numeric', month: 'long' }).format(new Date(year, month - 1, 15, 12))
  const inMonth = items
  return (
    <section className="schedule-calendar" aria-labelledby="calendar-title">
      <div className="schedule-calendar__head">
        <Link
          to="/tours/schedule/schedule"
          search={{ ...search, month: month - 1 }}
          disabled={month === 1}
          className="calendar-nav calendar-nav--prev"
          aria-label={t`Previous month`}
        >
          <Icon name="chevronRight" />
        </Link>
        <h2 id="calendar-title" className="schedule-calendar__title">
          {title}
        </h2>
        <Link
          to="/tours/schedule/schedule"
          search={{ ...search, month: month + 1 }}
          disabled={month === 12}
          className="calendar-nav"
          aria-label={t`Next month`}
        >
          <Icon name="chevronRight" />
        </Link>
      </div>
      <div className="calendar-grid">
        <div className="calendar-grid__weekdays" aria-hidden="true">
          {WEEKDAYS.map((d, i) => (
            <span key={i}>{i18n._(d)}</span>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week.days[0]!.date} className="calendar-week" style={{ '--lanes': Math.max(week.lanes, 1) } as CSSProperties}>
            {week.days.map((day, i) => (
              <span
                key={day.date}
                className="calendar-day"
                data-outside={!day.inMonth}
                data-today={day.today}
                style={{ gridColumn: i + 1 }}
                aria-hidden="true"
              >
                {day.day}
              </span>
            ))}
            {week.bars.map((bar) => {
              const g = bar.item
              const name = en ? g.nameEn : g.nameKo
              return (
                <PortalLink
                  key={g.gameId}
                  to={paths.game(g.tourId, g.gameId, gameTabFor(g.status))}
                  className="calendar-bar"
                  data-status={g.status}
                  data-cut-before={bar.continuesBefore}
                  data-cut-after={bar.continuesAfter}
                  style={{ gridColumn: `${bar.column + 1} / span ${bar.span}`, gridRow: bar.lane + 2 }}
                  title={`${name} (${formatDateRange(g.startDate, g.endDate, i18n.locale)})`}
                  aria-label={`${name}, ${formatDateRange(g.startDate, g.endDate, i18n.locale)}`}
                >
                  {name}
                </PortalLink>
              )
            })}
          </div>
        ))}
      </div>
      {inMonth.length === 0 ? (
        <p className="schedule-calendar__empty">
          <Trans>No search results.</Trans>
        </p>
      ) : (
        <ul role="list" className="calendar-agenda" aria-label={t`Tournaments of ${monthName(year, month, i18n.locale, 'long')}`}>
          {inMonth.map((g) => (
            <li key={g.gameId} className="calendar-agenda__item">
              <time dateTime={g.startDate}>{formatDateRange(g.startDate, g.endDate, i18n.locale)}</time>
              <PortalLink to={paths.game(g.tourId, g.gameId, gameTabFor(g.status))}>{en ? g.nameEn : g.nameKo}</PortalLink>
              <GameStatusBadge status={g.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
