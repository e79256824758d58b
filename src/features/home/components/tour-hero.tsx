import { Trans, useLingui } from '@lingui/react/macro'
import { tourCategory, tourName, type TourId } from '@domain/tours'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { tourStyle } from '@/components/ui/tour-style'
import { paths } from '@/lib/portal-paths'
import { currentSeason } from '../season'
import { tourDescription } from '../tour-descriptions'

/** The tour's banner in its own colour, with the way to its leaderboard and schedule. */
export function TourHero({ tourId }: { tourId: TourId }) {
  const { t, i18n } = useLingui()
  const season = currentSeason()
  return (
    <section className="tour-hero" style={tourStyle(tourId)} aria-labelledby="tour-hero-title">
      <div className="container tour-hero__inner">
        <nav aria-label={t`Breadcrumb`} className="breadcrumb">
          <ol role="list">
            <li>
              <PortalLink to={paths.home}>
                <Trans>Home</Trans>
              </PortalLink>
            </li>
            <li>
              <Trans>Tours</Trans>
            </li>
            <li aria-current="page">{tourName(tourId, i18n.locale)}</li>
          </ol>
        </nav>
        <p className="tour-hero__eyebrow">
          <span className="tour-hero__code">{tourCategory(tourId).shortEn}</span>
          <Trans>{season} season</Trans>
        </p>
        <h1 id="tour-hero-title" className="tour-hero__title">
          {tourName(tourId, i18n.locale)}
        </h1>
        <p className="tour-hero__lead">{i18n._(tourDescription(tourId))}</p>
        <div className="tour-hero__actions">
          <PortalLink to={paths.leaderboard(tourId)} className="btn btn--accent btn--lg">
            <Icon name="leaderboard" />
            <Trans>Leaderboard</Trans>
          </PortalLink>
          <PortalLink to={paths.schedule(tourId)} className="btn btn--ghost-light btn--lg">
            <Icon name="calendar" />
            <Trans>Schedule</Trans>
          </PortalLink>
        </div>
      </div>
    </section>
  )
}
