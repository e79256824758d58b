import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { MediaItemDto } from '@contract/media'
import { MEDIA_PAGE_SIZE_MAX, mediaPaths } from '@contract/media-codes'
import { mediaListQueryOptions } from '@/api/media'
import { PhotoViewer } from '@/components/media/photo-viewer'
import { PortalLink } from '@/components/ui/portal-link'
import type { TabProps } from '../tab-props'
import { TabEmpty, TabError, TabSkeleton } from '../components/query-state'
import './info-tabs.css'

/** Rounds in the order the library lists them (newest day first); the trophy goes with the last round. */
function byRound(items: readonly MediaItemDto[]): Array<{ round: number | null; items: MediaItemDto[] }> {
  const groups: Array<{ round: number | null; items: MediaItemDto[] }> = []
  for (const p of items) {
    const last = groups[groups.length - 1]
    if (last && last.round === p.round) last.items.push(p)
    else groups.push({ round: p.round, items: [p] })
  }
  return groups
}

/**
 * The tournament's photos from the media library (decision 0036), by round, each opening the portal's
 * photo viewer; the gallery link shows them with the media filter (player, club, place, score).
 */
export function PhotoTab({ game }: TabProps) {
  const { t, i18n } = useLingui()
  const query = useQuery(
    mediaListQueryOptions({
      kind: 'photo',
      gameId: game.gameId,
      page: 1,
      pageSize: MEDIA_PAGE_SIZE_MAX,
      searchOrder: 'basic',
    }),
  )
  const [open, setOpen] = useState<number | null>(null)
  if (query.isPending) return <TabSkeleton rows={4} />
  if (query.isError) return <TabError onRetry={() => void query.refetch()} />
  const photos = query.data.items
  const gallery = mediaPaths.gallery(game.tourId, 'photo', { gameId: game.gameId })
  if (photos.length === 0) {
    return (
      <TabEmpty title={<Trans>No photos yet</Trans>}>
        <Trans>Photos of each round appear here as the tournament is played.</Trans>
      </TabEmpty>
    )
  }
  const en = i18n.locale === 'en'
  const current = open === null ? null : photos[open]
  const total = photos.length
  return (
    <section aria-label={t`Photo`} className="game-tab">
      {byRound(photos).map((group) => {
        const r = group.round
        return (
          <div key={`${r}-${group.items[0]!.id}`} className="photo-round">
            <h3 className="photo-round__title">{r === null ? t`The tournament` : t`Round ${r}`}</h3>
            <ul className="photo-grid">
              {group.items.map((p) => {
                const caption = en ? p.titleEn : p.titleKo
                return (
                  <li key={p.id}>
                    <button
                      type="button"
                      className="photo-grid__item"
                      onClick={() => setOpen(photos.indexOf(p))}
                      aria-label={t`Open photo: ${caption}`}
                    >
                      <img
                        src={p.image.url}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        width={p.image.width}
                        height={p.image.height}
                      />
                      <span className="photo-grid__caption" aria-hidden="true">
                        {caption}
                      </span>
                    </button>
                  </li>
                )
              })}
            </ul>
          </div>
        )
      })}
      {query.data.total > total ? (
        <p className="game-note">
          <Trans>Showing the first {total} photos.</Trans>
        </p>
      ) : null}
      <p className="photo-round__more">
        <PortalLink to={gallery} className="btn">
          <Trans>All photos in the gallery</Trans>
        </PortalLink>
      </p>
      {current && open !== null ? (
        <PhotoViewer
          photo={{
            id: current.id,
            src: current.image.url,
            width: current.image.width,
            height: current.image.height,
            alt: en ? current.image.altEn : current.image.altKo,
            title: en ? current.titleEn : current.titleKo,
            caption: en ? current.summaryEn : current.summaryKo,
            meta: en ? current.creditEn : current.creditKo,
          }}
          position={open + 1}
          total={total}
          onStep={(step) => setOpen((i) => ((i ?? 0) + step + total) % total)}
          onClose={() => setOpen(null)}
          preload={[photos[(open + 1) % total]!.image.url, photos[(open - 1 + total) % total]!.image.url]}
        />
      ) : null}
    </section>
  )
}
