import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ScheduleDto } from '@contract/game-schedule'
import { EmptyState } from '@/components/ui/empty-state'
import { seoulDate } from '@domain/time'
import { calendarMonth, filterSchedule } from '../filter'
import type { ScheduleSearch } from '../search'
import { MonthFilter } from './month-filter'
import { ScheduleCalendar } from './schedule-calendar'
import { ScheduleFilters } from './schedule-filters'
import { ScheduleList } from './schedule-list'

/** Filters over one season's answer: switching month, status or view needs no new call. */
export function ScheduleContent({ data, search }: { data: ScheduleDto; search: ScheduleSearch }) {
  const year = data.year
  const calendar = search.view === 'calendar'
  const month = calendar ? calendarMonth(year, search.month, seoulDate(), data.months) : search.month
  const items = filterSchedule(data.items, year, month, search.status)
  return (
    <>
      <ScheduleFilters data={data} search={search} />
      <MonthFilter search={search} year={year} months={data.months} active={month} calendar={calendar} />
      <p className="schedule-summary" aria-live="polite">
        <Plural value={items.length} one="# tournament" other="# tournaments" />
      </p>
      {calendar ? (
        <ScheduleCalendar year={year} month={month!} items={items} search={search} />
      ) : items.length === 0 ? (
        <EmptyState
          icon="calendar"
          title={<Trans>No search results.</Trans>}
          actions={
            <Link
              to="/tours/schedule/schedule"
              search={{ tourId: search.tourId, year: search.year, view: 'list' }}
              className="btn"
            >
              <Trans>Show every tournament</Trans>
            </Link>
          }
        >
          <Trans>No tournament of this season matches the month and status chosen.</Trans>
        </EmptyState>
      ) : (
        <ScheduleList items={items} />
      )}
    </>
  )
}
