import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { RankingDto, SeasonCategoryId } from '@contract/rankings'
import { pointsCategoryOf, rankingLeadersQueryOptions } from '@/api/rankings-leaders'
import { Flag } from '@/components/ui/flag'
import { Icon } from '@/components/ui/icons'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { formatWon } from '@/lib/money'
import { paths, tourHas } from '@/lib/portal-paths'
import './ranking-leaders.css'

const LEADERS = 5

/** The top five of the tour's points race and of the money list, with the way to the full rankings. */
export function RankingLeaders({ tourId }: { tourId: number }) {
  const { i18n } = useLingui()
  return (
    <section className="ranking-leaders" aria-labelledby="leaders-title">
      <div className="digest-head">
        <h2 id="leaders-title" className="digest-title">
          <Trans>Rankings leaders</Trans>
        </h2>
        {tourHas.records(tourId) ? (
          <PortalLink to={paths.records(tourId)} className="text-link">
            <Trans>All rankings</Trans>
            <Icon name="chevronRight" />
          </PortalLink>
        ) : null}
      </div>
      <div className="ranking-leaders__lists">
        <LeaderList category={pointsCategoryOf(tourId)} tourId={tourId} locale={i18n.locale} />
        <LeaderList category="prize" tourId={tourId} locale={i18n.locale} />
      </div>
    </section>
  )
}

function LeaderList({ category, tourId, locale }: { category: SeasonCategoryId; tourId: number; locale: string }) {
  const query = useQuery(rankingLeadersQueryOptions(category, tourId, LEADERS))
  const en = locale === 'en'
  const title = (r: RankingDto | undefined) => (r ? (en ? r.nameEn : r.nameKo) : null)
  const value = (r: RankingDto, v: number) =>
    r.unit === 'won' ? formatWon(v, locale) : v.toLocaleString(en ? 'en-US' : 'ko-KR')
  return (
    <div className="leader-list">
      <h3 className="leader-list__title">{title(query.data) ?? <Skeleton width="8rem" />}</h3>
      {query.isPending ? (
        <Skeleton height="9rem" radius="10px" />
      ) : query.isError ? (
        <p className="digest-note">
          <Trans>This information could not be loaded</Trans>
        </p>
      ) : query.data.official.length === 0 ? (
        <p className="digest-note">
          <Trans>No rankings for this season yet.</Trans>
        </p>
      ) : (
        <ol role="list" className="leader-list__rows">
          {query.data.official.map((line) => (
            <li key={line.playerId} className="leader-row" data-first={line.rank === 1}>
              <span className="leader-row__pos">{line.position}</span>
              <span className="leader-row__name">
                <Flag code={line.country} />
                {en ? line.nameEn : line.nameKo}
              </span>
              <span className="leader-row__value">{value(query.data, line.value)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
