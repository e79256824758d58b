import { useLingui } from '@lingui/react/macro'
import { useMemo, useRef, type CSSProperties } from 'react'
import type { LeaderboardDto } from '@contract/leaderboard'
import type { BroadcastColumn } from '../broadcast-params'
import { lastRowInsideCut } from '../cut-line'
import { useBoardChanges } from '../hooks/use-board-changes'
import { useFlip } from '../hooks/use-flip'
import { pageRows, type PageWindow } from '../paging'
import { BroadcastRow, columnTemplate } from './broadcast-row'
import '../broadcast-table.css'

interface BroadcastTableProps {
  board: LeaderboardDto
  columns: readonly BroadcastColumn[]
  paging: PageWindow
  rowsPerPage: number
}

/** One page of the board; rows glide to their new places on an update (FLIP) and flash when changed. */
export function BroadcastTable({ board, columns, paging, rowsPerPage }: BroadcastTableProps) {
  const { t } = useLingui()
  const body = useRef<HTMLDivElement>(null)
  const changes = useBoardChanges(board.rows)
  // A page that just turned shows its rows as they are: only an update while it is on screen flashes.
  const pageStart = useRef({ page: -1, serial: 0 })
  if (pageStart.current.page !== paging.page) pageStart.current = { page: paging.page, serial: changes.serial }
  const updatedOnThisPage = changes.serial > pageStart.current.serial
  const rows = pageRows(board.rows, paging)
  // One array per round count, not per render: rows are memoised and take it as a prop.
  const roundCount = Math.max(1, ...board.rows.map((r) => r.rounds.length))
  const rounds = useMemo(() => Array.from({ length: roundCount }, (_, i) => i + 1), [roundCount])
  const cutAfter = lastRowInsideCut(board)
  useFlip(body, rows.map((r) => r.playerId).join(','), String(paging.page))
  const style = { '--bc-cols': columnTemplate(columns, rounds.length), '--bc-rows': rowsPerPage } as CSSProperties
  const headers: Record<BroadcastColumn, string> = {
    pos: t`Pos`,
    move: '',
    player: t`Player`,
    country: '',
    topar: t`To par`,
    today: t`Today`,
    thru: t`Thru`,
    rounds: '',
    total: t`Total`,
  }
  return (
    <div
      className="bc-table"
      role="table"
      aria-label={t`Leaderboard`}
      aria-rowcount={board.rows.length + 1}
      style={style}
    >
      <div className="bc-head" role="row">
        {columns.map((column) =>
          column === 'rounds' ? (
            rounds.map((round) => (
              <span key={`r${round}`} role="columnheader" className="bc-cell bc-cell--rounds">
                {t`R${round}`}
              </span>
            ))
          ) : (
            <span
              key={column}
              role="columnheader"
              className={`bc-cell bc-cell--${column}`}
              aria-label={column === 'move' ? t`Movement` : undefined}
            >
              {headers[column]}
            </span>
          ),
        )}
      </div>
      {/* Keyed by page: a new page fades in as a whole; within a page rows glide (useFlip). */}
      <div className="bc-body" ref={body} key={paging.page} data-page={paging.page + 1} role="rowgroup">
        {rows.map((row, i) => {
          const index = paging.first - 1 + i
          return (
            <BroadcastRow
              key={row.playerId}
              row={row}
              columns={columns}
              rounds={rounds}
              liveRound={board.finished ? null : board.currentRound}
              ariaRowIndex={index + 2}
              move={changes.moves.get(row.playerId) ?? 0}
              flash={
                updatedOnThisPage && changes.changed.has(row.playerId) ? (changes.serial % 2 === 0 ? 'a' : 'b') : null
              }
              cutBelow={cutAfter === index}
              cutLabel={cutAfter === index ? (board.cut?.projected ? t`Projected cut` : t`Cut`) : null}
            />
          )
        })}
      </div>
    </div>
  )
}
