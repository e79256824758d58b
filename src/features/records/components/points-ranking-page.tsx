import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { tourStyle } from '@/components/ui/tour-style'
import type { RecordsSearch } from '../search'
import { RankingList } from './ranking-list'
import { RecordsBand } from './records-band'
import { SeasonSelect } from './season-select'
import '../records.css'

export interface PointsRankingSearch {
  season?: number | undefined
  sort?: string | undefined
  dir?: 'asc' | 'desc' | undefined
}

/**
 * /tours/sponsor/awards/: the title sponsor's points race (Genesis points of the main tour), with a link to the awards.
 */
export function PointsRankingPage({ search }: { search: PointsRankingSearch }) {
  const { t } = useLingui()
  const navigate = useNavigate({ from: '/tours/sponsor/awards/' })
  useDocumentTitle(t`Genesis points ranking`)
  const asRecords: RecordsSearch = {
    tourId: 11,
    tab: 'rankings',
    category: 'genesis',
    season: search.season,
    sort: search.sort,
    dir: search.dir,
  }
  return (
    <>
      <RecordsBand tourId={11} title={t`Genesis points ranking`} />
      <div className="container rec-body" style={tourStyle(11)}>
        <div className="rec-head">
          <p className="rec-note">
            <Trans>
              The season's Genesis points race: the champion receives the Genesis grand prize at the awards ceremony.
            </Trans>
          </p>
          <Link to="/tours/record/" search={{ tourId: 11, tab: 'awards', category: 'genesis' }} className="btn btn--sm">
            <Trans>Awards ceremony</Trans>
          </Link>
        </div>
        <SeasonSelect
          tourId={11}
          season={search.season}
          onChange={(season) =>
            void navigate({ search: (prev) => ({ ...prev, season, sort: undefined, dir: undefined }) })
          }
        />
        <h2 id="ranking-title" className="rec-title">
          <Trans>Genesis Points</Trans>
        </h2>
        <RankingList search={asRecords} category="genesis" />
      </div>
    </>
  )
}
