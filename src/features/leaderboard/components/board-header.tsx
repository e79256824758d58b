import { useLingui } from '@lingui/react/macro'
import type { SortKey, SortState } from '../board-sort'
import type { BoardMode } from './board-row'

interface Column {
  key: SortKey
  label: string
  className?: string
}

/** Sortable column headers: a button in each, aria-sort on the sorted one. */
export function BoardHeader({
  mode,
  rounds,
  sort,
  onSort,
}: {
  mode: BoardMode
  rounds: readonly number[]
  sort: SortState
  onSort: (key: SortKey) => void
}) {
  const { t } = useLingui()
  const columns: Column[] = [
    { key: 'pos', label: t`Pos`, className: 'board__pos' },
    { key: 'player', label: t`Player`, className: 'board__player' },
    { key: 'toPar', label: t`To par` },
    { key: 'thru', label: t`Thru` },
    { key: 'today', label: t`Today` },
    ...(mode === 'leaderboard'
      ? [
          ...rounds.map((round): Column => ({ key: `r${round}`, label: t`R${round}`, className: 'board__wide' })),
          { key: 'total' as const, label: t`Total`, className: 'board__wide' },
        ]
      : []),
  ]
  const ariaSort = (key: SortKey) => (sort.key !== key ? undefined : sort.dir === 'asc' ? 'ascending' : 'descending')
  const header = (column: Column) => (
    <th key={column.key} scope="col" className={column.className} aria-sort={ariaSort(column.key)}>
      <button type="button" className="board__sort" onClick={() => onSort(column.key)}>
        {column.label}
        <span className="board__sort-icon" aria-hidden="true">
          {sort.key === column.key ? (sort.dir === 'asc' ? '↑' : '↓') : ''}
        </span>
      </button>
    </th>
  )
  const [pos, ...rest] = columns
  return (
    <thead>
      <tr aria-rowindex={1}>
        {header(pos!)}
        <th scope="col" className="board__move">
          <span className="visually-hidden">{t`Movement`}</span>
        </th>
        {rest.map(header)}
      </tr>
    </thead>
  )
}
