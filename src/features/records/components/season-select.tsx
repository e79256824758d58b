import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { recordSeasonsQueryOptions } from '@/api/records'
import { FIRST_SEARCHABLE_SEASON } from '@contract/record-search'

/**
 * The season choice: the tour's seasons with games, 2013 and later only (docs/requirements/tours-and-records.md#tr-8:
 * data before 2013 is not searchable, and the page says so). "Latest" leaves the season to the server (its latest
 * completed one).
 */
export function SeasonSelect({
  tourId,
  season,
  onChange,
}: {
  tourId: number
  season: number | undefined
  onChange: (season: number | undefined) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const query = useQuery(recordSeasonsQueryOptions(tourId))
  const years = (query.data?.years ?? []).filter((y) => y >= FIRST_SEARCHABLE_SEASON)
  // A season typed into the address that the list lacks still shows as chosen.
  const options = season !== undefined && !years.includes(season) ? [season, ...years] : years
  return (
    <div className="rec-season">
      <label htmlFor={id} className="rec-season__label">
        <Trans>Season</Trans>
      </label>
      <select
        id={id}
        className="rec-select"
        value={season ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        aria-describedby={`${id}-note`}
      >
        <option value="">{t`Latest season`}</option>
        {options.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
      <p id={`${id}-note`} className="rec-season__note">
        <Trans>Records before {FIRST_SEARCHABLE_SEASON} cannot be searched.</Trans>
      </p>
    </div>
  )
}
