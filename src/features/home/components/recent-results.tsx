import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { recentResultsQueryOptions } from '@/api/schedule'
import { Flag } from '@/components/ui/flag'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { formatToPar } from '@/lib/board-format'
import { formatDateRange } from '@/lib/game-format'
import { paths } from '@/lib/portal-paths'
import './recent-results.css'

/** The last three completed tournaments of the tour with their winners and winning scores. */
export function RecentResults({ tourId }: { tourId: number }) {
  const { i18n } = useLingui()
  const query = useQuery(recentResultsQueryOptions(tourId, 3))
  const en = i18n.locale === 'en'
  if (query.isSuccess && query.data.length === 0) return null
  return (
    <section className="recent-results" aria-labelledby="recent-title">
      <div className="digest-head">
        <h2 id="recent-title" className="digest-title">
          <Trans>Recent results</Trans>
        </h2>
      </div>
      {query.isPending ? (
        <div className="recent-results__grid" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="8rem" radius="16px" />
          ))}
        </div>
      ) : query.isError ? (
        <p className="digest-note">
          <Trans>This information could not be loaded</Trans>
        </p>
      ) : (
        <ul role="list" className="recent-results__grid">
          {query.data.map((g) => (
            <li key={g.gameId} className="result-card">
              <span className="result-card__date">{formatDateRange(g.startDate, g.endDate, i18n.locale)}</span>
              <h3 className="result-card__name">
                <PortalLink to={paths.game(g.tourId, g.gameId, 'leaderboard')}>{en ? g.nameEn : g.nameKo}</PortalLink>
              </h3>
              {g.winners.map((w) => (
                <p key={w.playerId} className="result-card__winner">
                  <Icon name="trophy" />
                  <span className="visually-hidden">
                    <Trans>Winner</Trans>
                  </span>
                  <Flag code={w.country} />
                  <span className="result-card__player">{en ? w.nameEn : w.nameKo}</span>
                  <span className="result-card__score">
                    {formatToPar(w.toPar)}
                    {w.total !== null ? <span className="result-card__total"> ({w.total})</span> : null}
                  </span>
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
