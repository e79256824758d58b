import { Trans } from '@lingui/react/macro'
import type { TourId } from '@domain/tours'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'

/** The tour's two destinations as large cards; live figures join them with the live-score issue. */
export function TourHighlights({ tourId }: { tourId: TourId }) {
  return (
    <div className="tour-highlights">
      <PortalLink to={paths.leaderboard(tourId)} className="highlight-card">
        <span className="highlight-card__icon">
          <Icon name="leaderboard" />
        </span>
        <span className="highlight-card__title">
          <Trans>Leaderboard</Trans>
        </span>
        <span className="highlight-card__text">
          <Trans>Scores hole by hole while a round is in play, and the final results after it.</Trans>
        </span>
        <span className="highlight-card__cta">
          <Trans>Open the leaderboard</Trans>
          <Icon name="arrowRight" />
        </span>
      </PortalLink>
      <PortalLink to={paths.schedule(tourId)} className="highlight-card">
        <span className="highlight-card__icon">
          <Icon name="calendar" />
        </span>
        <span className="highlight-card__title">
          <Trans>Season schedule</Trans>
        </span>
        <span className="highlight-card__text">
          <Trans>Every tournament of the season with its dates, venue, purse and entry information.</Trans>
        </span>
        <span className="highlight-card__cta">
          <Trans>See the schedule</Trans>
          <Icon name="arrowRight" />
        </span>
      </PortalLink>
    </div>
  )
}
