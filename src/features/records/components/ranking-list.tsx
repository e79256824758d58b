import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { rankingQueryOptions } from '@/api/records'
import type { RankingDto, RankingLineDto, SeasonCategoryId } from '@contract/rankings'
import { OFFICIAL_ROUNDS_PERCENT } from '@domain/rankings/season-line'
import { formatValue } from '../format'
import { CATEGORY_LABELS } from '../labels'
import type { RecordsSearch } from '../search'
import { PlayerCell } from './player-cell'
import { LoadError, NoResults, RowsSkeleton } from './query-states'
import { SortableTable, type Column } from './sortable-table'
import { useUrlSort } from './use-url-sort'

type Line = RankingDto['unofficial'][number] & Partial<Pick<RankingLineDto, 'rank' | 'position'>>

/** One season list of /api/rankings/{category}: the official list, and the players short of 40% apart. */
export function RankingList({ search, category }: { search: RecordsSearch; category: SeasonCategoryId }) {
  const { t, i18n } = useLingui()
  const query = useQuery(rankingQueryOptions(category, search.tourId, search.season))
  const { sort, setSort } = useUrlSort(search)
  if (query.isPending) return <RowsSkeleton />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  const data = query.data
  const lower = data.category === 'strokeAverage' || data.category === 'putts'
  const valueLabel = i18n._(CATEGORY_LABELS[data.category])
  const base: Column<Line>[] = [
    {
      key: 'name',
      label: t`Player`,
      value: (l) => (i18n.locale === 'en' ? l.nameEn : l.nameKo),
      render: (l) => <PlayerCell player={l} tourId={data.tourId} />,
      rowHeader: true,
    },
    {
      key: 'rounds',
      label: t`Rounds`,
      value: (l) => l.rounds,
      render: (l) => l.rounds,
      numeric: true,
      natural: 'desc',
      wide: true,
    },
    {
      key: 'value',
      label: valueLabel,
      value: (l) => l.value,
      render: (l) => <strong>{formatValue(l.value, data.unit, data.decimals, i18n.locale)}</strong>,
      numeric: true,
      natural: lower ? 'asc' : 'desc',
    },
  ]
  const position: Column<Line> = {
    key: 'rank',
    label: t`Position`,
    value: (l) => l.rank ?? null,
    render: (l) => <span className="rec-pos">{l.position}</span>,
  }
  const official = [position, ...base]
  const unofficialSort = base.some((c) => c.key === sort.key)
    ? sort
    : { key: 'value', dir: lower ? ('asc' as const) : ('desc' as const) }
  return (
    <div className={query.isPlaceholderData ? 'rec-dim' : undefined}>
      <p className="rec-meta">
        <Trans>
          Season {data.season} · {data.official.length} ranked
        </Trans>
      </p>
      {data.official.length === 0 ? (
        <NoResults />
      ) : (
        <>
          <h3 id="official-title" className="visually-hidden">
            <Trans>Official ranking</Trans>
          </h3>
          <SortableTable
            rows={data.official}
            columns={official}
            rowKey={(l) => l.playerId}
            sort={sort}
            onSort={setSort}
            labelledBy="official-title"
          />
        </>
      )}
      {data.unofficial.length > 0 ? (
        <section className="rec-unofficial" aria-labelledby="unofficial-title">
          <h3 id="unofficial-title" className="rec-subtitle">
            <Trans>Unofficial: under {OFFICIAL_ROUNDS_PERCENT}% of the rounds</Trans>
          </h3>
          <p className="rec-note">
            <Trans>
              A statistic is official once a player has played {OFFICIAL_ROUNDS_PERCENT}% of the season's rounds (
              {data.seasonRounds} rounds so far). These players are listed apart, without a position.
            </Trans>
          </p>
          <SortableTable
            rows={data.unofficial}
            columns={base}
            rowKey={(l) => l.playerId}
            sort={unofficialSort}
            onSort={setSort}
            labelledBy="unofficial-title"
            className="rec-scroll--short"
          />
        </section>
      ) : null}
    </div>
  )
}
