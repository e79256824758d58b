import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { TourId } from '@domain/tours'
import { currentGameQueryOptions, gameQueryOptions, leaderboardQueryOptions } from '@/api/games'
import { EmptyState } from '@/components/ui/empty-state'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'
import { LeaderboardRows } from './leaderboard-rows'

/**
 * The tour's current game (in progress, else next, else latest) as the scoring engine ranks it, polled
 * at the spec's 3-minute cadence; the push feed and the full live page come with the live-score work.
 */
export function LeaderboardTable({ tourId }: { tourId: TourId }) {
  const { t, i18n } = useLingui()
  const rounds = [1, 2, 3, 4]
  const current = useQuery(currentGameQueryOptions(tourId))
  const gameId = current.data?.gameId ?? null
  const board = useQuery({ ...leaderboardQueryOptions(gameId ?? 0, i18n.locale), enabled: gameId !== null })
  const game = useQuery({ ...gameQueryOptions(gameId ?? 0), enabled: gameId !== null })
  const loading = current.isPending || (gameId !== null && board.isPending)
  const failed = current.isError || board.isError
  const rows = board.data && board.data.rows.length > 0 ? board.data : null
  const gameName = game.data ? (i18n.locale === 'en' ? game.data.nameEn : game.data.nameKo) : null
  const round = board.data?.currentRound ?? 0
  return (
    <div className="board card" aria-busy={loading}>
      {rows && gameName ? (
        <p className="board__title">
          <strong>{gameName}</strong> · {rows.finished ? <Trans>Final</Trans> : <Trans>Round {round}</Trans>}
        </p>
      ) : null}
      <table className="board__table">
        <caption className="visually-hidden">
          <Trans>Leaderboard</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="board__pos">{t`Pos`}</th>
            <th scope="col" className="board__player">{t`Player`}</th>
            <th scope="col">{t`To par`}</th>
            <th scope="col">{t`Thru`}</th>
            <th scope="col" className="board__wide">{t`Today`}</th>
            {rounds.map((round) => (
              <th key={round} scope="col" className="board__wide">
                {t`R${round}`}
              </th>
            ))}
            <th scope="col">{t`Total`}</th>
          </tr>
        </thead>
        <tbody>
          {rows ? <LeaderboardRows board={rows} /> : null}
          {loading ? (
            <tr>
              <td colSpan={10} className="board__note">
                <Trans>Loading the leaderboard…</Trans>
              </td>
            </tr>
          ) : null}
          {failed && !rows ? (
            <tr>
              <td colSpan={10} className="board__note" role="alert">
                <Trans>The leaderboard could not be loaded. It will try again shortly.</Trans>
              </td>
            </tr>
          ) : null}
          {!loading && !failed && !rows ? (
          <tr>
            <td colSpan={10}>
              <EmptyState
                icon="flag"
                title={<Trans>No tournament is being played on this tour right now</Trans>}
                actions={
                  <>
                    <PortalLink to={paths.schedule(tourId)} className="btn btn--primary">
                      <Icon name="calendar" />
                      <Trans>View the schedule</Trans>
                    </PortalLink>
                    <PortalLink to={paths.tourHome(tourId)} className="btn">
                      <Trans>Tour home</Trans>
                    </PortalLink>
                  </>
                }
              >
                <Trans>When a round starts, scores appear here hole by hole.</Trans>
              </EmptyState>
            </td>
          </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  )
}
