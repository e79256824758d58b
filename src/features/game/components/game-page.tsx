import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { isApiError } from '@/api/client'
import { currentGameQueryOptions, gameQueryOptions } from '@/api/games'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import type { TourId } from '@domain/tours'
import { defaultTabFor, isGameTab, type GameTab } from '../game-tab-ids'
import { tabShown } from '../tab-availability'
import type { BoardProps } from '../tab-props'
import { GameHeader } from './game-header'
import { GameTabs } from './game-tabs'
import { GameTabPanel } from './game-tab-panel'
import { TabEmpty, TabError, TabSkeleton } from './query-state'
import { useTabLabels } from './tab-labels'
import '../game.css'

export interface GamePageProps {
  search: { tourId: TourId; gameId?: number; type?: GameTab | undefined; round?: number; hole?: number }
  /** The leaderboard tabs' board; a prop because features never import each other (the route composes). */
  renderBoard: (props: BoardProps) => ReactNode
}

/** /tours/game/game: one tournament with its live-round views as tabs. */
export function GamePage({ search, renderBoard }: GamePageProps) {
  // Without a gameId (an old bookmark), the tour's current game stands in.
  const current = useQuery({ ...currentGameQueryOptions(search.tourId), enabled: search.gameId === undefined })
  const gameId = search.gameId ?? current.data?.gameId ?? null
  const game = useQuery({ ...gameQueryOptions(gameId ?? 0), enabled: gameId !== null })
  const { t, i18n } = useLingui()
  // The route drops an unknown type, but the router keeps the raw value beside the validated search.
  // Until the game is known, the stroke-play strip (most events) stands in.
  const format = game.data?.format ?? 'stroke'
  const type = tabShown(isGameTab(search.type) ? search.type : defaultTabFor(game.data?.status), format)
  const label = useTabLabels()[type]
  const name = game.data ? (i18n.locale === 'en' ? game.data.nameEn : game.data.nameKo) : t`Tournament`
  useDocumentTitle(`${label} · ${name}`)

  const noGame =
    (search.gameId === undefined && current.data?.gameId === null) ||
    (game.isError && isApiError(game.error) && game.error.status === 404)
  return (
    <>
      <section className="game-band" style={tourStyle(game.data?.tourId ?? search.tourId)} aria-labelledby="game-title">
        <div className="container">
          {game.data ? (
            <GameHeader game={game.data} />
          ) : (
            <h1 id="game-title" className="game-band__title">
              {noGame ? <Trans>Tournament not found</Trans> : <Trans>Tournament</Trans>}
            </h1>
          )}
        </div>
      </section>
      <div className="container game-body">
        <GameTabs current={type} format={format} />
        <div className="game-panel-wrap">
          {noGame ? (
            <TabEmpty title={<Trans>This tournament could not be found</Trans>}>
              <Trans>Check the link, or pick a tournament from the schedule.</Trans>
            </TabEmpty>
          ) : game.data ? (
            <GameTabPanel game={game.data} search={{ ...search, type }} renderBoard={renderBoard} />
          ) : game.isError || current.isError ? (
            <TabError onRetry={() => void (current.isError ? current.refetch() : game.refetch())} />
          ) : (
            <TabSkeleton />
          )}
        </div>
      </div>
    </>
  )
}
