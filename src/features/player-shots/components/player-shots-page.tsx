import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { playerShotsQueryOptions } from '@/api/player-shots'
import { EmptyState } from '@/components/ui/empty-state'
import { PageBand } from '@/components/ui/page-band'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { SHOT_TABS, SHOTS_PAGE_SIZE } from '@domain/shots/notable'
import { TAB_LABELS } from '../labels'
import type { ShotsSearch } from '../search'
import { ShotCard } from './shot-card'
import '../player-shots.css'

/** /tours/playershot/playershot/?tabId=all: notable shots with their paths, twelve a page (decision 0032). */
export function PlayerShotsPage({ search }: { search: ShotsSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate({ from: '/tours/playershot/playershot/' })
  const query = useQuery(playerShotsQueryOptions(search.tabId, search.page, SHOTS_PAGE_SIZE))
  const data = query.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / SHOTS_PAGE_SIZE)) : 1
  const total = data?.total ?? 0
  const tabName = i18n._(TAB_LABELS[search.tabId])
  useDocumentTitle(t`Player shots · ${tabName}`)
  return (
    <>
      <PageBand eyebrow={<Trans>Shot tracking</Trans>} title={<Trans>Player shots</Trans>}>
        <nav className="page-tabs" aria-label={t`Kinds of shot`}>
          {SHOT_TABS.map((tabId) => (
            <Link
              key={tabId}
              to="/tours/playershot/playershot/"
              search={{ tabId, page: 1 }}
              className="page-tabs__link"
              aria-current={tabId === search.tabId ? 'page' : undefined}
            >
              {i18n._(TAB_LABELS[tabId])}
            </Link>
          ))}
        </nav>
      </PageBand>
      <div className="container shots-body">
        {query.isPending ? (
          <div className="shot-grid" role="status" aria-busy="true">
            <span className="visually-hidden">
              <Trans>Loading…</Trans>
            </span>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height="18rem" radius="12px" />
            ))}
          </div>
        ) : query.isError && !data ? (
          <div className="card" role="alert">
            <EmptyState
              icon="alert"
              title={<Trans>This information could not be loaded</Trans>}
              actions={
                <button type="button" className="btn" onClick={() => void query.refetch()}>
                  <Trans>Try again</Trans>
                </button>
              }
            />
          </div>
        ) : data && data.items.length === 0 ? (
          <div className="card">
            <EmptyState icon="info" title={<Trans>No data to show.</Trans>}>
              <Trans>No shot of this kind has been tracked this season yet.</Trans>
            </EmptyState>
          </div>
        ) : data ? (
          <>
            <p className="shots-summary" aria-live="polite">
              <Plural value={total} one="# shot" other="# shots" />
            </p>
            <ul
              className={query.isPlaceholderData ? 'shot-grid shot-grid--stale' : 'shot-grid'}
              aria-label={i18n._(TAB_LABELS[search.tabId])}
            >
              {data.items.map((s) => (
                <ShotCard key={`${s.gameId}-${s.round}-${s.hole}-${s.player.playerId}-${s.kind}`} shot={s} />
              ))}
            </ul>
            <Pagination
              page={Math.min(search.page, pageCount)}
              pageCount={pageCount}
              onPage={(page) => void navigate({ search: (prev) => ({ ...prev, page }) })}
              label={t`Pages of shots`}
            />
          </>
        ) : null}
      </div>
    </>
  )
}
