import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { MediaItemDto } from '@contract/media'
import { mediaListQueryOptions } from '@/api/media'
import { EmptyState } from '@/components/ui/empty-state'
import { PageBand } from '@/components/ui/page-band'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { formatPublished } from '../format'
import '../gallery.css'
import '../story.css'

const STORIES_PER_PAGE = 12

function StoryCard({ s, lead }: { s: MediaItemDto; lead: boolean }) {
  const { i18n } = useLingui()
  const en = i18n.locale === 'en'
  const Heading = lead ? 'h2' : 'h3'
  return (
    <article className={lead ? 'story-card story-card--lead' : 'story-card'}>
      <img
        className="story-card__image"
        src={s.image.url}
        alt={en ? s.image.altEn : s.image.altKo}
        width={s.image.width}
        height={s.image.height}
        loading={lead ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="story-card__text">
        <p className="story-card__eyebrow">
          <Trans>Story</Trans>
        </p>
        <Heading className="story-card__title">
          <Link to="/story/$storyId" params={{ storyId: String(s.id) }} className="story-card__link">
            {en ? s.titleEn : s.titleKo}
          </Link>
        </Heading>
        <p className="story-card__standfirst">{en ? s.summaryEn : s.summaryKo}</p>
        <p className="story-card__meta">
          <time dateTime={s.publishedAt}>{formatPublished(s.publishedAt, i18n.locale, false)}</time>
        </p>
      </div>
    </article>
  )
}

/** /story/: the association's long-form stories, the newest as the lead, the rest in a grid (decision 0036). */
export function StoryListPage({ page }: { page: number }) {
  const { t } = useLingui()
  useDocumentTitle(t`Story`)
  const navigate = useNavigate({ from: '/story/' })
  const query = useQuery(
    mediaListQueryOptions({ kind: 'story', page, pageSize: STORIES_PER_PAGE, searchOrder: 'latest' }),
  )
  const data = query.data
  const [lead, ...rest] = data?.items ?? []
  return (
    <>
      <PageBand eyebrow={<Trans>The association</Trans>} title={<Trans>Story</Trans>}>
        <p className="story-band__text">
          <Trans>Long reads on the people, the tournaments and the history of professional golf.</Trans>
        </p>
      </PageBand>
      <div className="container media-body">
        {query.isPending ? (
          <div className="story-skeleton" role="status" aria-busy="true">
            <span className="visually-hidden">
              <Trans>Loading…</Trans>
            </span>
            <Skeleton height="22rem" radius="16px" />
            <div className="story-grid">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height="18rem" radius="16px" />
              ))}
            </div>
          </div>
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
        ) : !lead ? (
          <div className="card">
            <EmptyState icon="info" title={<Trans>There are no stories yet.</Trans>} />
          </div>
        ) : (
          <>
            <StoryCard s={lead} lead={page === 1} />
            {rest.length > 0 ? (
              <section aria-labelledby="more-stories" className="story-grid">
                <h2 id="more-stories" className="visually-hidden">
                  <Trans>More stories</Trans>
                </h2>
                {rest.map((s) => (
                  <StoryCard key={s.id} s={s} lead={false} />
                ))}
              </section>
            ) : null}
            <Pagination
              page={page}
              pageCount={data?.totalPages ?? 1}
              onPage={(p) => void navigate({ search: p > 1 ? { page: p } : {} })}
              label={t`Pages of stories`}
            />
          </>
        )}
      </div>
    </>
  )
}
