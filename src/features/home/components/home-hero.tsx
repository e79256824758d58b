import { Trans, useLingui } from '@lingui/react/macro'
import { DEFAULT_TOUR_ID, tourName } from '@domain/tours'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { tourStyle } from '@/components/ui/tour-style'
import { paths } from '@/lib/portal-paths'
import { currentSeason } from '../season'
import { HeroArt } from './hero-art'

/** The main tour up front: season, what it is, and the two things visitors come for. */
export function HomeHero() {
  const { i18n } = useLingui()
  const season = currentSeason()
  const tourId = DEFAULT_TOUR_ID
  return (
    <section className="home-hero" style={tourStyle(tourId)} aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <div className="home-hero__copy">
          <p className="home-hero__eyebrow">
            <span className="home-hero__season">
              <Trans>{season} season</Trans>
            </span>
            <Trans>Main tour</Trans>
          </p>
          <h1 id="home-hero-title" className="home-hero__title">
            {tourName(tourId, i18n.locale)}
          </h1>
          <p className="home-hero__lead">
            <Trans>The nation's premier professional golf tour. Follow every round live and plan your season.</Trans>
          </p>
          <div className="home-hero__actions">
            <PortalLink to={paths.leaderboard(tourId)} className="btn btn--accent btn--lg">
              <Icon name="leaderboard" />
              <Trans>Leaderboard</Trans>
            </PortalLink>
            <PortalLink to={paths.schedule(tourId)} className="btn btn--ghost-light btn--lg">
              <Icon name="calendar" />
              <Trans>Season schedule</Trans>
            </PortalLink>
            <PortalLink to={paths.tourHome(tourId)} className="home-hero__more">
              <Trans>Tour home</Trans>
              <Icon name="arrowRight" />
            </PortalLink>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  )
}
