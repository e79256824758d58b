import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { applyCartQueryOptions } from '@/api/game-apply'
import { paths } from '@/lib/portal-paths'

/**
 * A paid entry-fee order leads back to its application's outcome page
 * (docs/requirements/tournament-applications.md#app-8); the application is found by the order's number among the
 * member's live applications, and until it is found the link goes to the list of tournaments.
 */
export function EntryFeeOrderLink({ orderNo }: { orderNo: string }) {
  const cart = useQuery(applyCartQueryOptions())
  const application = cart.data?.items.find((a) => a.orderNo === orderNo)
  return application ? (
    <Link
      to="/communitys/gameApplyComplete"
      search={{ gameId: application.gameId, applicationId: application.id }}
      className="btn btn--primary btn--lg"
    >
      <Trans>See your application</Trans>
    </Link>
  ) : (
    <Link to={paths.applicationList} className="btn btn--lg">
      <Trans>Back to tournament applications</Trans>
    </Link>
  )
}
