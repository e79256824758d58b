import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { searchQueryOptions } from '@/api/search'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/lib/portal-paths'
import {
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  type SearchFilter,
  type SearchKind,
  type SearchResultDto,
} from '@contract/search'
import { NewsResults, PageResults, PlayerResults, TournamentResults } from './result-lists'

interface SearchResultsProps {
  keyword: string
  kind: SearchFilter
  page: number
}

function useKindLabels(): Record<SearchKind, string> {
  const { t } = useLingui()
  return { players: t`Players`, tournaments: t`Tournaments`, news: t`News`, pages: t`Pages` }
}

function group(kind: SearchKind, data: SearchResultDto): ReactNode {
  if (kind === 'players') return <PlayerResults items={data.players} />
  if (kind === 'tournaments') return <TournamentResults items={data.tournaments} />
  if (kind === 'news') return <NewsResults items={data.news} />
  return <PageResults items={data.pages} />
}

/** One result page: a tab per kind with its count, the first few of each kind, or one kind paged. */
export function SearchResults({ keyword, kind, page }: SearchResultsProps) {
  const { t } = useLingui()
  const labels = useKindLabels()
  const navigate = useNavigate({ from: '/searchs/search/' })
  const query = useQuery(searchQueryOptions({ keyword, kind, page }))
  const data = query.data
  const total = data ? SEARCH_KINDS.reduce((sum, k) => sum + data.counts[k], 0) : 0

  if (query.isError && !data) {
    return (
      <div className="card" role="alert">
        <EmptyState
          icon="alert"
          title={<Trans>Search results could not be loaded.</Trans>}
          actions={
            <button type="button" className="btn btn--primary" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </button>
          }
        />
      </div>
    )
  }

  const tab = (k: SearchFilter, label: string, count: number | undefined) => (
    <li key={k}>
      <Link
        to="/searchs/search/"
        search={k === 'all' ? { keyword } : { keyword, kind: k }}
        className="search-tabs__tab"
        aria-current={k === kind ? 'page' : undefined}
      >
        {label}
        <span className="search-tabs__count">{count ?? '–'}</span>
      </Link>
    </li>
  )

  return (
    <>
      <p className="search-body__summary" aria-live="polite">
        <Trans>
          Results for <strong className="search-body__keyword">“{keyword}”</strong>
        </Trans>
        {data ? (
          <span className="search-body__total">
            {' · '}
            <Plural value={total} one="# result" other="# results" />
          </span>
        ) : null}
      </p>
      <nav aria-label={t`Kinds of results`}>
        <ul role="list" className="search-tabs">
          {tab('all', t`All`, data ? total : undefined)}
          {SEARCH_KINDS.map((k) => tab(k, labels[k], data?.counts[k]))}
        </ul>
      </nav>
      {!data ? (
        <div className="card search-skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">
            <Trans>Loading…</Trans>
          </span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} width={`${70 - i * 10}%`} height="1.2rem" />
          ))}
        </div>
      ) : (kind === 'all' ? total : data.counts[kind]) === 0 ? (
        <div className="card">
          <EmptyState
            icon="search"
            title={<Trans>No search results.</Trans>}
            actions={
              <>
                <PortalLink to={paths.players(11)} className="btn">
                  <Trans>Find a player</Trans>
                </PortalLink>
                <PortalLink to={paths.schedule(11)} className="btn">
                  <Trans>Season schedule</Trans>
                </PortalLink>
              </>
            }
          >
            <Trans>Check the spelling, or try a shorter or more general term.</Trans>
          </EmptyState>
        </div>
      ) : kind === 'all' ? (
        <div className={query.isPlaceholderData ? 'search-groups search-groups--stale' : 'search-groups'}>
          {SEARCH_KINDS.filter((k) => data.counts[k] > 0).map((k) => (
            <section key={k} className="card search-group" aria-labelledby={`search-group-${k}`}>
              <h2 id={`search-group-${k}`} className="search-group__title">
                {labels[k]} <span className="search-tabs__count">{data.counts[k]}</span>
              </h2>
              {group(k, data)}
              {data.counts[k] > data.pageSize ? (
                <Link to="/searchs/search/" search={{ keyword, kind: k }} className="search-group__more">
                  <Trans>See all {data.counts[k]}</Trans>
                </Link>
              ) : null}
            </section>
          ))}
        </div>
      ) : (
        <section
          className={query.isPlaceholderData ? 'card search-group search-groups--stale' : 'card search-group'}
          aria-label={labels[kind]}
        >
          {group(kind, data)}
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(data.counts[kind] / SEARCH_PAGE_SIZE))}
            onPage={(next) => void navigate({ search: { keyword, kind, page: next } })}
            label={t`Pages of results`}
          />
        </section>
      )}
    </>
  )
}
