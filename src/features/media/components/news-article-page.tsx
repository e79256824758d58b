import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { mediaPaths } from '@contract/media-codes'
import { tourName } from '@domain/tours'
import { isApiError } from '@/api/client'
import { mediaDetailQueryOptions, mediaListQueryOptions } from '@/api/media'
import { EmptyState } from '@/components/ui/empty-state'
import { PageBand } from '@/components/ui/page-band'
import { PortalLink } from '@/components/ui/portal-link'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { paths } from '@/lib/portal-paths'
import { useMediaFilterStore } from '@/stores/media-filter'
import { formatPublished } from '../format'
import { ArticleBody, ArticleNeighbours, ArticleSkeleton } from './article-parts'
import '../gallery.css'
import '../article.css'

/** The tournament's latest photos under an article, each opening in the gallery's viewer. */
function TournamentPhotos({ tourId, gameId }: { tourId: number; gameId: number }) {
  const { i18n } = useLingui()
  const query = useQuery(mediaListQueryOptions({ kind: 'photo', gameId, page: 1, pageSize: 6, searchOrder: 'basic' }))
  const items = query.data?.items ?? []
  if (items.length === 0) return null
  const en = i18n.locale === 'en'
  return (
    <section className="article-photos" aria-labelledby="article-photos-title">
      <h2 id="article-photos-title" className="article-photos__title">
        <Trans>Photos from this tournament</Trans>
      </h2>
      <ul role="list" className="article-photos__list">
        {items.map((p) => (
          <li key={p.id}>
            <PortalLink
              to={mediaPaths.gallery(tourId, 'photo', { gameId, photo: p.id })}
              className="article-photos__link"
            >
              <img
                src={p.image.url}
                alt={en ? p.image.altEn : p.image.altKo}
                width={p.image.width}
                height={p.image.height}
                loading="lazy"
                decoding="async"
              />
            </PortalLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** /medias/news/{id}: one article, with the tournament's photos and the newer and older news (decision 0036). */
export function NewsArticlePage({ id }: { id: number }) {
  const { t, i18n } = useLingui()
  const valid = Number.isInteger(id) && id > 0
  const query = useQuery({ ...mediaDetailQueryOptions(id, 'news'), enabled: valid })
  const last = useMediaFilterStore((s) => s.lastGallery)
  const item = query.data
  const en = i18n.locale === 'en'
  const tourId = item?.tourId ?? last?.tourId ?? 11
  const tour = tourName(tourId, i18n.locale)
  useDocumentTitle(item ? (en ? item.titleEn : item.titleKo) : t`News`)
  const back = (
    <PortalLink to={last && last.tourId === tourId ? last.href : mediaPaths.gallery(tourId, 'news')} className="btn">
      <Trans>Back to the list</Trans>
    </PortalLink>
  )
  const missing = !valid || (query.isError && isApiError(query.error) && query.error.status === 404)
  const views = item?.viewCount ?? 0

  return (
    <>
      <PageBand eyebrow={tour} title={<Trans>News</Trans>} heading={false} style={tourStyle(tourId)} />
      <div className="container media-body">
        {missing ? (
          <div className="card" role="alert">
            <EmptyState icon="info" title={<Trans>This article does not exist.</Trans>} actions={back} />
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
        ) : !item ? (
          <ArticleSkeleton />
        ) : (
          <article className="article" aria-labelledby="article-title">
            <header className="article__head">
              <p className="article__kicker">
                {item.game ? (
                  <PortalLink to={paths.game(tourId, item.game.gameId, 'leaderboard')}>
                    {en ? item.game.nameEn : item.game.nameKo}
                  </PortalLink>
                ) : null}
                {item.round ? <span>{t`Round ${item.round}`}</span> : null}
              </p>
              <h1 id="article-title" className="article__title">
                {en ? item.titleEn : item.titleKo}
              </h1>
              <p className="article__lead">{en ? item.summaryEn : item.summaryKo}</p>
              <p className="article__byline">
                <span>{en ? item.creditEn : item.creditKo}</span>
                <time dateTime={item.publishedAt}>{formatPublished(item.publishedAt, i18n.locale)}</time>
                <span>
                  <Trans>Views {views}</Trans>
                </span>
              </p>
            </header>
            <img
              className="article__image"
              src={item.image.url}
              alt={en ? item.image.altEn : item.image.altKo}
              width={item.image.width}
              height={item.image.height}
            />
            <ArticleBody body={en ? item.bodyEn : item.bodyKo} />
            {item.game && item.tourId !== null ? (
              <TournamentPhotos tourId={item.tourId} gameId={item.game.gameId} />
            ) : null}
            <ArticleNeighbours item={item} />
            <div className="article__actions">{back}</div>
          </article>
        )}
      </div>
    </>
  )
}
