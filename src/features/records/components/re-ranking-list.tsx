import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { reRankingQueryOptions } from '@/api/records'
import type { ReRankingDto } from '@contract/records'
import { formatWon } from '@/lib/money'
import { formatValue } from '../format'
import type { RecordsSearch } from '../search'
import { PlayerCell } from './player-cell'
import { LoadError, NoResults, RowsSkeleton } from './query-states'
import { SortableTable, type Column } from './sortable-table'
import { useUrlSort } from './use-url-sort'

type Line = ReRankingDto['lines'][number]

/** The mid-season re-ranking (decision 0028): entry priority by the points of the season's first half. */
export function ReRankingList({ search }: { search: RecordsSearch }) {
  const { t, i18n } = useLingui()
  const query = useQuery(reRankingQueryOptions(search.tourId, search.season))
  const { sort, setSort } = useUrlSort(search)
  if (query.isPending) return <RowsSkeleton />
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />
  const data = query.data
  const cutoff = data.window.find((g) => g.gameId === data.cutoffGameId)
  const cutoffName = cutoff ? (i18n.locale === 'en' ? cutoff.nameEn : cutoff.nameKo) : ''
  const total = data.window.length
  const columns: Column<Line>[] = [
    {
      key: 'rank',
      label: t`Position`,
      value: (l) => l.rank,
      render: (l) => <span className="rec-pos">{l.position}</span>,
    },
    {
      key: 'name',
      label: t`Player`,
      value: (l) => (i18n.locale === 'en' ? l.nameEn : l.nameKo),
      render: (l) => <PlayerCell player={l} tourId={data.tourId} />,
      rowHeader: true,
    },
    {
      key: 'starts',
      label: t`Starts`,
      value: (l) => l.starts,
      render: (l) => l.starts,
      numeric: true,
      natural: 'desc',
      wide: true,
    },
    {
      key: 'points',
      label: t`Points`,
      value: (l) => l.points,
      render: (l) => <strong>{formatValue(l.points, 'points', 2, i18n.locale)}</strong>,
      numeric: true,
      natural: 'desc',
    },
    {
      key: 'prize',
      label: t`Prize money`,
      value: (l) => l.prize,
      render: (l) => formatWon(l.prize, i18n.locale),
      numeric: true,
      natural: 'desc',
      wide: true,
    },
  ]
  return (
    <div>
      <p className="rec-note">
        <Trans>
          Members are re-ranked for entry priority by the points of the first half of the season ({total} tournaments,
          up to {cutoffName}). Ties are listed by the prize money of the same tournaments.
        </Trans>
      </p>
      {data.provisional ? (
        <p className="rec-flag" role="note">
          <Trans>
            Provisional: {data.counted} of {total} tournaments counted so far.
          </Trans>
        </p>
      ) : null}
      {data.lines.length === 0 ? (
        <NoResults />
      ) : (
        <SortableTable
          rows={data.lines}
          columns={columns}
          rowKey={(l) => l.playerId}
          sort={sort}
          onSort={setSort}
          labelledBy="ranking-title"
        />
      )}
    </div>
  )
}
