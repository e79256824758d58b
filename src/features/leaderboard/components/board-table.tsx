import { Trans, useLingui } from '@lingui/react/macro'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { LeaderboardDto } from '@contract/leaderboard'
import { useFavourites } from '@/api/favourites'
import { boardItems, type BoardItem } from '../board-items'
import { formatToPar } from '@/lib/board-format'
import type { SortKey, SortState } from '../board-sort'
import { BoardHeader } from './board-header'
import { BoardRow, type BoardMode } from './board-row'
import { Scorecard } from './scorecard'
import './board-table.css'
// The rows' flashes (board-row.tsx sets them) after the table's own rules, as they were in one sheet.
import './board-row.css'

interface BoardTableProps {
  board: LeaderboardDto
  mode: BoardMode
  sort: SortState
  onSort: (key: SortKey) => void
}

const ROW_HEIGHT = 45

/**
 * The board as a table that renders only the lines in view (a 156-player field stays a few hundred
 * DOM elements). Each line is its own <tbody>, so an opened scorecard is measured with its row.
 */
export function BoardTable({ board, mode, sort, onSort }: BoardTableProps) {
  const { t, i18n } = useLingui()
  const scroller = useRef<HTMLDivElement>(null)
  // A member's favourites from the server, a visitor's from this browser (decision 0031).
  const { ids: favourites, toggle: toggleFavourite } = useFavourites()
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const items = useMemo(() => boardItems(board, sort, favourites, i18n.locale), [board, sort, favourites, i18n.locale])
  // Keyed on the count, not the rows: a new array on every update would re-render every memoised row.
  const roundCount = Math.max(4, board.rows[0]?.rounds.length ?? 0)
  const rounds = useMemo(() => Array.from({ length: roundCount }, (_, i) => i + 1), [roundCount])
  const liveRound = board.finished ? null : board.currentRound
  const columns = mode === 'leaderboard' ? 6 + rounds.length + 1 : 6

  const toggleExpanded = useCallback((playerId: number) => {
    setExpanded((open) => {
      const next = new Set(open)
      if (!next.delete(playerId)) next.add(playerId)
      return next
    })
  }, [])

  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (items[i]?.kind === 'row' ? ROW_HEIGHT : 34),
    getItemKey: (i) => items[i]?.key ?? i,
    overscan: 6,
  })
  const virtual = virtualizer.getVirtualItems()
  const before = virtual[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (virtual.at(-1)?.end ?? 0)

  const line = (item: BoardItem, rowIndex: number) => {
    if (item.kind === 'cut') {
      return (
        <tr className="board__cut">
          <td colSpan={columns}>{item.projected ? t`Projected cut ${formatToPar(item.line)}` : t`Cut`}</td>
        </tr>
      )
    }
    if (item.kind === 'section') {
      return (
        <tr className="board__section">
          <td colSpan={columns}>{t`All players`}</td>
        </tr>
      )
    }
    const open = expanded.has(item.row.playerId)
    return (
      <>
        <BoardRow
          row={item.row}
          gameId={board.gameId}
          mode={mode}
          rounds={rounds}
          liveRound={liveRound}
          favourite={favourites.has(item.row.playerId)}
          pinned={item.pinned}
          expanded={open}
          ariaRowIndex={rowIndex}
          onToggleFavourite={toggleFavourite}
          onToggleExpanded={toggleExpanded}
        />
        {open ? (
          <tr className="board__detail">
            <td colSpan={columns}>
              <Scorecard gameId={board.gameId} round={board.currentRound} playerId={item.row.playerId} />
            </td>
          </tr>
        ) : null}
      </>
    )
  }

  return (
    <div ref={scroller} className="board__scroll" tabIndex={0} role="region" aria-label={t`Leaderboard`}>
      <table
        className={`board__table board__table--${mode}`}
        aria-rowcount={items.length + 1}
        data-version={board.version}
      >
        <caption className="visually-hidden">
          <Trans>Leaderboard</Trans>
        </caption>
        <BoardHeader mode={mode} rounds={rounds} sort={sort} onSort={onSort} />
        {before > 0 ? (
          <tbody aria-hidden="true">
            <tr>
              <td colSpan={columns} style={{ height: before, padding: 0, border: 0 }} />
            </tr>
          </tbody>
        ) : null}
        {virtual.map((v) => {
          const item = items[v.index]!
          return (
            <tbody key={v.key} data-index={v.index} ref={virtualizer.measureElement}>
              {line(item, v.index + 2)}
            </tbody>
          )
        })}
        {after > 0 ? (
          <tbody aria-hidden="true">
            <tr>
              <td colSpan={columns} style={{ height: after, padding: 0, border: 0 }} />
            </tr>
          </tbody>
        ) : null}
      </table>
    </div>
  )
}
