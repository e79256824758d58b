import { Trans, useLingui } from '@lingui/react/macro'
import type { TourId } from '@domain/tours'
import { EmptyState } from '@/components/ui/empty-state'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'

/** The board's columns with the honest empty state in its body; rows arrive with live scoring. */
export function LeaderboardTable({ tourId }: { tourId: TourId }) {
  const { t } = useLingui()
  const rounds = [1, 2, 3, 4]
  return (
    <div className="board card">
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
        </tbody>
      </table>
    </div>
  )
}
