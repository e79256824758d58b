import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { isApiError } from '@/api/client'
import { noticeDetailQueryOptions } from '@/api/notices'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { fileSize, paragraphs } from '../format'
import { seoulDate } from '@domain/time'
import { boardPath, type NoticeBoard, type NoticesSearch } from '../search'

/** One notice: plain-text paragraphs (never HTML), its attachments, and the neighbours. */
export function NoticeDetail({
  board,
  noticeId,
  search,
}: {
  board: NoticeBoard
  noticeId: number
  search: NoticesSearch
}) {
  const { t, i18n } = useLingui()
  const query = useQuery(noticeDetailQueryOptions(noticeId))
  const en = i18n.locale === 'en'
  const path = boardPath(board)
  const { noticeId: _open, ...listSearch } = search
  const back = (
    <Link to={path} search={listSearch} className="btn">
      <Trans>Back to the list</Trans>
    </Link>
  )
  if (query.isPending) {
    return (
      <div className="card notice" role="status" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Loading…</Trans>
        </span>
        <Skeleton height="2rem" width="70%" />
        <Skeleton height="1rem" width="30%" />
        <Skeleton height="8rem" />
      </div>
    )
  }
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404
    return (
      <div className="card" role="alert">
        <EmptyState
          icon="info"
          title={
            missing ? <Trans>This notice does not exist.</Trans> : <Trans>This information could not be loaded</Trans>
          }
          actions={back}
        />
      </div>
    )
  }
  const n = query.data
  if ((n.scope === 'association') !== (board.scope === 'association')) {
    return (
      <div className="card" role="alert">
        <EmptyState icon="info" title={<Trans>This notice does not exist.</Trans>} actions={back} />
      </div>
    )
  }
  const views = n.viewCount
  const neighbour = (label: string, item: typeof n.previous) =>
    item ? (
      <li>
        <span className="notice-nav__label">{label}</span>
        <Link to={path} search={{ ...search, noticeId: item.noticeId }}>
          {en ? item.titleEn : item.titleKo}
        </Link>
      </li>
    ) : null
  return (
    <article className="card notice" aria-labelledby="notice-title">
      <header className="notice__head">
        {n.pinned ? <span className="badge">{t`Notice`}</span> : null}
        <h1 id="notice-title" className="notice__title">
          {en ? n.titleEn : n.titleKo}
        </h1>
        <p className="notice__meta">
          <time dateTime={n.publishedAt}>{seoulDate(n.publishedAt)}</time>
          <span>
            <Trans>Views {views}</Trans>
          </span>
        </p>
      </header>
      <div className="notice__body">
        {paragraphs(en ? n.bodyEn : n.bodyKo).map((lines, i) => (
          <p key={i}>
            {lines.map((line, j) => (
              <span key={j} className="notice__line">
                {line}
              </span>
            ))}
          </p>
        ))}
      </div>
      {n.attachments.length > 0 ? (
        <section className="notice__files" aria-labelledby="notice-files">
          <h2 id="notice-files" className="notice__files-title">
            <Trans>Attachments</Trans>
          </h2>
          <ul>
            {n.attachments.map((a) => (
              <li key={a.index}>
                <a href={a.url} download={a.fileName}>
                  {a.fileName}
                </a>{' '}
                <span className="notice__size">({fileSize(a.sizeBytes, i18n.locale)})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ul className="notice-nav">
        {neighbour(t`Newer`, n.next)}
        {neighbour(t`Older`, n.previous)}
      </ul>
      <div className="notice__actions">{back}</div>
    </article>
  )
}
