/**
 * The gallery's URL state (decision 0036): the media filter of docs/requirements/content.md#con-6 in single forms, the
 * tab, and the photo or video open. Validated without zod by the routes (src/routes/medias/-gallery-search.ts): this
 * runs with the portal's first page. Broken values fall back quietly, as every list page's do.
 */
import {
  isClubType,
  isGalleryTab,
  isMediaField,
  isMediaScore,
  MEDIA_PAGE_SIZE_DEFAULT,
  MEDIA_SEARCH_WORD_MAX,
  type ClubType,
  type GalleryTab,
  type MediaField,
  type MediaScore,
  type SearchOrder,
} from '@contract/media-codes'
import { normalizeTourId } from '@domain/tours'
import type { MediaListParams } from '@/api/media'

export interface GallerySearch {
  tourId: number
  /** Absent: the page's own first tab (news on /tours/media/media/, photos on /medias/photo/). */
  tab?: GalleryTab
  gameId?: number
  gameDate?: string
  round?: number
  memberId?: number
  clubType?: ClubType
  field?: MediaField
  score?: MediaScore
  searchWord?: string
  /** Absent: basic. */
  searchOrder?: Exclude<SearchOrder, 'basic'>
  /** Absent: 1. */
  page?: number
  /** The photo open in the viewer (photo tab). */
  photo?: number
  /** The video in the player (video tab). */
  play?: number
}

const int = (value: unknown, min: number, max: number): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

const MAX_ID = 2_147_483_647

export function validateGallerySearch(search: Record<string, unknown>): GallerySearch {
  const out: GallerySearch = { tourId: normalizeTourId(search.tourId) }
  if (isGalleryTab(search.tab)) out.tab = search.tab
  const gameId = int(search.gameId, 1, MAX_ID)
  if (gameId !== undefined) out.gameId = gameId
  if (isDay(search.gameDate)) out.gameDate = search.gameDate
  const round = int(search.round, 1, 9)
  if (round !== undefined) out.round = round
  const memberId = int(search.memberId, 1, MAX_ID)
  if (memberId !== undefined) out.memberId = memberId
  if (isClubType(search.clubType)) out.clubType = search.clubType
  if (isMediaField(search.field)) out.field = search.field
  if (isMediaScore(search.score)) out.score = search.score
  // The router JSON-parses values first: a search for "2026" arrives as a number.
  const word =
    search.searchWord === undefined || search.searchWord === null
      ? ''
      : String(search.searchWord).trim().slice(0, MEDIA_SEARCH_WORD_MAX)
  if (word !== '') out.searchWord = word
  if (search.searchOrder === 'latest' || search.searchOrder === 'popular') out.searchOrder = search.searchOrder
  const page = int(search.page, 2, 100_000)
  if (page !== undefined) out.page = page
  const photo = int(search.photo, 1, MAX_ID)
  if (photo !== undefined) out.photo = photo
  const play = int(search.play, 1, MAX_ID)
  if (play !== undefined) out.play = play
  return out
}

/**
 * The list call for what the URL shows: its tab, twelve a page (the default of docs/requirements/content.md#con-6), in
 * its order.
 */
export function toMediaQuery(search: GallerySearch, tab: GalleryTab): MediaListParams {
  return {
    kind: tab,
    tourId: search.tourId,
    gameId: search.gameId,
    gameDate: search.gameDate,
    round: search.round,
    memberId: search.memberId,
    clubType: tab === 'news' ? undefined : search.clubType,
    field: tab === 'news' ? undefined : search.field,
    score: tab === 'news' ? undefined : search.score,
    searchWord: search.searchWord,
    page: search.page ?? 1,
    pageSize: MEDIA_PAGE_SIZE_DEFAULT,
    searchOrder: search.searchOrder ?? 'basic',
  }
}

/** The filters a reader can set (not the tour, tab, page or what is open). */
export const FILTER_KEYS = [
  'gameId',
  'gameDate',
  'round',
  'memberId',
  'clubType',
  'field',
  'score',
  'searchWord',
] as const satisfies ReadonlyArray<keyof GallerySearch>

export const activeFilterCount = (search: GallerySearch) => FILTER_KEYS.filter((k) => search[k] !== undefined).length

/**
 * A change of filter: back to page 1, nothing open, and a new tournament forgets the day and round that
 * belonged to the old one.
 */
export function withFilter(search: GallerySearch, patch: Partial<GallerySearch>): GallerySearch {
  const next: GallerySearch = { ...search, ...patch }
  delete next.page
  delete next.photo
  delete next.play
  if ('gameId' in patch && patch.gameId !== search.gameId) {
    delete next.gameDate
    delete next.round
  }
  for (const key of Object.keys(next) as Array<keyof GallerySearch>) if (next[key] === undefined) delete next[key]
  return next
}

/** Another tab keeps the filter that applies to it (news has no club, place or score) and starts at page 1. */
export function withTab(search: GallerySearch, tab: GalleryTab, defaultTab: GalleryTab): GallerySearch {
  const next = withFilter(search, {})
  if (tab === defaultTab) delete next.tab
  else next.tab = tab
  if (tab === 'news') {
    delete next.clubType
    delete next.field
    delete next.score
  }
  return next
}
