import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { awardsQueryOptions } from '@/api/records'
import type { RecordsSearch } from '../search'
import { AwardsList } from './awards-list'
import { LoadError, RowsSkeleton } from './query-states'

/** The awards tab of /tours/record/: the season awards, read off the final rankings of completed seasons. */
export default function AwardsTab({ search }: { search: RecordsSearch }) {
  const query = useQuery(awardsQueryOptions(search.tourId))
  return (
    <section aria-labelledby="awards-title">
      <div className="rec-head">
        <h2 id="awards-title" className="rec-title">
          <Trans>Awards ceremony</Trans>
        </h2>
        <Link to="/tours/sponsor/awards/" className="btn btn--sm">
          <Trans>Genesis points ranking</Trans>
        </Link>
      </div>
      <p className="rec-note">
        <Trans>Awards go to the top of the final rankings of each completed season; tied players share an award.</Trans>
      </p>
      {query.isPending ? (
        <RowsSkeleton />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <AwardsList data={query.data} />
      )}
    </section>
  )
}
