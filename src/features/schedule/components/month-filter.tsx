import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLayoutEffect, useRef } from 'react'
import type { ScheduleSearch } from '../search'

interface MonthFilterProps {
  search: ScheduleSearch
  year: number
  months: readonly { month: number; count: number }[]
  /** The month shown (the calendar always shows one). */
  active: number | undefined
  calendar: boolean
}

export const monthName = (year: number, month: number, locale: string, width: 'short' | 'long' = 'short') =>
  // Mid-month local noon: no time zone can move it into another month.
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ko-KR', { month: width }).format(
    new Date(year, month - 1, 15, 12),
  )

/** Month chips with the number of tournaments each holds; "All" only in the list. Scrolls sideways on a phone. */
export function MonthFilter({ search, year, months, active, calendar }: MonthFilterProps) {
  const { t, i18n } = useLingui()
  const listRef = useRef<HTMLUListElement>(null)
  useLayoutEffect(() => {
    // On a phone the chips scroll sideways: bring the chosen month into view (the strip only, not the page).
    const list = listRef.current
    const chip = list?.querySelector<HTMLElement>('[aria-current]')
    if (list && chip && list.scrollWidth > list.clientWidth)
      list.scrollLeft = Math.max(0, chip.offsetLeft - list.offsetLeft - 48)
  }, [active])
  return (
    <nav className="month-filter" aria-label={t`Month`}>
      <ul ref={listRef} role="list" className="month-filter__list">
        {calendar ? null : (
          <li>
            {/* explicitUndefined: "All" is the current page only when no month is chosen. */}
            <Link
              to="/tours/schedule/schedule"
              search={{ ...search, month: undefined }}
              activeOptions={{ explicitUndefined: true }}
              className="month-chip"
              aria-current={active === undefined ? 'page' : undefined}
            >
              <Trans>All</Trans>
            </Link>
          </li>
        )}
        {months.map(({ month, count }) => (
          <li key={month}>
            <Link
              to="/tours/schedule/schedule"
              search={{ ...search, month }}
              className="month-chip"
              data-empty={count === 0}
              aria-current={active === month ? 'page' : undefined}
            >
              {monthName(year, month, i18n.locale)}
              <span className="month-chip__count">{count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
