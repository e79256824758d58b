import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { favouritesQueryOptions, useFavourites } from '@/api/favourites'
import { EmptyState } from '@/components/ui/empty-state'
import { Flag } from '@/components/ui/flag'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/lib/portal-paths'
import { PortalLink } from '@/components/ui/portal-link'
import type { FavouritePlayerDto } from '@contract/favourites'
import { PanelError } from './panel-error'
import '../favourites-panel.css'

const nameOf = (p: FavouritePlayerDto, locale: string) =>
  locale === 'en' ? `${p.firstNameEn} ${p.lastNameEn}`.trim() : p.nameKo
const otherNameOf = (p: FavouritePlayerDto, locale: string) =>
  locale === 'en' ? p.nameKo : `${p.firstNameEn} ${p.lastNameEn.toUpperCase()}`.trim()

/** Players of interest (`/mypage/favorite-player`): the member's hearts, newest first, each removable. */
export function FavouritesPanel() {
  const { t, i18n } = useLingui()
  const query = useQuery(favouritesQueryOptions())
  const { toggle } = useFavourites()

  if (query.isError && !query.data) return <PanelError onRetry={() => void query.refetch()} />
  // Rows added elsewhere a moment ago have no names until the list refetches: they wait off screen.
  const items = query.data?.items.filter((p) => p.nameKo !== '')
  return (
    <section className="mypage-card" aria-labelledby="favourites-title" aria-busy={!items}>
      <div className="favourites__head">
        <h2 id="favourites-title" className="mypage-card__title">
          <Trans>Players of interest</Trans>
        </h2>
        {items && items.length > 0 ? (
          <p className="mypage-muted">
            <Plural value={items.length} one="# player" other="# players" />
          </p>
        ) : null}
      </div>
      {!items ? (
        <ul role="list" className="favourites__list" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="favourites__item">
              <Skeleton width="10em" height="1.1em" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState
          icon="welfare"
          title={<Trans>No players of interest yet.</Trans>}
          actions={
            <PortalLink to={paths.players(11)} className="btn btn--primary">
              <Trans>Find a player</Trans>
            </PortalLink>
          }
        >
          <Trans>
            Tap the heart on a player or a leaderboard row: your players are pinned on top of every leaderboard.
          </Trans>
        </EmptyState>
      ) : (
        <ul role="list" className="favourites__list">
          {items.map((p) => {
            const name = nameOf(p, i18n.locale)
            return (
              <li key={p.playerId} className="favourites__item" data-player-id={p.playerId}>
                <Link
                  to="/tours/player/player/"
                  search={{ tourId: p.tourId === 13 ? 13 : 11, playerId: p.playerId, sort: 'name', page: 1 }}
                  className="favourites__player"
                >
                  <strong className="favourites__name">{name}</strong>
                  <span className="favourites__other">{otherNameOf(p, i18n.locale)}</span>
                  <Flag code={p.country} />
                </Link>
                <button
                  type="button"
                  className="btn favourites__remove"
                  onClick={() => toggle(p.playerId)}
                  aria-label={t`Remove ${name} from favourites`}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
