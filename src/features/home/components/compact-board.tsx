import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { GameSummaryDto } from '@contract/game'
import { LEADERBOARD_POLL_MS, leaderboardQueryOptions } from '@/api/games'
import { Flag } from '@/components/ui/flag'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { SuspensionBanner } from '@/components/ui/suspension-banner'
import { formatToPar } from '@/lib/board-format'
import { paths } from '@/lib/portal-paths'
import './compact-board.css'

const ROWS = 8

/**
 * The top of a live board. No socket on the front page (it stays light): the board is fetched again at the live cadence
 * of docs/requirements/live-scoring.md#ls-15, every 3 minutes, and the tournament page has the live feed.
 */
export function CompactBoard({ game }: { game: GameSummaryDto }) {
  const { t, i18n } = useLingui()
  const board = useQuery({ ...leaderboardQueryOptions(game.gameId, i18n.locale), refetchInterval: LEADERBOARD_POLL_MS })
  const rows = board.data?.rows.filter((r) => r.rank !== null).slice(0, ROWS) ?? []
  return (
    <div className="compact-board">
      <SuspensionBanner suspension={board.data?.suspension ?? null} />
      {board.isPending ? (
        <Skeleton height="12rem" radius="10px" />
      ) : board.isError ? (
        <p className="compact-board__note">
          <Trans>The leaderboard could not be loaded.</Trans>
        </p>
      ) : (
        <table className="compact-board__table" aria-label={t`Leaderboard`}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Pos</Trans>
              </th>
              <th scope="col" className="compact-board__player">
                <Trans>Player</Trans>
              </th>
              <th scope="col">
                <Trans>To par</Trans>
              </th>
              <th scope="col">
                <Trans>Thru</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.playerId}>
                <td className="compact-board__pos">{r.position}</td>
                <td className="compact-board__player">
                  <span className="compact-board__who">
                    <Flag code={r.country} />
                    <span className="compact-board__name">{r.name}</span>
                  </span>
                </td>
                <td className="compact-board__score" data-under={r.toPar !== null && r.toPar < 0}>
                  {formatToPar(r.toPar)}
                </td>
                <td className="compact-board__thru">{r.thru ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PortalLink to={paths.game(game.tourId, game.gameId, 'leaderboard')} className="btn btn--primary btn--block">
        <Icon name="leaderboard" />
        <Trans>Full leaderboard</Trans>
      </PortalLink>
    </div>
  )
}
