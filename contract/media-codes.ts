/**
 * The media library's codes and addresses without zod (decision 0036): the gallery routes' validators load
 * with the portal's first page, where zod must not (scripts/check-budgets.ts), and the server builds the
 * same article paths for site search.
 */

/** News articles, photos, video highlights and the association's long-form stories. */
export const MEDIA_KINDS = ['news', 'photo', 'video', 'story'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

/** The gallery page's tabs (stories have their own page, /story/). */
export const GALLERY_TABS = ['news', 'photo', 'video'] as const
export type GalleryTab = (typeof GALLERY_TABS)[number]

/**
 * The club in the picture (`clubType` of docs/requirements/content.md#con-6), grouped as the shot data's club codes
 * are.
 */
export const CLUB_TYPES = ['driver', 'wood', 'hybrid', 'iron', 'wedge', 'putter'] as const
export type ClubType = (typeof CLUB_TYPES)[number]

/** Where on the course the picture was taken (`field` of docs/requirements/content.md#con-6). */
export const FIELDS = ['tee', 'fairway', 'rough', 'bunker', 'green'] as const
export type MediaField = (typeof FIELDS)[number]

/** What the hole in the picture came to (`score` of docs/requirements/content.md#con-6). */
export const SCORES = ['holeInOne', 'albatross', 'eagle', 'birdie', 'par', 'bogey'] as const
export type MediaScore = (typeof SCORES)[number]

/**
 * `basic`: the day covered, newest day first, and within a day in the order things happened (an album);
 * `latest`: newest publication first; `popular`: most viewed first.
 */
export const SEARCH_ORDERS = ['basic', 'latest', 'popular'] as const
export type SearchOrder = (typeof SEARCH_ORDERS)[number]

export const MEDIA_PAGE_DEFAULT = 1
export const MEDIA_PAGE_SIZE_DEFAULT = 12
export const MEDIA_PAGE_SIZE_MAX = 48
export const MEDIA_SEARCH_WORD_MAX = 50
/** At most this many values in one list filter (`gameIds=1,2,…`). */
export const MEDIA_LIST_MAX = 20

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value)

export const isMediaKind = (value: unknown): value is MediaKind => includes(MEDIA_KINDS, value)
export const isGalleryTab = (value: unknown): value is GalleryTab => includes(GALLERY_TABS, value)
export const isClubType = (value: unknown): value is ClubType => includes(CLUB_TYPES, value)
export const isMediaField = (value: unknown): value is MediaField => includes(FIELDS, value)
export const isMediaScore = (value: unknown): value is MediaScore => includes(SCORES, value)
export const isSearchOrder = (value: unknown): value is SearchOrder => includes(SEARCH_ORDERS, value)

/**
 * The requirements give tour 11 its media page (docs/requirements/content.md#con-7) at /tours/media/media/ and tours
 * 12, 13 and 75 theirs at /medias/photo/; any other tour uses the latter (the same page type).
 */
export const MEDIA_TOUR_PATH = '/tours/media/media/'
export const PHOTO_TOUR_PATH = '/medias/photo/'
export const galleryPathOf = (tourId: number) => (tourId === 11 ? MEDIA_TOUR_PATH : PHOTO_TOUR_PATH)
/** The tab a gallery opens on: news on the main tour's media page, photos on the others' photo page. */
export const defaultTabOf = (path: string): GalleryTab => (path === MEDIA_TOUR_PATH ? 'news' : 'photo')

export const mediaPaths = {
  /** A tour's gallery on a tab, with more of the media filter (`{ gameId: 3, photo: 41 }`) when given. */
  gallery: (tourId: number, tab?: GalleryTab, extra: Record<string, string | number> = {}) => {
    const path = galleryPathOf(tourId)
    const params = new URLSearchParams({ tourId: String(tourId) })
    if (tab && tab !== defaultTabOf(path)) params.set('tab', tab)
    for (const [key, value] of Object.entries(extra)) params.set(key, String(value))
    return `${path}?${params.toString()}`
  },
  news: (id: number) => `/medias/news/${id}`,
  stories: '/story/',
  story: (id: number) => `/story/${id}`,
  /** Where an article of either long-form kind is read. */
  article: (kind: 'news' | 'story', id: number) => (kind === 'story' ? `/story/${id}` : `/medias/news/${id}`),
}
