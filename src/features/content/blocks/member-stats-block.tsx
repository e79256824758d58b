import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { memberStatsQueryOptions } from '@/api/content'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { AGE_GROUP_LABELS, REGION_LABELS } from '../labels'
import { StatsTable, type StatRow } from './stats-table'

// recharts only in this chunk, fetched when the statistics render.
const StatsChart = lazy(() => import('./stats-chart'))

function StatsSkeleton() {
  return (
    <div className="member-stats" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton height="5rem" radius="12px" />
      <Skeleton height="18rem" radius="12px" />
    </div>
  )
}

/** Member statistics (/abouts/condition): counted by the API from the member records; charts with their tables. */
export function MemberStatsBlock() {
  const { t, i18n } = useLingui()
  const query = useQuery(memberStatsQueryOptions())
  if (query.isPending) return <StatsSkeleton />
  if (query.isError) {
    return (
      <div className="card" role="alert">
        <EmptyState
          icon="alert"
          title={<Trans>The member statistics could not be loaded</Trans>}
          actions={
            <button type="button" className="btn" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      </div>
    )
  }
  const s = query.data
  const total = s.total
  const asOf = s.asOf
  const number = (n: number) => n.toLocaleString(i18n.locale === 'en' ? 'en-US' : 'ko-KR')
  const ages: StatRow[] = s.byAge
    .filter((a) => a.group !== 'unknown' || a.count > 0)
    .map((a) => ({ key: a.group, label: i18n._(AGE_GROUP_LABELS[a.group]), count: a.count }))
  // Regions without members are left out of the chart and the table alike (the note says so).
  const regions: StatRow[] = s.byRegion
    .filter((r) => r.count > 0)
    .map((r) => ({ key: r.region, label: i18n._(REGION_LABELS[r.region]), count: r.count }))
  if (total === 0) {
    return (
      <div className="card">
        <EmptyState icon="users" title={<Trans>No members are registered yet.</Trans>} />
      </div>
    )
  }
  return (
    <div className="member-stats">
      <p className="member-stats__total">
        <span className="member-stats__figure">
          <Plural value={total} one="# member" other="# members" />
        </span>
        <span className="member-stats__asof">
          <Trans>
            Association members as of <time dateTime={asOf}>{asOf}</time>
          </Trans>
        </span>
      </p>
      <section className="member-stats__part" aria-labelledby="stats-age">
        <h2 id="stats-age" className="doc-heading doc-heading--2">
          <Trans>By age group</Trans>
        </h2>
        <div className="member-stats__pair">
          <Suspense fallback={<Skeleton height="260px" radius="12px" />}>
            <StatsChart
              rows={ages}
              layout="columns"
              label={t`Chart of members by age group; the table beside it gives the figures.`}
            />
          </Suspense>
          <StatsTable caption={t`Members by age group`} head={t`Age group`} rows={ages} total={total} format={number} />
        </div>
      </section>
      <section className="member-stats__part" aria-labelledby="stats-region">
        <h2 id="stats-region" className="doc-heading doc-heading--2">
          <Trans>By region</Trans>
        </h2>
        <div className="member-stats__pair">
          <Suspense fallback={<Skeleton height="420px" radius="12px" />}>
            <StatsChart
              rows={regions}
              layout="bars"
              label={t`Chart of members by region; the table beside it gives the figures.`}
            />
          </Suspense>
          <StatsTable caption={t`Members by region`} head={t`Region`} rows={regions} total={total} format={number} />
        </div>
        <p className="doc-small">
          <Trans>Regions with no members are not listed.</Trans>
        </p>
      </section>
    </div>
  )
}
