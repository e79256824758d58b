import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { tourName, type TourId } from '@domain/tours'
import { PortalLink } from '@/components/ui/portal-link'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paths } from '@/lib/portal-paths'
import { LeaderboardTourSwitch } from './leaderboard-tour-switch'
import '../leaderboard.css'

/**
 * The board's code (the call layer with its schemas, the live client, the virtual table) loads while the
 * page's title and tour switch paint, not before them: on a slow phone that is ~200 ms sooner for the
 * first paint, and the board comes no later (its request starts in the same render).
 */
const LeaderboardTable = lazy(() => import('./leaderboard-table').then((m) => ({ default: m.LeaderboardTable })))

/** /tours/leaderboard/: a tour's live board (its current game, or the game of srhGameId). */
export function LeaderboardPage({ tourId, gameId }: { tourId: TourId; gameId?: number }) {
  const { t, i18n } = useLingui()
  const name = tourName(tourId, i18n.locale)
  useDocumentTitle(t`${name} leaderboard`)
  return (
    <>
      <section className="page-band page-band--board" style={tourStyle(tourId)} aria-labelledby="leaderboard-title">
        <div className="container">
          <nav aria-label={t`Breadcrumb`} className="page-band__crumbs">
            <PortalLink to={paths.home}>
              <Trans>Home</Trans>
            </PortalLink>
            <span aria-hidden="true">/</span>
            <PortalLink to={paths.tourHome(tourId)}>{name}</PortalLink>
          </nav>
          <h1 id="leaderboard-title" className="page-band__title">
            <Trans>Leaderboard</Trans>
          </h1>
          <p className="page-band__lead">{name}</p>
        </div>
      </section>
      <div className="container leaderboard-body">
        <LeaderboardTourSwitch tourId={tourId} />
        <Suspense
          fallback={
            <div className="board card" aria-busy="true">
              <p className="board__note">
                <Trans>Loading the leaderboard…</Trans>
              </p>
            </div>
          }
        >
          <LeaderboardTable tourId={tourId} gameId={gameId} />
        </Suspense>
      </div>
    </>
  )
}
