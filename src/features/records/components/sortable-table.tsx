import type { ReactNode } from 'react'
import type { SortDirection } from '@contract/record-search'
import { SpacerRow, useVirtualRows } from '@/components/ui/virtual-rows'
import { ariaSort, nextSort, sortRows, type SortState, type SortValue } from '../sort'

export interface Column<T> {
  key: string
  /** Translated header text. */
  label: string
  value: (row: T) => SortValue
  render: (row: T) => ReactNode
  /** Direction of the first click: best first. */
  natural?: SortDirection
  numeric?: boolean
  /** The cell that names the row (the player): a row header for screen readers. */
  rowHeader?: boolean
  /** Hidden on a phone to keep the table readable without scrolling sideways. */
  wide?: boolean
}

interface Props<T> {
  rows: readonly T[]
  columns: readonly Column<T>[]
  rowKey: (row: T) => string | number
  sort: SortState
  onSort: (next: SortState) => void
  labelledBy: string
  /** Highlights a row (the player of a link, say). */
  className?: string
}

const ROW_HEIGHT = 44

function Cells<T>({ row, columns }: { row: T; columns: readonly Column<T>[] }) {
  return columns.map((c) =>
    c.rowHeader ? (
      <th key={c.key} scope="row" className={`rec-table__name${c.wide ? ' rec-wide' : ''}`}>
        {c.render(row)}
      </th>
    ) : (
      <td key={c.key} className={`${c.numeric ? 'num' : ''}${c.wide ? ' rec-wide' : ''}`}>
        {c.render(row)}
      </td>
    ),
  )
}

/**
 * A table sorted by any column (headers are buttons with aria-sort), in a scrolling box that renders only
 * the rows in view (TanStack Virtual), so a season's few hundred players stay light on a phone.
 */
export function SortableTable<T>({ rows, columns, rowKey, sort, onSort, labelledBy, className }: Props<T>) {
  const column = columns.find((c) => c.key === sort.key) ?? columns[0]!
  const sorted = sortRows(rows, column.value, sort.dir)
  const { scrollRef, items, paddingTop, paddingBottom } = useVirtualRows(sorted.length, ROW_HEIGHT)
  return (
    <div
      ref={scrollRef}
      className={`rec-scroll ${className ?? ''}`}
      role="group"
      tabIndex={0}
      aria-labelledby={labelledBy}
    >
      <table className="rec-table" aria-labelledby={labelledBy} aria-rowcount={sorted.length + 1}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={ariaSort(sort, c.key)}
                className={`${c.numeric ? 'num' : ''}${c.wide ? ' rec-wide' : ''}${c.rowHeader ? ' rec-namehead' : ''}`}
              >
                <button
                  type="button"
                  className="rec-sort"
                  onClick={() => onSort(nextSort(sort, c.key, c.natural ?? 'asc'))}
                >
                  {c.label}
                  <span className="rec-sort__mark" aria-hidden="true">
                    {sort.key === c.key ? (sort.dir === 'asc' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={paddingTop} columns={columns.length} />
          {items.map((item) => {
            const row = sorted[item.index]!
            return (
              <tr key={rowKey(row)} aria-rowindex={item.index + 2}>
                <Cells row={row} columns={columns} />
              </tr>
            )
          })}
          <SpacerRow height={paddingBottom} columns={columns.length} />
        </tbody>
      </table>
    </div>
  )
}
