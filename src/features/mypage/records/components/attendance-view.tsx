import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { myAttendanceQueryOptions } from '@/api/my-records'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { gameName } from '../format'
import { ENTRY_STATUS_LABELS } from '../labels'

/** Every tournament the member started, newest first, with the finish or the status that ended it. */
export function AttendanceView() {
  const { i18n } = useLingui()
  const attend = useQuery(myAttendanceQueryOptions())
  return (
    <section className="mypage-card" aria-labelledby="my-attend-title">
      <h2 id="my-attend-title" className="mypage-card__title">
        <Trans>Tournaments played</Trans>
      </h2>
      {attend.isPending ? (
        <Skeleton height="5rem" />
      ) : attend.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : attend.data.games.length === 0 ? (
        <EmptyState icon="flag" title={<Trans>No tournaments played yet</Trans>} />
      ) : (
        <ul role="list" className="my-records__list">
          {attend.data.games.map((g) => (
            <li key={g.gameId} className="my-records__item">
              <Link
                to="/tours/game/game"
                search={{ tourId: g.tourId, gameId: g.gameId, type: 'leaderboard' }}
                className="text-link"
              >
                {gameName(g, i18n.locale)}
              </Link>
              <span>
                {g.startDate} ~ {g.endDate}
              </span>
              <span className="my-records__badge">
                {g.position ?? i18n._(ENTRY_STATUS_LABELS[g.entryStatus] ?? ENTRY_STATUS_LABELS.active!)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
