import { Trans, useLingui } from '@lingui/react/macro'
import { tourName, type TourId } from '@domain/tours'
import { PortalLink } from '@/components/ui/portal-link'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paths } from '@/lib/portal-paths'
import { LeaderboardTable } from './leaderboard-table'
import { LeaderboardTourSwitch } from './leaderboard-tour-switch'
import '../leaderboard.css'

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
        {/* Part of the route's chunk, which the page's HTML preloads: its request starts with the first render.
            The page's first paint comes from the HTML itself (docs/decisions/0034). */}
        <LeaderboardTable tourId={tourId} gameId={gameId} />
      </div>
    </>
  )
}
