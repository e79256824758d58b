import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { myAwardsQueryOptions } from '@/api/my-records'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { formatToPar } from '@/lib/board-format'
import { formatWon } from '@/lib/money'
import { gameName } from '../format'
import { HONOUR_LABELS } from '../labels'

/** Wins (first place in a completed tournament) and the association's season honours. */
export function AwardsView() {
  const { i18n } = useLingui()
  const awards = useQuery(myAwardsQueryOptions())
  return (
    <section className="mypage-card" aria-labelledby="my-awards-title">
      <h2 id="my-awards-title" className="mypage-card__title">
        <Trans>Wins and awards</Trans>
      </h2>
      {awards.isPending ? (
        <Skeleton height="5rem" />
      ) : awards.isError ? (
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      ) : awards.data.wins.length === 0 && awards.data.honours.length === 0 ? (
        <EmptyState icon="trophy" title={<Trans>No wins or awards yet</Trans>} />
      ) : (
        <ul role="list" className="my-records__list">
          {awards.data.honours.map((h) => (
            <li key={`${h.year}-${h.code}`} className="my-records__item">
              <strong>{HONOUR_LABELS[h.code] ? i18n._(HONOUR_LABELS[h.code]!) : h.code}</strong>
              <span>{h.year}</span>
            </li>
          ))}
          {awards.data.wins.map((w) => (
            <li key={w.gameId} className="my-records__item">
              <span className="my-records__badge">
                <Trans>Win</Trans>
              </span>
              <Link
                to="/tours/game/game"
                search={{ tourId: w.tourId, gameId: w.gameId, type: 'leaderboard' }}
                className="text-link"
              >
                {gameName(w, i18n.locale)}
              </Link>
              <span>
                {w.endDate} · {formatToPar(w.toPar)}
                {w.prizeWon ? ` · ${formatWon(w.prizeWon, i18n.locale)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
