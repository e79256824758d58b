import { Trans, useLingui } from '@lingui/react/macro'
import { useRef } from 'react'
import type { MediaItemDto } from '@contract/media'
import { formatDuration, formatPublished } from '../format'

interface Props {
  items: readonly MediaItemDto[]
  /** The video in the player; absent: the first of the page. */
  playing: number | undefined
  onPlay: (id: number) => void
}

/**
 * The player with the chosen highlight (controls, poster, its size known before it loads) above the page's
 * other videos; choosing one moves focus to the player so a keyboard or screen-reader user lands on it.
 */
export function VideoGallery({ items, playing, onPlay }: Props) {
  const { t, i18n } = useLingui()
  const en = i18n.locale === 'en'
  const stage = useRef<HTMLHeadingElement>(null)
  const current = items.find((v) => v.id === playing) ?? items[0]
  if (!current) return null
  const choose = (id: number) => {
    onPlay(id)
    stage.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
    requestAnimationFrame(() => stage.current?.focus())
  }
  const views = current.viewCount
  return (
    <div className="video-gallery">
      <section className="video-stage" aria-labelledby="video-stage-title">
        <video
          key={current.id}
          className="video-stage__player"
          controls
          preload="metadata"
          playsInline
          poster={current.image.url}
          width={current.image.width}
          height={current.image.height}
          src={current.videoUrl ?? undefined}
          aria-label={en ? current.titleEn : current.titleKo}
        >
          <Trans>Your browser cannot play this video.</Trans>
        </video>
        <div className="video-stage__text">
          <h2 id="video-stage-title" className="video-stage__title" ref={stage} tabIndex={-1}>
            {en ? current.titleEn : current.titleKo}
          </h2>
          <p className="video-stage__caption">{en ? current.summaryEn : current.summaryKo}</p>
          <p className="video-stage__meta">
            <time dateTime={current.publishedAt}>{formatPublished(current.publishedAt, i18n.locale)}</time>
            {current.durationSec ? <span>{t`Length ${formatDuration(current.durationSec)}`}</span> : null}
            <span>
              <Trans>Views {views}</Trans>
            </span>
          </p>
        </div>
      </section>
      <ul role="list" className="video-tiles" aria-label={t`More videos`}>
        {items.map((v) => {
          const title = en ? v.titleEn : v.titleKo
          const on = v.id === current.id
          return (
            <li key={v.id}>
              <button
                type="button"
                className="video-tile"
                aria-pressed={on}
                onClick={() => choose(v.id)}
                aria-label={t`Play video: ${title}`}
              >
                <span className="video-tile__poster">
                  <img
                    src={v.image.url}
                    alt=""
                    width={v.image.width}
                    height={v.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="video-tile__play" aria-hidden="true">
                    ▶
                  </span>
                  {v.durationSec ? <span className="video-tile__time">{formatDuration(v.durationSec)}</span> : null}
                </span>
                <span className="video-tile__title">{title}</span>
                {on ? (
                  <span className="video-tile__now">
                    <Trans>Now showing</Trans>
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
