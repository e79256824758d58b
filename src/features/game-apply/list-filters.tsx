import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { APPLY_TOUR_FILTERS } from '@domain/applications/choices'
import { paths } from '@/lib/portal-paths'
import type { ApplyListSearch } from './search'
import { tourFilterLabel } from './labels'

interface ListFiltersProps {
  search: ApplyListSearch
  /** The season shown (the server's current one until the member picks another). */
  year: number | null
  years: number[]
}

/** The tour tabs and the season select of the list (APP-2); both live in the URL. */
export function ListFilters({ search, year, years }: ListFiltersProps) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const seasons = year !== null && !years.includes(year) ? [year, ...years] : years
  return (
    <div className="apply-filters">
      <nav className="apply-tabs" aria-label={t`Tours`}>
        {APPLY_TOUR_FILTERS.map((tour) => (
          <Link
            key={tour}
            to={paths.applicationList}
            search={{ ...search, tourId: tour }}
            className="apply-tabs__tab"
            aria-current={(search.tourId ?? 'all') === tour ? 'page' : undefined}
          >
            {tourFilterLabel(i18n, tour)}
          </Link>
        ))}
      </nav>
      <label className="apply-season">
        <span>{t`Season`}</span>
        <select
          value={year ?? ''}
          onChange={(e) =>
            void navigate({ to: paths.applicationList, search: { ...search, srhYear: Number(e.target.value) } })
          }
        >
          {seasons.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}
