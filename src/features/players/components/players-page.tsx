import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import '@/components/ui/page-band.css'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { PLAYER_TOUR_IDS } from '@contract/player-search'
import { tourName } from '@domain/tours'
import type { PlayersSearch } from '../search'
import { PlayerList } from './player-list'
import { RowsSkeleton } from './query-states'
import '../players.css'

// The profile (and its tables) loads only when a player is opened.
const PlayerProfile = lazy(() => import('./player-profile'))

/** /tours/player/player/: the tour's players, or one player's profile when `playerId` is set (decision 0026). */
export function PlayersPage({ search }: { search: PlayersSearch }) {
  const { t, i18n } = useLingui()
  const tour = tourName(search.tourId, i18n.locale)
  const profile = search.playerId !== undefined
  useDocumentTitle(profile ? t`Player profile · ${tour}` : t`Players · ${tour}`)
  return (
    <>
      <section
        className="page-band players-band"
        style={tourStyle(search.tourId)}
        aria-labelledby={profile ? undefined : 'players-title'}
      >
        <div className="container page-band__inner">
          <div>
            <p className="page-band__eyebrow">{tour}</p>
            {profile ? (
              <p className="page-band__title" aria-hidden="true">
                <Trans>Players</Trans>
              </p>
            ) : (
              <h1 id="players-title" className="page-band__title">
                <Trans>Players</Trans>
              </h1>
            )}
          </div>
          <nav className="tour-switch" aria-label={t`Tour`}>
            {PLAYER_TOUR_IDS.map((id) => (
              <Link
                key={id}
                to="/tours/player/player/"
                search={{ tourId: id, sort: search.sort, page: 1 }}
                className="tour-switch__link"
                aria-current={id === search.tourId && !profile ? 'page' : undefined}
                data-active={id === search.tourId}
              >
                {tourName(id, i18n.locale)}
              </Link>
            ))}
          </nav>
        </div>
      </section>
      <div className="container players-body" style={tourStyle(search.tourId)}>
        {search.playerId !== undefined ? (
          <Suspense fallback={<RowsSkeleton rows={8} />}>
            <PlayerProfile key={search.playerId} playerId={search.playerId} search={search} />
          </Suspense>
        ) : (
          <PlayerList search={search} />
        )}
      </div>
    </>
  )
}
