import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { categoriesOf } from '@contract/record-search'
import { CATEGORY_LABELS } from '../labels'
import type { RecordsSearch } from '../search'
import { RankingList } from './ranking-list'
import { ReRankingList } from './re-ranking-list'

/** The rankings tab: one list at a time, chosen by `category` in the URL. */
export default function RankingsTab({ search }: { search: RecordsSearch }) {
  const { t, i18n } = useLingui()
  return (
    <section aria-labelledby="ranking-title">
      <nav className="rec-chips" aria-label={t`Ranking lists`}>
        {categoriesOf(search.tourId).map((c) => (
          <Link
            key={c}
            to="/tours/record/"
            search={{ tourId: search.tourId, tab: 'rankings', category: c, season: search.season }}
            className="rec-chip"
            aria-current={c === search.category ? 'page' : undefined}
          >
            {i18n._(CATEGORY_LABELS[c])}
          </Link>
        ))}
      </nav>
      <h2 id="ranking-title" className="rec-title">
        {i18n._(CATEGORY_LABELS[search.category])}
      </h2>
      {search.category === 'reRanking' ? (
        <ReRankingList search={search} />
      ) : (
        <RankingList search={search} category={search.category} />
      )}
      <p className="rec-note">
        <Trans>Tied players share a position (T3) and the next position is skipped.</Trans>
      </p>
    </section>
  )
}
