import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { isApiError } from '@/api/client'
import {
  playerDetailQueryOptions,
  playerGamesQueryOptions,
  playerRecordsQueryOptions,
  playerStatsQueryOptions,
} from '@/api/players'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { playerName } from '../format'
import type { PlayersSearch } from '../search'
import { CareerSummary } from './career-summary'
import { HoleScores } from './hole-scores'
import { ProfileFacts } from './profile-facts'
import { ProfileHeader } from './profile-header'
import { LoadError, RowsSkeleton } from './query-states'
import { SeasonRecordsTable } from './season-records-table'
import { playedRounds, TournamentRecords, type ChosenGame } from './tournament-records'

// recharts only in this chunk, fetched when the statistics section renders.
const SeasonCharts = lazy(() => import('./season-charts'))

function ChartsSkeleton() {
  return (
    <div className="stat-charts" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="200px" radius="10px" />
      ))}
    </div>
  )
}

function HeaderSkeleton() {
  return (
    <div className="profile-head card" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton width="6rem" height="6rem" radius="50%" />
      <div className="profile-head__main">
        <Skeleton width="12rem" height="2rem" />
        <Skeleton width="8rem" height="1rem" />
        <Skeleton width="16rem" height="1rem" />
      </div>
    </div>
  )
}

/** One player's profile on the tour of the page (decision 0026). */
export default function PlayerProfile({ playerId, search }: { playerId: number; search: PlayersSearch }) {
  const { t, i18n } = useLingui()
  const tourId = search.tourId
  const detail = useQuery(playerDetailQueryOptions(playerId))
  const records = useQuery(playerRecordsQueryOptions(playerId, tourId))
  const games = useQuery(playerGamesQueryOptions(playerId, tourId))
  const stats = useQuery(playerStatsQueryOptions(playerId, tourId))
  const [chosen, setChosen] = useState<ChosenGame | null>(null)
  useDocumentTitle(detail.data ? playerName(detail.data, i18n.locale) : t`Player profile`)

  // Until a tournament is picked, the scorecard shows the latest one the player has a card in.
  const latest = games.data?.games.find((g) => playedRounds(g).length > 0)
  const shown: ChosenGame | null =
    chosen ??
    (latest
      ? {
          gameId: latest.gameId,
          name: i18n.locale === 'en' ? latest.nameEn : latest.nameKo,
          rounds: playedRounds(latest),
        }
      : null)

  const back = (
    <Link
      to="/tours/player/player/"
      search={{ tourId, q: search.q, sort: search.sort, page: search.page }}
      className="back-link"
    >
      <span aria-hidden="true">←</span> <Trans>Back to the list</Trans>
    </Link>
  )

  if (detail.isError && isApiError(detail.error) && detail.error.status === 404) {
    return (
      <div className="profile">
        {back}
        <div className="card">
          <EmptyState icon="user" as="h1" title={<Trans>Player not found</Trans>}>
            <Trans>This player does not exist or is no longer listed. Search the list instead.</Trans>
          </EmptyState>
        </div>
      </div>
    )
  }

  return (
    <div className="profile">
      {back}
      {detail.data ? (
        <ProfileHeader player={detail.data} careerWins={records.data?.career.wins} />
      ) : detail.isError ? (
        <LoadError onRetry={() => void detail.refetch()} />
      ) : (
        <HeaderSkeleton />
      )}

      <div className="profile-grid">
        <div className="profile-grid__side">{detail.data ? <ProfileFacts player={detail.data} /> : null}</div>
        <div className="profile-grid__main">
          {records.data ? (
            <CareerSummary records={records.data} standing={stats.data?.standing ?? null} />
          ) : records.isError ? (
            <LoadError onRetry={() => void records.refetch()} />
          ) : (
            <RowsSkeleton rows={4} />
          )}

          <section className="profile-section card" aria-labelledby="stats-title">
            <h2 id="stats-title" className="profile-section__title">
              <Trans>Season statistics</Trans>
            </h2>
            {stats.isError ? (
              <LoadError onRetry={() => void stats.refetch()} />
            ) : !stats.data ? (
              <ChartsSkeleton />
            ) : stats.data.seasons.length === 0 ? (
              <p className="muted">
                <Trans>No complete round on this tour yet.</Trans>
              </p>
            ) : (
              <Suspense fallback={<ChartsSkeleton />}>
                <SeasonCharts seasons={stats.data.seasons} />
              </Suspense>
            )}
          </section>
        </div>
      </div>

      {records.data ? <SeasonRecordsTable records={records.data} /> : null}
      {games.data ? (
        <TournamentRecords games={games.data.games} chosenId={shown?.gameId ?? null} onChoose={setChosen} />
      ) : games.isError ? (
        <LoadError onRetry={() => void games.refetch()} />
      ) : (
        <RowsSkeleton rows={6} />
      )}
      {games.data ? <HoleScores playerId={playerId} game={shown} /> : null}
    </div>
  )
}
