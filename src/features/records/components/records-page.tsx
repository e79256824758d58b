import { useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { categoriesOf, RECORD_TABS, RECORD_TOUR_IDS } from '@contract/record-search'
import { tourName } from '@domain/tours'
import { TAB_LABELS } from '../labels'
import type { RecordsSearch } from '../search'
import { RowsSkeleton } from './query-states'
import { RecordsBand } from './records-band'
import { SeasonSelect } from './season-select'
import '../records.css'

// Each tab is its own chunk, loaded when it is opened.
const RankingsTab = lazy(() => import('./rankings-tab'))
const TourRecordTab = lazy(() => import('./tour-record-tab'))
const CompetitionTab = lazy(() => import('./competition-tab'))
const StatsTab = lazy(() => import('./stats-tab'))
const AwardsTab = lazy(() => import('./awards-tab'))

/**
 * /tours/record/?tourId&tab: rankings, Tour Record, Record by competition, Stats by season and the awards (decision
 * 0028).
 */
export function RecordsPage({ search }: { search: RecordsSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/tours/record/' })
  const tour = tourName(search.tourId, i18n.locale)
  const tabLabel = i18n._(TAB_LABELS[search.tab])
  useDocumentTitle(t`${tabLabel} · Records · ${tour}`)
  const seasonal = search.tab === 'rankings' || search.tab === 'tour' || search.tab === 'stats'
  const setSeason = (season: number | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, season, sort: undefined, dir: undefined }) })
  return (
    <>
      <RecordsBand tourId={search.tourId} title={t`Records`}>
        <nav className="rec-tour-switch" aria-label={t`Tour`}>
          {RECORD_TOUR_IDS.map((id) => (
            <Link
              key={id}
              to="/tours/record/"
              search={{
                tourId: id,
                tab: search.tab,
                category: categoriesOf(id).includes(search.category) ? search.category : categoriesOf(id)[0]!,
              }}
              className="rec-tour-switch__link"
              data-active={id === search.tourId}
              aria-current={id === search.tourId ? 'page' : undefined}
            >
              {tourName(id, i18n.locale, true)}
            </Link>
          ))}
        </nav>
      </RecordsBand>
      <div className="container rec-body" style={tourStyle(search.tourId)}>
        <nav className="rec-tabs" aria-label={t`Record sections`}>
          {RECORD_TABS.map((tab) => (
            <Link
              key={tab}
              to="/tours/record/"
              search={{ tourId: search.tourId, tab, category: search.category, season: search.season }}
              className="rec-tabs__link"
              aria-current={tab === search.tab ? 'page' : undefined}
            >
              {i18n._(TAB_LABELS[tab])}
            </Link>
          ))}
        </nav>
        {seasonal ? (
          <SeasonSelect key={search.tourId} tourId={search.tourId} season={search.season} onChange={setSeason} />
        ) : null}
        <Suspense fallback={<RowsSkeleton />}>
          {search.tab === 'rankings' ? <RankingsTab search={search} /> : null}
          {search.tab === 'tour' ? <TourRecordTab search={search} /> : null}
          {search.tab === 'competition' ? <CompetitionTab search={search} /> : null}
          {search.tab === 'stats' ? <StatsTab search={search} /> : null}
          {search.tab === 'awards' ? <AwardsTab search={search} /> : null}
        </Suspense>
      </div>
    </>
  )
}
