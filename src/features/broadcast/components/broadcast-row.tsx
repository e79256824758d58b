import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import type { LeaderboardRowDto } from '@contract/leaderboard'
import { formatToPar } from '@/lib/board-format'
import type { BroadcastColumn } from '../broadcast-params'

/** Column widths in the page's unit (--u), shared by the header and the rows; the name takes the rest. */
const WIDTHS: Record<Exclude<BroadcastColumn, 'rounds'>, number | null> = {
  pos: 9,
  move: 5,
  player: null,
  country: 7,
  topar: 10,
  today: 8.5,
  thru: 8,
  total: 8.5,
}
const ROUND_WIDTH = 7.5

const u = (n: number) => `calc(${n} * var(--u))`

export function columnTemplate(columns: readonly BroadcastColumn[], rounds: number): string {
  return (
    columns
      // Each width can be overridden by a custom property (a phone drops the narrow extras: broadcast.css).
      .map((column) =>
        column === 'rounds'
          ? `repeat(${rounds}, ${u(ROUND_WIDTH)})`
          : WIDTHS[column] === null
            ? 'minmax(0, 1fr)'
            : `var(--bc-w-${column}, ${u(WIDTHS[column])})`,
      )
      .join(' ')
  )
}

interface BroadcastRowProps {
  row: LeaderboardRowDto
  columns: readonly BroadcastColumn[]
  rounds: readonly number[]
  liveRound: number | null
  ariaRowIndex: number
  move: number
  flash: 'a' | 'b' | null
  /** The cut line runs under this row. */
  cutBelow: boolean
  cutLabel: string | null
}

const toParClass = (value: number | null) =>
  value === null ? '' : value < 0 ? ' bc-under' : value > 0 ? ' bc-over' : ''

/** One player's line. Memoised: an update re-renders only rows whose object or marks changed. */
export const BroadcastRow = memo(function BroadcastRow(props: BroadcastRowProps) {
  const { row, columns, rounds, liveRound, move, flash, cutBelow } = props
  const { t } = useLingui()
  const places = Math.abs(move)
  const out = row.rank === null && row.status !== 'active' && row.status !== 'finished'
  const inPlay = liveRound !== null && row.thru !== 'F'
  const strokes = new Map(row.rounds.filter((r) => !(inPlay && r.round === liveRound)).map((r) => [r.round, r.strokes]))
  const className = [
    'bc-row',
    out && 'bc-row--out',
    row.rank === 1 && 'bc-row--leader',
    flash && `bc-row--flash-${flash}`,
    cutBelow && 'bc-row--cut',
  ]
    .filter(Boolean)
    .join(' ')
  const cell = (column: BroadcastColumn) => {
    switch (column) {
      case 'pos':
        return (
          <span key={column} role="cell" className="bc-cell bc-cell--pos">
            <span className="bc-pos">{row.position}</span>
          </span>
        )
      case 'move':
        return (
          <span
            key={column}
            role="cell"
            className={`bc-cell bc-cell--move${move > 0 ? ' bc-up' : move < 0 ? ' bc-down' : ''}`}
          >
            {move > 0 ? (
              <span aria-label={t`up ${places}`}>▲{places}</span>
            ) : move < 0 ? (
              <span aria-label={t`down ${places}`}>▼{places}</span>
            ) : null}
          </span>
        )
      case 'player':
        return (
          <span key={column} role="rowheader" className="bc-cell bc-cell--player">
            <span className="bc-name">{row.name}</span>
            {row.amateur ? <span className="bc-tag">{t`(A)`}</span> : null}
          </span>
        )
      case 'country':
        return (
          <span key={column} role="cell" className="bc-cell bc-cell--country">
            {row.country}
          </span>
        )
      case 'topar':
        return (
          <span key={column} role="cell" className={`bc-cell bc-cell--topar${toParClass(row.toPar)}`}>
            {formatToPar(row.toPar)}
          </span>
        )
      case 'today':
        return (
          <span key={column} role="cell" className={`bc-cell bc-cell--today${toParClass(row.today)}`}>
            {formatToPar(row.today)}
          </span>
        )
      case 'thru':
        return (
          <span key={column} role="cell" className={`bc-cell bc-cell--thru${row.thru?.includes(':') ? ' bc-tee' : ''}`}>
            {row.thru ?? '–'}
          </span>
        )
      case 'rounds':
        return rounds.map((round) => (
          <span key={`r${round}`} role="cell" className="bc-cell bc-cell--rounds">
            {strokes.get(round) ?? '–'}
          </span>
        ))
      case 'total':
        return (
          <span key={column} role="cell" className="bc-cell bc-cell--total">
            {row.total ?? '–'}
          </span>
        )
    }
  }
  return (
    <div
      className={className}
      role="row"
      aria-rowindex={props.ariaRowIndex}
      data-player-id={row.playerId}
      data-flip-key={row.playerId}
    >
      {columns.map(cell)}
      {props.cutLabel ? (
        <span className="bc-cut-label" aria-label={props.cutLabel}>
          {props.cutLabel}
        </span>
      ) : null}
    </div>
  )
})
