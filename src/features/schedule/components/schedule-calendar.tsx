import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { GameSummaryDto } from '@contract/game'
import { GameStatusBadge } from '@/components/ui/game-status-badge'
import { Icon } from '@/components/ui/icons'
import { MonthGrid } from '@/components/ui/month-grid'
import { PortalLink } from '@/components/ui/portal-link'
import { formatDateRange, gameTabFor } from '@/lib/game-format'
import { seoulDate } from '@domain/time'
import { paths } from '@/lib/portal-paths'
import type { ScheduleSearch } from '../search'
import { monthName } from './month-filter'

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
  const title = new Intl.DateTimeFormat(en ? 'en-GB' : 'ko-KR', { year: 'numeric', month: 'long' }).format(
    new Date(year, month - 1, 15, 12),
  )
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
      <MonthGrid
        year={year}
        month={month}
        items={items}
        today={seoulDate()}
        keyOf={(g) => g.gameId}
        renderBar={(bar, placement) => {
          const g = bar.item
          const name = en ? g.nameEn : g.nameKo
          return (
            <PortalLink
              to={paths.game(g.tourId, g.gameId, gameTabFor(g.status))}
              {...placement}
              data-status={g.status}
              title={`${name} (${formatDateRange(g.startDate, g.endDate, i18n.locale)})`}
              aria-label={`${name}, ${formatDateRange(g.startDate, g.endDate, i18n.locale)}`}
            >
              {name}
            </PortalLink>
          )
        }}
      />
      {inMonth.length === 0 ? (
        <p className="schedule-calendar__empty">
          <Trans>No search results.</Trans>
        </p>
      ) : (
        <ul
          role="list"
          className="calendar-agenda"
          aria-label={t`Tournaments of ${monthName(year, month, i18n.locale, 'long')}`}
        >
          {inMonth.map((g) => (
            <li key={g.gameId} className="calendar-agenda__item">
              <time dateTime={g.startDate}>{formatDateRange(g.startDate, g.endDate, i18n.locale)}</time>
              <PortalLink to={paths.game(g.tourId, g.gameId, gameTabFor(g.status))}>
                {en ? g.nameEn : g.nameKo}
              </PortalLink>
              <GameStatusBadge status={g.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
