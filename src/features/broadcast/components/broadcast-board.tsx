import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import {
  broadcastGameQueryOptions,
  broadcastLeaderboardQueryOptions,
  broadcastRetryDelay,
  retryBroadcastRead,
} from '@/api/broadcast-board'
import { inThreadPort } from '@/api/live/in-thread-port'
import { connectLiveLean } from '@/api/live/live-socket-lean'
import { useLiveBoard, type LiveBoardOptions } from '@/api/live/use-live-board'
import type { ApiError } from '@/api/api-error'
import type { queryKeys } from '@/api/query-keys'
import { SuspensionBanner } from '@/components/ui/suspension-banner'
import type { BroadcastParams } from '../broadcast-params'
import { useDelayedBoard } from '../hooks/use-delayed-board'
import { usePaging } from '../hooks/use-paging'
import { BoardStrip } from './board-strip'
import { BroadcastTable } from './broadcast-table'
import { HoldingCard } from './holding-card'
import { PageFooter } from './page-footer'
import '../broadcast-board.css'

/**
 * The worker polls every 30 s, not the portal's 3 min: on air the socket does the work, and when a
 * partner's network blocks it the board must still move within half a minute.
 */
const BROADCAST_LIVE = {
  boardQuery: (gameId: number, language: 'ko' | 'en') => ({
    ...broadcastLeaderboardQueryOptions(gameId, language),
    retry: retryBroadcastRead,
    retryDelay: broadcastRetryDelay,
  }),
  initialPaceMs: 30_000,
  // The poll is only the fallback behind the socket here: on the page's thread, no worker to download.
  createPort: inThreadPort,
  // socket.io's protocol over a plain WebSocket: the page cannot afford socket.io-client's 12 KB.
  connect: connectLiveLean,
} satisfies LiveBoardOptions<ApiError, LeaderboardKey>

// The query error type is registered app-wide as ApiError (types only: no call layer is bundled).
type LeaderboardKey = ReturnType<typeof queryKeys.games.leaderboard>

export function BroadcastBoard({ gameId, params }: { gameId: number; params: BroadcastParams }) {
  const { i18n } = useLingui()
  const locale = i18n.locale === 'en' ? 'en' : 'ko'
  const live = useLiveBoard(gameId, locale, BROADCAST_LIVE)
  const game = useQuery({ ...broadcastGameQueryOptions(gameId), retry: retryBroadcastRead })
  const shown = useDelayedBoard(live.board, live.query.dataUpdatedAt, params.delayS * 1000)
  const board = shown?.value
  const paging = usePaging(board?.rows.length ?? 0, params.rowsPerPage, params.intervalS * 1000)
  const title = game.data ? (locale === 'en' ? game.data.nameEn : game.data.nameKo) : null

  if (!board || board.rows.length === 0) {
    return (
      <HoldingCard
        kind={live.query.isPending || live.query.isError ? 'connecting' : 'no-scores'}
        tourId={params.tourId}
        title={title}
      />
    )
  }
  // Stale: the socket dropped (the last good board stays on screen, said discreetly).
  const stale = live.connection === 'reconnecting' || live.connection === 'offline'
  return (
    <div className={`bc-board${board.suspension ? ' bc-board--suspended' : ''}`} data-version={board.version}>
      <BoardStrip
        title={title}
        tourId={params.tourId}
        board={board}
        par={game.data?.par ?? null}
        connection={live.connection}
        stale={stale}
        updatedAt={new Date(shown.at)}
        inverse={params.theme !== 'light'}
      />
      <SuspensionBanner suspension={board.suspension} className="bc-suspension" />
      <BroadcastTable board={board} columns={params.columns} paging={paging} rowsPerPage={params.rowsPerPage} />
      <PageFooter board={board} paging={paging} intervalS={params.intervalS} />
    </div>
  )
}
