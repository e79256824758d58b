import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { defaultTabOf, GALLERY_TABS, type GalleryTab } from '@contract/media-codes'
import { tourName } from '@domain/tours'
import { mediaListQueryOptions } from '@/api/media'
import { PageBand } from '@/components/ui/page-band'
import { tourStyle } from '@/components/ui/tour-style'
import { useDocumentTitle } from '@/components/ui/use-document-title'
import { useMediaFilterStore } from '@/stores/media-filter'
import { TAB_LABELS } from '../labels'
import { toMediaQuery, withFilter, withTab, type GallerySearch } from '../search'
import { GalleryResults } from './gallery-results'
import { MediaFilter } from './media-filter'
import '../gallery.css'
import '../gallery-items.css'
import '../video.css'

export type GalleryPath = '/tours/media/media/' | '/medias/photo/'

/**
 * The media gallery (decision 0036): news, photo and video tabs of one tour under the media filter of
 * docs/requirements/content.md#con-6, all of it in the URL. /tours/media/media/ (the main tour) opens on news,
 * /medias/photo/ on photos.
 */
export function GalleryPage({ path, search }: { path: GalleryPath; search: GallerySearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const defaultTab = defaultTabOf(path)
  const tab = search.tab ?? defaultTab
  const tour = tourName(search.tourId, i18n.locale)
  const tabName = i18n._(TAB_LABELS[tab])
  useDocumentTitle(t`${tabName} · ${tour}`)
  const remember = useMediaFilterStore((s) => s.remember)
  // From the props, not the router's location: while this page leaves, the location is already the next page's.
  const href = `${path}?${new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString()}`
  useEffect(() => remember({ tourId: search.tourId, href }), [remember, search.tourId, href])
  const query = useQuery(mediaListQueryOptions(toMediaQuery(search, tab)))
  const go = (next: GallerySearch, replace = false) =>
    void navigate({ to: path, search: next, replace, resetScroll: false })
  const counts = query.data?.counts

  return (
    <>
      <PageBand eyebrow={tour} title={<Trans>Media</Trans>} style={tourStyle(search.tourId)}>
        <nav className="page-tabs" aria-label={t`Media sections`}>
          {GALLERY_TABS.map((k) => {
            const count = counts?.[k]
            return (
              <Link
                key={k}
                to={path}
                search={withTab(search, k, defaultTab)}
                className="page-tabs__link"
                aria-current={k === tab ? 'page' : undefined}
              >
                {i18n._(TAB_LABELS[k])}
                {count !== undefined ? <span className="page-tabs__count">{count}</span> : null}
              </Link>
            )
          })}
        </nav>
      </PageBand>
      <div className="container media-body">
        <MediaFilter
          search={search}
          tab={tab}
          onChange={(patch) => go(withFilter(search, patch))}
          onClear={() =>
            go(
              withTab(
                { tourId: search.tourId, ...(search.searchOrder ? { searchOrder: search.searchOrder } : {}) },
                tab,
                defaultTab,
              ),
            )
          }
        />
        <GalleryResults
          path={path}
          search={search}
          tab={tab}
          query={query}
          go={go}
          onClear={() =>
            go(
              withTab(
                { tourId: search.tourId, ...(search.searchOrder ? { searchOrder: search.searchOrder } : {}) },
                tab,
                defaultTab,
              ),
            )
          }
        />
      </div>
    </>
  )
}

export type { GalleryTab }
