import { Trans } from '@lingui/react/macro'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'

/** Where else to follow the tour: the native app and the broadcasts. No store links until we have them. */
export function AppBroadcast() {
  return (
    <section className="section">
      <div className="container app-broadcast">
        <article className="promo promo--app">
          <span className="promo__icon">
            <Icon name="phone" />
          </span>
          <h2 className="promo__title">
            <Trans>The FAIRWAY app</Trans>
          </h2>
          <p className="promo__text">
            <Trans>Live leaderboards, your membership card and tournament applications, in your pocket.</Trans>
          </p>
          <p className="promo__note">
            <Trans>Search for “FAIRWAY” on the App Store or Google Play.</Trans>
          </p>
        </article>
        <article className="promo promo--broadcast">
          <span className="promo__icon">
            <Icon name="broadcast" />
          </span>
          <h2 className="promo__title">
            <Trans>Watch on air</Trans>
          </h2>
          <p className="promo__text">
            <Trans>
              Tournament rounds are broadcast live by our partner channels. Each tournament's page lists its broadcast
              times, and the live leaderboard is always here.
            </Trans>
          </p>
          <PortalLink to={paths.schedule(11)} className="text-link">
            <Trans>Season schedule</Trans>
            <Icon name="chevronRight" />
          </PortalLink>
        </article>
      </div>
    </section>
  )
}
