import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { mediaPaths } from '@contract/media-codes'
import { isApiError } from '@/api/client'
import { mediaDetailQueryOptions, mediaListQueryOptions } from '@/api/media'
import { EmptyState } from '@/components/ui/empty-state'
import { PortalLink } from '@/components/ui/portal-link'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { formatPublished, readingMinutes } from '../format'
import { ArticleBody, ArticleNeighbours, ArticleSkeleton } from './article-parts'
import '../gallery.css'
import '../article.css'
import '../story.css'

/** Three other stories to read next. */
function MoreStories({ except }: { except: number }) {
  const { i18n } = useLingui()
  const en = i18n.locale === 'en'
  const items = (
    useQuery(mediaListQueryOptions({ kind: 'story', page: 1, pageSize: 4, searchOrder: 'latest' })).data?.items ?? []
  )
    .filter((s) => s.id !== except)
    .slice(0, 3)
  if (items.length === 0) return null
  return (
    <section className="story-more" aria-labelledby="story-more-title">
      <h2 id="story-more-title" className="story-more__title">
        <Trans>More stories</Trans>
      </h2>
      <ul role="list" className="story-more__list">
        {items.map((s) => (
          <li key={s.id} className="story-more__item">
            <img
              src={s.image.url}
              alt=""
              width={s.image.width}
              height={s.image.height}
              loading="lazy"
              decoding="async"
            />
            <Link to="/story/$storyId" params={{ storyId: String(s.id) }} className="story-more__link">
              {en ? s.titleEn : s.titleKo}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * /story/{id}: a long read. The cover across the page, a narrow column of text for comfortable lines,
 * section headings and pull quotes from the text, the reading time, and what to read next.
 */
export function StoryArticlePage({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const valid = Number.isInteger(id) && id > 0
  const query = useQuery({ ...mediaDetailQueryOptions(id, 'story'), enabled: valid })
  const item = query.data
  const en = i18n.locale === 'en'
  useDocumentTitle(item ? (en ? item.titleEn : item.titleKo) : t`Story`)
  const back = (
    <PortalLink to={mediaPaths.stories} className="btn">
      <Trans>All stories</Trans>
    </PortalLink>
  )
  const missing = !valid || (query.isError && isApiError(query.error) && query.error.status === 404)
  if (missing || query.isError || !item) {
    return (
      <div className="container media-body">
        {missing ? (
          <div className="card" role="alert">
            <EmptyState icon="info" title={<Trans>This story does not exist.</Trans>} actions={back} />
          </div>
        ) : query.isError ? (
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
        ) : (
          <ArticleSkeleton />
        )}
      </div>
    )
  }
  const body = en ? item.bodyEn : item.bodyKo
  const minutes = readingMinutes(body, i18n.locale)
  return (
    <article className="story" aria-labelledby="story-title">
      <header className="story__hero">
        <img
          className="story__cover"
          src={item.image.url}
          alt={en ? item.image.altEn : item.image.altKo}
          width={item.image.width}
          height={item.image.height}
        />
        <div className="story__heading container">
          <p className="story__eyebrow">
            <PortalLink to={mediaPaths.stories}>
              <Trans>Story</Trans>
            </PortalLink>
          </p>
          <h1 id="story-title" className="story__title">
            {en ? item.titleEn : item.titleKo}
          </h1>
        </div>
      </header>
      <div className="story__column">
        <p className="story__standfirst">{en ? item.summaryEn : item.summaryKo}</p>
        <p className="story__byline">
          <span>{en ? item.creditEn : item.creditKo}</span>
          <time dateTime={item.publishedAt}>{formatPublished(item.publishedAt, i18n.locale, false)}</time>
          <span>{t`${minutes} min read`}</span>
        </p>
        <ArticleBody body={body} className="article-body article-body--story" />
        <ArticleNeighbours item={item} />
        <div className="article__actions">{back}</div>
      </div>
      <div className="container">
        <MoreStories except={item.id} />
      </div>
    </article>
  )
}
