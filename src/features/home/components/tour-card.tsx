import { Trans, useLingui } from '@lingui/react/macro'
import { tourCategory, tourName, type TourId } from '@domain/tours'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { tourStyle } from '@/components/ui/tour-style'
import { paths } from '@/lib/portal-paths'
import { tourDescription } from '../tour-descriptions'

/** A tour at a glance: name in the current language, its colour, and its three main pages. */
export function TourCard({ tourId }: { tourId: TourId }) {
  const { i18n } = useLingui()
  const name = tourName(tourId, i18n.locale)
  const titleId = `tour-card-${tourId}`
  return (
    <article className="tour-card" style={tourStyle(tourId)} aria-labelledby={titleId}>
      <div className="tour-card__top">
        <span className="tour-card__code">{tourCategory(tourId).shortEn}</span>
        <h3 id={titleId} className="tour-card__name">
          <PortalLink to={paths.tourHome(tourId)} className="tour-card__home">
            {name}
          </PortalLink>
        </h3>
      </div>
      <p className="tour-card__text">{i18n._(tourDescription(tourId))}</p>
      <ul role="list" className="tour-card__links">
        <li>
          <PortalLink to={paths.leaderboard(tourId)}>
            <Icon name="leaderboard" />
            <Trans>Leaderboard</Trans>
          </PortalLink>
        </li>
        <li>
          <PortalLink to={paths.schedule(tourId)}>
            <Icon name="calendar" />
            <Trans>Schedule</Trans>
          </PortalLink>
        </li>
        <li>
          <PortalLink to={paths.tourHome(tourId)}>
            <Icon name="flag" />
            <Trans>Tour home</Trans>
          </PortalLink>
        </li>
      </ul>
    </article>
  )
}
