import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { educationEventsQueryOptions } from '@/api/education'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { seoulDate } from '@domain/time'
import { EDUCATION_PAGE_SIZE_MAX } from '@contract/education'
import { monthTitle } from '../format'
import type { EducationSearch } from '../search'
import { EventCalendar } from './event-calendar'
import { EventList } from './event-list'
import { BlocksSkeleton, LoadError } from './query-states'
import { MonthNav, TypeFilter, ViewSwitch } from './schedule-tools'

/** Sessions per page of the list; a month rarely holds more. */
export const LIST_PAGE_SIZE = 10

/** The schedule tab: view, type chips and month, then the month's sessions as a list or a calendar. */
export function SchedulePanel({ search }: { search: EducationSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/educations/education/' })
  const current = seoulDate().slice(0, 7)
  const month = search.month ?? current
  const calendar = search.view === 'calendar'
  const page = calendar ? 1 : (search.page ?? 1)
  // The calendar needs the whole month at once; the list pages.
  const pageSize = calendar ? EDUCATION_PAGE_SIZE_MAX : LIST_PAGE_SIZE
  const query = useQuery(educationEventsQueryOptions({ type: search.type, month, page, pageSize }))
  const data = query.data
  const total = data?.total ?? 0
  const monthName = monthTitle(month, i18n.locale)
  const pageCount = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))

  return (
    <section className="edu-schedule" aria-labelledby="edu-month-title">
      <div className="edu-tools card">
        <ViewSwitch search={search} />
        <TypeFilter search={search} />
      </div>
      <MonthNav search={search} month={month} current={current} />
      {query.isPending ? (
        <BlocksSkeleton count={calendar ? 1 : 4} height={calendar ? '32rem' : '8.5rem'} />
      ) : query.isError && !data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : data ? (
        <div className={query.isPlaceholderData ? 'edu-results edu-results--stale' : 'edu-results'}>
          <p className="edu-summary" aria-live="polite">
            <Plural value={total} one={`# session in ${monthName}`} other={`# sessions in ${monthName}`} />
          </p>
          {calendar ? (
            <EventCalendar month={month} items={data.items} search={search} />
          ) : data.items.length === 0 ? (
            <div className="card edu-state">
              <EmptyState
                icon="calendar"
                title={<Trans>No sessions this month</Trans>}
                actions={
                  search.type ? (
                    <Link
                      to="/educations/education/"
                      search={{ ...search, type: undefined, page: undefined }}
                      activeOptions={{ explicitUndefined: true }}
                      className="btn"
                    >
                      <Trans>Show every type</Trans>
                    </Link>
                  ) : null
                }
              >
                <Trans>Try another month with the arrows above.</Trans>
              </EmptyState>
            </div>
          ) : (
            <>
              <EventList items={data.items} search={search} />
              <Pagination
                page={Math.min(page, pageCount)}
                pageCount={pageCount}
                onPage={(p) => void navigate({ search: (prev) => ({ ...prev, page: p > 1 ? p : undefined }) })}
                label={t`Pages of sessions`}
              />
            </>
          )}
        </div>
      ) : null}
    </section>
  )
}
