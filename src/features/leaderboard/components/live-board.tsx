import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useLiveLeaderboard } from '@/api/live/use-live-leaderboard'
import { SuspensionBanner } from '@/components/ui/suspension-banner'
import { BOARD_ORDER, nextSort, type SortKey, type SortState } from '../board-sort'
import { BoardTable } from './board-table'
import type { BoardMode } from './board-row'
import { LeaderAnnouncer } from './leader-announcer'
import { LiveBoardStatus } from './live-board-status'
import '../leaderboard.css'
import './live-board.css'

export interface LiveBoardProps {
  gameId: number
  /** 'leaderboard': every column; 'live': the Live Leaderboard tab (pos, move, player, to par, thru, today). */
  mode: BoardMode
  /** Controlled sort (a route keeping it in the URL); without it the board keeps its own. */
  sort?: SortState
  onSortChange?: (sort: SortState) => void
}

/** A game's live board: pushed and polled updates, status strip, sortable virtualised table. */
export function LiveBoard({ gameId, mode, sort: controlledSort, onSortChange }: LiveBoardProps) {
  const { t, i18n } = useLingui()
  const live = useLiveLeaderboard(gameId, i18n.locale)
  const [ownSort, setOwnSort] = useState<SortState>(BOARD_ORDER)
  const sort = controlledSort ?? ownSort
  const onSort = (key: SortKey) => {
    const next = nextSort(sort, key)
    setOwnSort(next)
    onSortChange?.(next)
  }
  const board = live.board
  const round = board?.currentRound ?? 0
  const stage = !board ? null : board.finished ? t`Final` : board.playoffHoles ? t`Playoff` : t`Round ${round}`
  return (
    <div className={`live-board live-board--${mode}`} aria-busy={live.query.isPending}>
      <LiveBoardStatus
        stage={stage}
        connection={live.connection}
        lastUpdated={live.lastUpdated}
        paused={live.paused}
        onPausedChange={live.setPaused}
        pace={live.pace}
        onPaceChange={live.setPace}
      />
      {/* From the board's state: a feed patch sets and clears it (docs/requirements/officials.md#of-4). */}
      <SuspensionBanner suspension={board?.suspension ?? null} />
      {board && board.rows.length > 0 ? (
        <>
          <BoardTable board={board} mode={mode} sort={sort} onSort={onSort} />
          <LeaderAnnouncer rows={board.rows} />
        </>
      ) : live.query.isPending ? (
        <p className="board__note board__note--loading">
          <Trans>Loading the leaderboard…</Trans>
        </p>
      ) : live.query.isError ? (
        <p className="board__note" role="alert">
          <Trans>The leaderboard could not be loaded. It will try again shortly.</Trans>
        </p>
      ) : (
        <p className="board__note">
          <Trans>No scores yet. When the round starts, scores appear here hole by hole.</Trans>
        </p>
      )}
    </div>
  )
}
