import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import type { LeaderboardRowDto } from '@contract/leaderboard'
import { useRowChangesStore, useRowMove } from '@/api/live/row-changes'
import { formatToPar } from '@/lib/board-format'
import { MoveCell, PositionCell, ThruCell } from './board-row-cells'

export type BoardMode = 'leaderboard' | 'live'

export interface BoardRowProps {
  row: LeaderboardRowDto
  gameId: number
  mode: BoardMode
  /** Round numbers with a column (leaderboard mode). */
  rounds: readonly number[]
  /** The round in play: its strokes show in To par / Today until the player finishes it. */
  liveRound: number | null
  favourite: boolean
  pinned: boolean
  expanded: boolean
  ariaRowIndex: number
  onToggleFavourite: (playerId: number) => void
  onToggleExpanded: (playerId: number) => void
}

/** The version at which this row changed when that is the latest update of the game, else 0. */
function useFlash(gameId: number, playerId: number): number {
  return useRowChangesStore((s) => {
    const game = s.games[gameId]
    const at = game?.changed.get(playerId)
    return at !== undefined && at === game?.version ? at : 0
  })
}

/**
 * One player's line. Memoised: a new version re-renders only the rows whose object changed (the
 * cache keeps the others' identity) and those whose flash or arrow changed.
 */
export const BoardRow = memo(function BoardRow(props: BoardRowProps) {
  const { row, gameId, mode, rounds, liveRound, favourite, pinned, expanded, ariaRowIndex } = props
  const { t } = useLingui()
  const flash = useFlash(gameId, row.playerId)
  const move = useRowMove(gameId, row.playerId)
  const out = row.rank === null && row.status !== 'active' && row.status !== 'finished'
  const className = [
    'board__row',
    out && 'board__row--out',
    pinned && 'board__row--pinned',
    favourite && 'board__row--favourite',
    flash > 0 && `board__row--flash-${flash % 2 ? 'a' : 'b'}`,
  ]
    .filter(Boolean)
    .join(' ')
  const inPlay = liveRound !== null && row.thru !== 'F'
  const strokes = new Map(row.rounds.filter((r) => !(inPlay && r.round === liveRound)).map((r) => [r.round, r.strokes]))
  return (
    // data-player-id: a stable handle for browser tests and the repaint benchmark (names can repeat).
    <tr className={className} aria-rowindex={ariaRowIndex} data-player-id={row.playerId}>
      <PositionCell row={row} />
      <MoveCell move={move} />
      <th scope="row" className="board__player">
        <button
          type="button"
          className="board__fav"
          aria-pressed={favourite}
          aria-label={favourite ? t`Unpin ${row.name}` : t`Pin ${row.name} to the top`}
          onClick={() => props.onToggleFavourite(row.playerId)}
        >
          {favourite ? '♥' : '♡'}
        </button>
        <button
          type="button"
          className="board__name"
          aria-expanded={expanded}
          onClick={() => props.onToggleExpanded(row.playerId)}
        >
          {row.name}
          {row.amateur ? ` ${t`(A)`}` : ''}
          <span className="board__country"> {row.country}</span>
        </button>
      </th>
      <td className={row.toPar !== null && row.toPar < 0 ? 'board__topar board__under' : 'board__topar'}>
        {formatToPar(row.toPar)}
      </td>
      <ThruCell thru={row.thru} />
      <td className="board__today">{formatToPar(row.today)}</td>
      {mode === 'leaderboard'
        ? rounds.map((round) => (
            <td key={round} className="board__wide">
              {strokes.get(round) ?? '–'}
            </td>
          ))
        : null}
      {mode === 'leaderboard' ? <td className="board__wide">{row.total ?? '–'}</td> : null}
    </tr>
  )
})
