import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { noticeListQueryOptions } from '@/api/notices'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { rowNumber } from '../format'
import { seoulDate } from '@domain/time'
import { boardPath, type NoticeBoard, type NoticesSearch } from '../search'
import { NoticeSearchForm } from './notice-search-form'

export const NOTICE_PAGE_SIZE = 10

function ListSkeleton() {
  return (
    <div className="board-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height="3rem" radius="6px" />
      ))}
    </div>
  )
}

/** The board (a tour's or the association's): pinned notices first, ten a page, searched by title and text. */
export function NoticeList({ board, search }: { board: NoticeBoard; search: NoticesSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const path = boardPath(board)
  const query = useQuery(
    noticeListQueryOptions(
      board.scope === 'tour'
        ? { tourId: board.tourId, q: search.q, page: search.page, pageSize: NOTICE_PAGE_SIZE }
        : { scope: 'association', q: search.q, page: search.page, pageSize: NOTICE_PAGE_SIZE },
    ),
  )
  const go = (next: Partial<NoticesSearch>) => void navigate({ to: path, search: { ...search, ...next } })
  const data = query.data
  const pageCount = data ? Math.max(1, Math.ceil(data.total / NOTICE_PAGE_SIZE)) : 1
  const en = i18n.locale === 'en'
  const total = data?.total ?? 0
  const term = search.q

  return (
    <div className="board">
      <div className="board__tools">
        <p className="board__summary" aria-live="polite">
          {data ? (
            term ? (
              <Plural value={total} one={`# notice matches “${term}”`} other={`# notices match “${term}”`} />
            ) : (
              <Plural value={total} one="# notice" other="# notices" />
            )
          ) : null}
          {search.q ? (
            <button type="button" className="text-button" onClick={() => go({ q: undefined, page: 1 })}>
              <Trans>Show every notice</Trans>
            </button>
          ) : null}
        </p>
        <NoticeSearchForm key={search.q ?? ''} term={search.q} onSearch={(q) => go({ q, page: 1 })} />
      </div>
      {query.isPending ? (
        <ListSkeleton />
      ) : query.isError && !data ? (
        <div role="alert" className="card">
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
          <EmptyState
            icon="search"
            title={search.q ? <Trans>No search results.</Trans> : <Trans>There are no notices yet.</Trans>}
          />
        </div>
      ) : data ? (
        <>
          <ol
            className={query.isPlaceholderData ? 'board-list board-list--stale' : 'board-list'}
            aria-label={t`Notices`}
          >
            {data.items.map((n, i) => {
              const views = n.viewCount
              return (
                <li key={n.noticeId} className={n.pinned ? 'board-row board-row--pinned' : 'board-row'}>
                  <span className="board-row__no">
                    {n.pinned ? (
                      <span className="badge">{t`Notice`}</span>
                    ) : (
                      rowNumber(data.total, data.page, data.pageSize, i)
                    )}
                  </span>
                  <Link to={path} search={{ ...search, noticeId: n.noticeId }} className="board-row__title">
                    {en ? n.titleEn : n.titleKo}
                    {n.attachmentCount > 0 ? (
                      <svg className="board-row__clip" viewBox="0 0 24 24" role="img" aria-label={t`Has attachments`}>
                        <path d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5" />
                      </svg>
                    ) : null}
                  </Link>
                  <span className="board-row__meta">
                    <time dateTime={n.publishedAt}>{seoulDate(n.publishedAt)}</time>
                    <span>
                      <Trans>Views {views}</Trans>
                    </span>
                  </span>
                </li>
              )
            })}
          </ol>
          <Pagination
            page={Math.min(search.page, pageCount)}
            pageCount={pageCount}
            onPage={(page) => go({ page })}
            label={t`Pages of notices`}
          />
        </>
      ) : null}
    </div>
  )
}
