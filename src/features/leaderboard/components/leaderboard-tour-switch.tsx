import { useLingui } from '@lingui/react/macro'
import { MAIN_TOUR_IDS, tourName, type TourId } from '@domain/tours'
import { PortalLink } from '@/components/ui/portal-link'
import { tourStyle } from '@/components/ui/tour-style'
import { paths } from '@/lib/portal-paths'

/** Switches the board to another tour without leaving the leaderboard. */
export function LeaderboardTourSwitch({ tourId }: { tourId: TourId }) {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Leaderboard of another tour`} className="board-tours">
      <ul role="list">
        {MAIN_TOUR_IDS.map((id) => (
          <li key={id} style={tourStyle(id)}>
            <PortalLink
              to={paths.leaderboard(id)}
              className="board-tours__link"
              aria-current={id === tourId ? 'page' : undefined}
            >
              {tourName(id, i18n.locale, true)}
            </PortalLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
