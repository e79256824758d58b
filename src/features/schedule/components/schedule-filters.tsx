import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import type { ScheduleDto } from '@contract/game-schedule'
import { GAME_STATUS_LABELS } from '@/components/ui/game-status-badge'
import { Icon } from '@/components/ui/icons'
import { FIRST_SEARCHABLE_YEAR } from '@domain/seasons'
import { SCHEDULE_STATUSES, type ScheduleSearch, type ScheduleStatus } from '../search'

/** Season and status selects, and the list/calendar switch; every choice is a search param. */
export function ScheduleFilters({ data, search }: { data: ScheduleDto; search: ScheduleSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/tours/schedule/schedule' })
  const yearId = useId()
  const statusId = useId()
  const years = data.years.includes(data.year) ? data.years : [data.year, ...data.years].sort((a, b) => b - a)
  const count = (code: number) => data.statuses.find((s) => s.status === code)?.count ?? 0
  return (
    <div className="schedule-tools">
      <div className="schedule-tools__field">
        <label htmlFor={yearId} className="schedule-tools__label">
          <Trans>Season</Trans>
        </label>
        <select
          id={yearId}
          className="schedule-select"
          value={data.year}
          onChange={(e) => void navigate({ search: (prev) => ({ ...prev, year: Number(e.target.value) }) })}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <div className="schedule-tools__field">
        <label htmlFor={statusId} className="schedule-tools__label">
          <Trans>Status</Trans>
        </label>
        <select
          id={statusId}
          className="schedule-select"
          value={search.status ?? ''}
          onChange={(e) => {
            const status = e.target.value === '' ? undefined : (Number(e.target.value) as ScheduleStatus)
            void navigate({ search: (prev) => ({ ...prev, status }) })
          }}
        >
          <option value="">{t`All statuses`}</option>
          {SCHEDULE_STATUSES.map((code) => (
            <option key={code} value={code}>
              {`${i18n._(GAME_STATUS_LABELS[code])} (${count(code)})`}
            </option>
          ))}
        </select>
      </div>
      <p className="schedule-tools__note">
        <Trans>Seasons before {FIRST_SEARCHABLE_YEAR} cannot be searched.</Trans>
      </p>
      <div className="view-switch" role="group" aria-label={t`View`}>
        <Link
          to="/tours/schedule/schedule"
          search={{ ...search, view: 'list' }}
          className="view-switch__link"
          aria-current={search.view === 'list' ? 'page' : undefined}
        >
          <Icon name="menu" />
          <Trans>List</Trans>
        </Link>
        <Link
          to="/tours/schedule/schedule"
          search={{ ...search, view: 'calendar' }}
          className="view-switch__link"
          aria-current={search.view === 'calendar' ? 'page' : undefined}
        >
          <Icon name="calendar" />
          <Trans>Calendar</Trans>
        </Link>
      </div>
    </div>
  )
}
