import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useFavourites } from '@/api/favourites'
import { playerListQueryOptions } from '@/api/players'
import { EmptyState } from '@/components/ui/empty-state'
import { Flag } from '@/components/ui/flag'
import { HeartButton } from '@/components/ui/heart-button'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import type { PlayerListItemDto, PlayerSort } from '@contract/player'
import { otherName, playerName } from '../format'
import type { PlayersSearch } from '../search'
import { PlayerAvatar } from './player-avatar'
import { PlayerSearchForm } from './player-search-form'
import { LoadError } from './query-states'

export const PAGE_SIZE = 20

function PlayerCard({
  player,
  search,
  favourite,
  onFavourite,
}: {
  player: PlayerListItemDto
  search: PlayersSearch
  favourite: boolean
  onFavourite: (playerId: number) => void
}) {
  const { t, i18n } = useLingui()
  const wins = player.wins
  const name = playerName(player, i18n.locale)
  return (
    // The heart sits beside the card's link, not inside it: a button inside a link is not allowed.
    <li className="player-grid__item">
      <Link to="/tours/player/player/" search={{ ...search, playerId: player.playerId }} className="player-card">
        <PlayerAvatar player={player} />
        <span className="player-card__body">
          <span className="player-card__name">{playerName(player, i18n.locale)}</span>
          <span className="player-card__other">{otherName(player, i18n.locale)}</span>
          <span className="player-card__meta">
            <Flag code={player.country} />
            {player.memberNo ? <span title={t`Member number`}>{t`No. ${player.memberNo}`}</span> : null}
          </span>
        </span>
        {wins > 0 ? (
          <span className="player-card__wins" title={t`Wins on this tour`}>
            <Plural value={wins} one="# win" other="# wins" />
          </span>
        ) : null}
      </Link>
      <HeartButton
        className="player-card__fav"
        pressed={favourite}
        onToggle={() => onFavourite(player.playerId)}
        label={favourite ? t`Remove ${name} from favourites` : t`Add ${name} to favourites`}
      />
    </li>
  )
}

function CardsSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <ul className="player-grid" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="player-card player-card--skeleton">
            <Skeleton width="3rem" height="3rem" radius="50%" />
            <span className="player-card__body">
              <Skeleton width="60%" height="1rem" />
              <Skeleton width="40%" height="0.8rem" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** /tours/player/player/: search by name, order by name or member number, twenty a page. */
export function PlayerList({ search }: { search: PlayersSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/tours/player/player/' })
  const lang = i18n.locale === 'en' ? 'en' : 'ko'
  const favourites = useFavourites()
  const query = useQuery(
    playerListQueryOptions({
      tourId: search.tourId,
      q: search.q,
      sort: search.sort,
      page: search.page,
      pageSize: PAGE_SIZE,
      lang,
    }),
  )
  const go = (next: Partial<PlayersSearch>) => void navigate({ search: (prev) => ({ ...prev, ...next }) })
  const setSort = (sort: PlayerSort) => go({ sort, page: 1 })
  const data = query.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1
  const total = data?.total ?? 0
  const term = search.q

  return (
    <div className="player-list">
      <div className="player-list__tools card">
        <PlayerSearchForm key={term ?? ''} term={term} onSearch={(q) => go({ q, page: 1 })} />
        <div className="sort-toggle" role="group" aria-label={t`Order`}>
          <button
            type="button"
            className="sort-toggle__btn"
            aria-pressed={search.sort === 'name'}
            onClick={() => setSort('name')}
          >
            <Trans>By name</Trans>
          </button>
          <button
            type="button"
            className="sort-toggle__btn"
            aria-pressed={search.sort === 'memberNo'}
            onClick={() => setSort('memberNo')}
          >
            <Trans>By member no.</Trans>
          </button>
        </div>
      </div>

      <p className="player-list__summary" aria-live="polite">
        {data ? (
          <span>
            {term ? (
              <Plural value={total} one={`# player matches “${term}”`} other={`# players match “${term}”`} />
            ) : (
              <Plural value={total} one="# player" other="# players" />
            )}
          </span>
        ) : null}
        {term ? (
          <button type="button" className="link-button" onClick={() => go({ q: undefined, page: 1 })}>
            <Trans>Show every player</Trans>
          </button>
        ) : null}
      </p>

      {query.isPending ? (
        <CardsSkeleton />
      ) : query.isError && !data ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : data && data.items.length === 0 && data.total > 0 ? (
        // An old link past the last page: the players are there, just not on this page.
        <div className="card">
          <EmptyState
            icon="info"
            title={<Trans>This page is past the end of the list</Trans>}
            actions={
              <button type="button" className="btn" onClick={() => go({ page: pageCount })}>
                <Trans>Go to the last page</Trans>
              </button>
            }
          />
        </div>
      ) : data && data.items.length === 0 ? (
        <div className="card">
          <EmptyState icon="search" title={<Trans>No search results.</Trans>}>
            {term ? (
              <Trans>Check the spelling, or search by family name or given name only.</Trans>
            ) : (
              <Trans>No player has played on this tour yet.</Trans>
            )}
          </EmptyState>
        </div>
      ) : data ? (
        <>
          <ul
            className={query.isPlaceholderData ? 'player-grid player-grid--stale' : 'player-grid'}
            aria-busy={query.isPlaceholderData}
          >
            {data.items.map((p) => (
              <PlayerCard
                key={p.playerId}
                player={p}
                search={search}
                favourite={favourites.ids.has(p.playerId)}
                onFavourite={favourites.toggle}
              />
            ))}
          </ul>
          <Pagination
            page={Math.min(search.page, pageCount)}
            pageCount={pageCount}
            onPage={(page) => go({ page })}
            label={t`Pages of players`}
          />
        </>
      ) : null}
    </div>
  )
}
