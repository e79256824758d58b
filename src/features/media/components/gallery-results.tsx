import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useRef } from 'react'
import type { MediaListDto } from '@contract/media'
import type { GalleryTab } from '@contract/media-codes'
import { mediaListQueryOptions } from '@/api/media'
import { PhotoViewer } from '@/components/media/photo-viewer'
import { EmptyState } from '@/components/ui/empty-state'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { formatDay } from '../format'
import { activeFilterCount, toMediaQuery, type GallerySearch } from '../search'
import { NewsGrid } from './news-grid'
import { PhotoGrid } from './photo-grid'
import { VideoGallery } from './video-gallery'

interface Props {
  path: string
  search: GallerySearch
  tab: GalleryTab
  query: UseQueryResult<MediaListDto>
  go: (next: GallerySearch, replace?: boolean) => void
  onClear: () => void
}

function GridSkeleton({ tab }: { tab: GalleryTab }) {
  return (
    <div className={`media-skeleton media-skeleton--${tab}`} role="status" aria-busy="true">
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
      {Array.from({ length: tab === 'video' ? 4 : 8 }, (_, i) => (
        <div key={i} className="media-skeleton__card">
          <Skeleton height="auto" radius="10px" />
          <Skeleton height="1rem" width="80%" />
          <Skeleton height="0.8rem" width="45%" />
        </div>
      ))}
    </div>
  )
}

/** One tab's results: the count, the grid (or the player), the pages; loading, empty and error states. */
export function GalleryResults({ search, tab, query, go, onClear }: Props) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const router = useRouter()
  const openedHere = useRef(false)
  const data = query.data
  const filtered = activeFilterCount(search) > 0
  const page = search.page ?? 1

  if (query.isPending) return <GridSkeleton tab={tab} />
  if (query.isError && !data) {
    return (
      <div role="alert" className="card">
        <EmptyState
          icon="alert"
          title={<Trans>This information could not be loaded</Trans>}
          actions={
            <button type="button" className="btn" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </button>
          }
        >
          <Trans>Check your connection and try again.</Trans>
        </EmptyState>
      </div>
    )
  }
  if (!data) return null
  if (data.items.length === 0 && data.total > 0) {
    // A shared link or an old bookmark to a page that no longer exists: say so and offer the way back.
    return (
      <div className="card">
        <EmptyState
          icon="info"
          title={<Trans>This page is past the last one.</Trans>}
          actions={
            <button type="button" className="btn" onClick={() => go({ ...search, page: undefined, photo: undefined })}>
              <Trans>First page</Trans>
            </button>
          }
        />
      </div>
    )
  }
  if (data.items.length === 0) {
    const empty = {
      news: <Trans>There are no news articles yet.</Trans>,
      photo: <Trans>There are no photos yet.</Trans>,
      video: <Trans>There are no videos yet.</Trans>,
    }[tab]
    return (
      <div className="card">
        <EmptyState
          icon={filtered ? 'search' : 'info'}
          title={filtered ? <Trans>No search results.</Trans> : empty}
          actions={
            filtered ? (
              <button type="button" className="btn" onClick={onClear}>
                <Trans>Clear the filter</Trans>
              </button>
            ) : null
          }
        />
      </div>
    )
  }

  const total = data.total
  const offset = (data.page - 1) * data.pageSize
  const openIndex = search.photo === undefined ? -1 : data.items.findIndex((p) => p.id === search.photo)
  const open = openIndex >= 0 ? data.items[openIndex]! : null
  const en = i18n.locale === 'en'

  const step = async (s: -1 | 1) => {
    const next = openIndex + s
    if (next >= 0 && next < data.items.length) return go({ ...search, photo: data.items[next]!.id }, true)
    // Past the end of the page: the neighbouring page opens on its first (or last) photo.
    const target = page + s
    const other = await queryClient.fetchQuery(mediaListQueryOptions(toMediaQuery({ ...search, page: target }, tab)))
    const photo = s > 0 ? other.items[0] : other.items[other.items.length - 1]
    if (photo) go({ ...search, ...(target > 1 ? { page: target } : { page: undefined }), photo: photo.id }, true)
  }
  const close = () => {
    const { photo: _closed, ...rest } = search
    if (openedHere.current) {
      openedHere.current = false
      router.history.back()
    } else go(rest, true)
  }

  return (
    <div className={query.isPlaceholderData ? 'media-results media-results--stale' : 'media-results'}>
      {/* The results' heading (h1 band → this h2 → the cards' h3), and their count as it changes. */}
      <h2 className="media-results__summary" aria-live="polite">
        {tab === 'news' ? (
          <Plural value={total} one="# article" other="# articles" />
        ) : tab === 'photo' ? (
          <Plural value={total} one="# photo" other="# photos" />
        ) : (
          <Plural value={total} one="# video" other="# videos" />
        )}
      </h2>
      {tab === 'news' ? <NewsGrid items={data.items} lead={page === 1 && !filtered} /> : null}
      {tab === 'photo' ? (
        <PhotoGrid
          items={data.items}
          onOpen={(id) => {
            openedHere.current = true
            go({ ...search, photo: id })
          }}
        />
      ) : null}
      {tab === 'video' ? (
        <VideoGallery items={data.items} playing={search.play} onPlay={(id) => go({ ...search, play: id }, true)} />
      ) : null}
      <Pagination
        page={Math.min(page, Math.max(1, data.totalPages))}
        pageCount={data.totalPages}
        onPage={(p) => {
          const { photo: _p, play: _v, ...rest } = search
          go(p > 1 ? { ...rest, page: p } : { ...rest, page: undefined })
          document.querySelector('.media-results')?.scrollIntoView({ block: 'start' })
        }}
        label={t`Pages of media`}
      />
      {open ? (
        <PhotoViewer
          photo={{
            id: open.id,
            src: open.image.url,
            width: open.image.width,
            height: open.image.height,
            alt: en ? open.image.altEn : open.image.altKo,
            title: en ? open.titleEn : open.titleKo,
            caption: en ? open.summaryEn : open.summaryKo,
            meta: [open.gameDate ? formatDay(open.gameDate, i18n.locale) : null, en ? open.creditEn : open.creditKo]
              .filter(Boolean)
              .join(' · '),
          }}
          position={offset + openIndex + 1}
          total={total}
          onStep={(s) => void step(s)}
          canStep={(s) => (s < 0 ? offset + openIndex > 0 : offset + openIndex + 1 < total)}
          onClose={close}
          preload={[data.items[openIndex + 1]?.image.url, data.items[openIndex - 1]?.image.url].filter(
            (u): u is string => !!u,
          )}
        />
      ) : null}
    </div>
  )
}
