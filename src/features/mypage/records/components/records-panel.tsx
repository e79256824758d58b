import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { myRecordYearsQueryOptions } from '@/api/my-records'
import { EmptyState } from '@/components/ui/empty-state'
import { Icon } from '@/components/ui/icons'
import { Skeleton } from '@/components/ui/skeleton'
import { PortalLink } from '@/components/ui/portal-link'
import { paths } from '@/lib/portal-paths'
import type { RecordsView } from '../../tabs'
import { AttendanceView } from './attendance-view'
import { AwardsView } from './awards-view'
import { HoleScoresView } from './hole-scores-view'
import { SeasonView } from './season-view'
import '../records.css'

interface RecordsPanelProps {
  view: RecordsView
  year: number | undefined
  game: number | undefined
}

/** /member/mypage?tab=records: my records by season, hole scores, awards and attendance (my-page.md#my-2). */
export function RecordsPanel({ view, year, game }: RecordsPanelProps) {
  const { t, i18n } = useLingui()
  const years = useQuery(myRecordYearsQueryOptions())
  if (years.isPending) return <Skeleton height="14rem" radius="12px" />
  if (years.isError)
    return (
      <div className="mypage-card">
        <p className="mypage-muted">
          <Trans>Could not be loaded</Trans>
        </p>
      </div>
    )
  const player = years.data.player
  if (!player)
    return (
      <div className="mypage-card">
        <EmptyState
          icon="trophy"
          title={<Trans>Not registered as a player</Trans>}
          actions={
            <PortalLink to={paths.players(11)} className="btn btn--ghost">
              <Trans>Browse the players</Trans>
            </PortalLink>
          }
        >
          <p>
            <Trans>
              Records appear here when a tournament player holds your membership number. Ask the association if you
              played and see nothing.
            </Trans>
          </p>
        </EmptyState>
      </div>
    )
  const season = year ?? years.data.years[0] ?? null
  const views: { view: RecordsView; label: string }[] = [
    { view: 'records', label: t`Records` },
    { view: 'holes', label: t`Hole scores` },
    { view: 'awards', label: t`Wins and awards` },
    { view: 'attendance', label: t`Tournaments played` },
  ]
  const name = i18n.locale === 'ko' ? player.nameKo : player.nameEn
  return (
    <div className="mypage-stack my-records">
      <section className="mypage-card my-records__head" aria-labelledby="my-records-title">
        <div className="my-records__who">
          <h2 id="my-records-title" className="mypage-card__title">
            <Trans>My records</Trans>
          </h2>
          <Link
            to="/tours/player/player/"
            search={{ tourId: 11, sort: 'name', page: 1, playerId: player.playerId }}
            className="text-link"
          >
            <Trans>{name}'s player page</Trans>
            <Icon name="chevronRight" />
          </Link>
        </div>
        <nav className="my-records__views" aria-label={t`Record views`}>
          {views.map((v) => (
            <Link
              key={v.view}
              to="/member/mypage"
              search={{
                tab: 'records',
                ...(v.view === 'records' ? {} : { view: v.view }),
                ...(year ? { year } : {}),
              }}
              className="my-records__view"
              // Exact: the default view's search is a subset of every other view's, so it would match them all.
              activeOptions={{ exact: true, includeSearch: true }}
              aria-current={v.view === view ? 'page' : undefined}
            >
              {v.label}
            </Link>
          ))}
        </nav>
      </section>
      {view === 'records' ? (
        <SeasonView years={years.data.years} year={season} />
      ) : view === 'holes' ? (
        <HoleScoresView years={years.data.years} year={season} game={game} />
      ) : view === 'awards' ? (
        <AwardsView />
      ) : (
        <AttendanceView />
      )}
    </div>
  )
}
