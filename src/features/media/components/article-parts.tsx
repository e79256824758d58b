import { Trans, useLingui } from '@lingui/react/macro'
import type { MediaDetailDto } from '@contract/media'
import { mediaPaths } from '@contract/media-codes'
import { PortalLink } from '@/components/ui/portal-link'
import { Skeleton } from '@/components/ui/skeleton'
import { articleBlocks } from '../format'

/** An article's text as paragraphs, section headings and pull quotes: text nodes only, never HTML. */
export function ArticleBody({ body, className = 'article-body' }: { body: string; className?: string }) {
  return (
    <div className={className}>
      {articleBlocks(body).map((b, i) =>
        b.kind === 'h' ? (
          <h2 key={i} className="article-body__heading">
            {b.text}
          </h2>
        ) : b.kind === 'quote' ? (
          <blockquote key={i} className="article-body__quote">
            <p>{b.text}</p>
          </blockquote>
        ) : (
          <p key={i}>
            {b.lines.map((line, j) => (
              <span key={j} className="article-body__line">
                {line}
              </span>
            ))}
          </p>
        ),
      )}
    </div>
  )
}

/** The newer and older articles of the same kind and tour. */
export function ArticleNeighbours({ item }: { item: MediaDetailDto }) {
  const { t, i18n } = useLingui()
  const en = i18n.locale === 'en'
  const kind = item.kind === 'story' ? 'story' : 'news'
  const link = (label: string, n: MediaDetailDto['next'], rel: 'next' | 'prev') =>
    n ? (
      <li className={`article-nav__item article-nav__item--${rel}`}>
        <span className="article-nav__label">{label}</span>
        <PortalLink to={mediaPaths.article(kind, n.id)} rel={rel}>
          {en ? n.titleEn : n.titleKo}
        </PortalLink>
      </li>
    ) : null
  if (!item.next && !item.previous) return null
  return (
    <nav aria-label={kind === 'story' ? t`Other stories` : t`Other news`}>
      <ul className="article-nav">
        {link(t`Newer`, item.next, 'next')}
        {link(t`Older`, item.previous, 'prev')}
      </ul>
    </nav>
  )
}

export function ArticleSkeleton() {
  return (
    <div className="article article--loading" role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton height="1rem" width="30%" />
      <Skeleton height="2.4rem" width="85%" />
      <Skeleton height="1rem" width="45%" />
      <div className="article__figure-skeleton">
        <Skeleton height="100%" radius="16px" />
      </div>
      <Skeleton height="6rem" />
    </div>
  )
}
