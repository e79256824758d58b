import { create } from 'zustand'

/**
 * The client-held media filter of docs/requirements/content.md#con-6. The gallery's URL is where the filter lives (it
 * can be shared, and Back undoes a change: decision 0036); this store remembers the last gallery a reader filtered, so
 * an article opened from it leads back to the same tab, filter and page rather than the first page.
 */
export interface LastGallery {
  tourId: number
  /** The gallery's address with its tab, filter and page ('/medias/photo/?tourId=12&round=2&page=3'). */
  href: string
}

export interface MediaFilterState {
  lastGallery: LastGallery | null
  remember: (gallery: LastGallery) => void
}

export const useMediaFilterStore = create<MediaFilterState>()((set) => ({
  lastGallery: null,
  remember: (gallery) => set({ lastGallery: gallery }),
}))
