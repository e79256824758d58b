import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { seasonStatsQueryOptions } from '@/api/records'
import type { SeasonStatRowDto } from '@contract/records'
import { OFFICIAL_ROUNDS_PERCENT } from '@domain/rankings/season-line'
import { formatWon } from '@/lib/money'
import { formatValue, type ValueUnit } from '../format'
import type { RecordsSearch } from '../search'
import { PlayerCell } from './player-cell'
import { LoadError, NoResults, RowsSkeleton } from './query-states'
import { SortableTable, type Column } from './sortable-table'
import { useUrlSort } from './use-url-sort'

type StatKey = 'strokeAverage' | 'drivingDistance' | 'drivingAccuracy' | 'greensInRegulation' | 'putts' | 'recoveries'

/** Stats by season: every member's statistics of the season in one table, sortable by any column. */
export default function StatsTab({ search }: { search: RecordsSearch }) {
  const { t, i18n } = useLingui()
  const query = useQuery(seasonStatsQueryOptions(search.tourId, search.season))
  const { sort, setSort } = useUrlSort(search, { key: 'points', dir: 'desc' })
  if (query.isPending) return <RowsSkeleton />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  const data = query.data
  const stat = (
    key: StatKey,
    label: string,
    unit: ValueUnit,
    decimals: number,
    natural: 'asc' | 'desc',
  ): Column<SeasonStatRowDto> => ({
    key,
    label,
    value: (r) => r[key],
    render: (r) => formatValue(r[key], unit, decimals, i18n.locale),
    numeric: true,
    natural,
  })
  const columns: Column<SeasonStatRowDto>[] = [
    {
      key: 'name',
      label: t`Player`,
      value: (r) => (i18n.locale === 'en' ? r.nameEn : r.nameKo),
      render: (r) => <PlayerCell player={r} tourId={data.tourId} />,
      rowHeader: true,
    },
    {
      key: 'rounds',
      label: t`Rounds`,
      value: (r) => r.rounds,
      render: (r) => (r.official ? r.rounds : <span title={t`Unofficial`}>{r.rounds}*</span>),
      numeric: true,
      natural: 'desc',
    },
    {
      key: 'points',
      label: t`Points`,
      value: (r) => r.points,
      render: (r) => formatValue(r.points, 'points', 2, i18n.locale),
      numeric: true,
      natural: 'desc',
    },
    {
      key: 'prize',
      label: t`Prize money`,
      value: (r) => r.prize,
      render: (r) => formatWon(r.prize, i18n.locale),
      numeric: true,
      natural: 'desc',
    },
    stat('strokeAverage', t`Stroke Average`, 'strokes', 3, 'asc'),
    stat('drivingDistance', t`Driving Distance`, 'yards', 2, 'desc'),
    stat('drivingAccuracy', t`Driving Accuracy`, 'percent', 2, 'desc'),
    stat('greensInRegulation', t`Greens in Regulation`, 'percent', 2, 'desc'),
    stat('putts', t`Putts per Round`, 'putts', 2, 'asc'),
    stat('recoveries', t`Recoveries`, 'percent', 2, 'desc'),
  ]
  return (
    <section aria-labelledby="stats-title" className={query.isPlaceholderData ? 'rec-dim' : undefined}>
      <h2 id="stats-title" className="rec-title">
        <Trans>Stats by season {data.season}</Trans>
      </h2>
      {data.rows.length === 0 ? (
        <NoResults />
      ) : (
        <SortableTable
          rows={data.rows}
          columns={columns}
          rowKey={(r) => r.playerId}
          sort={sort}
          onSort={setSort}
          labelledBy="stats-title"
        />
      )}
      <p className="rec-note">
        <Trans>
          * Unofficial: under {OFFICIAL_ROUNDS_PERCENT}% of the season's {data.seasonRounds} rounds. Seasons kept as
          totals only have no shot statistics (–).
        </Trans>
      </p>
    </section>
  )
}
