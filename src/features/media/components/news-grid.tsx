import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { MediaItemDto } from '@contract/media'
import { formatPublished } from '../format'

/** News as cards: the picture, the tournament and round, the headline (a link to the article) and the lead. */
export function NewsGrid({ items, lead }: { items: readonly MediaItemDto[]; lead: boolean }) {
  const { t, i18n } = useLingui()
  const en = i18n.locale === 'en'
  return (
    <ul role="list" className={lead ? 'news-grid news-grid--lead' : 'news-grid'}>
      {items.map((n, i) => {
        const views = n.viewCount
        const round = n.round
        return (
          <li key={n.id} className="news-card">
            <img
              className="news-card__image"
              src={n.image.url}
              alt={en ? n.image.altEn : n.image.altKo}
              width={n.image.width}
              height={n.image.height}
              loading={i < 3 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <div className="news-card__text">
              <p className="news-card__kicker">
                {n.game ? <span>{en ? n.game.nameEn : n.game.nameKo}</span> : null}
                {round ? <span>{t`Round ${round}`}</span> : null}
              </p>
              <h3 className="news-card__title">
                <Link to="/medias/news/$newsId" params={{ newsId: String(n.id) }} className="news-card__link">
                  {en ? n.titleEn : n.titleKo}
                </Link>
              </h3>
              <p className="news-card__lead">{en ? n.summaryEn : n.summaryKo}</p>
              <p className="news-card__meta">
                <time dateTime={n.publishedAt}>{formatPublished(n.publishedAt, i18n.locale)}</time>
                <span>
                  <Trans>Views {views}</Trans>
                </span>
              </p>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
