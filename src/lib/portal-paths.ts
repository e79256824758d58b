/**
 * The portal's URLs (docs/requirements/content.md#con-5) in one place, so every feature links to the
 * same address. Several lead to screens later issues add; the router's not-found page answers them now.
 */
import type { TourId } from '@domain/tours'

const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()

/**
 * Tours with their own record, player and media pages (docs/requirements/tours-and-records.md#tr-17, #tr-22 and
 * docs/requirements/content.md#con-7).
 */
const RECORD_TOURS: readonly TourId[] = [11, 12, 13, 20]
const PLAYER_TOURS: readonly TourId[] = [11, 13]
const VIDEO_TOURS: readonly TourId[] = [11]
const PHOTO_TOURS: readonly TourId[] = [12, 13, 75]

/** The about and guide pages (decision 0037); staff may add more, these are the ones menus link. */
type AboutPage =
  | 'about'
  | 'greetings'
  | 'history'
  | 'chairman'
  | 'organization'
  | 'contactUs'
  | 'condition'
  | 'committees'
  | 'staff'
  | 'directions'
  // Its own route, not a content page (docs/requirements/my-page.md#my-15).
  | 'faq'
type GuidePage =
  | 'advertising'
  | 'sponsors'
  | 'junior'
  | 'academy'
  | 'winter'
  | 'frontier'
  | 'clubLeague'
  | 'overseas'
  | 'mall'
  | 'welfareMall'

export const paths = {
  home: '/',
  applicationList: '/communitys/gameApply',
  /** An application's receipt page (docs/requirements/tournament-applications.md#app-2). */
  applicationComplete: (gameId: number) => `/communitys/gameApplyComplete?${q({ gameId })}`,
  myPage: '/member/mypage',
  /** My-page sections; the tab is a search param of the one my-page route. */
  myPageTab: (tab: 'dues' | 'edu' | 'coupons' | 'cash' | 'certificates' | 'welfare' | 'card' | 'tickets') =>
    `/member/mypage?${q({ tab })}`,
  login: '/sign/login',
  search: (keyword: string) => `/searchs/search/?${q({ keyword })}`,
  tourHome: (tourId: TourId) => `/tours/home/?${q({ tourId })}`,
  leaderboard: (tourId: TourId) => `/tours/leaderboard/?${q({ tourId })}`,
  schedule: (tourId: TourId) => `/tours/schedule/schedule?${q({ tourId })}`,
  /**
   * A tournament's page on one tab (the `type` of docs/requirements/tours-and-records.md#tr-9): leaderboard,
   * information...
   */
  game: (tourId: TourId, gameId: number, type: string) => `/tours/game/game?${q({ tourId, gameId, type })}`,
  players: (tourId: TourId) => `/tours/player/player/?${q({ tourId })}`,
  records: (tourId: TourId) => `/tours/record/?${q({ tourId })}`,
  /** The gallery (decision 0036) opens on news; `tab` picks photos or videos. */
  news: (tourId: TourId) => `/tours/media/media/?${q({ tourId })}`,
  videos: (tourId: TourId) => `/tours/media/media/?${q({ tourId, tab: 'video' })}`,
  photos: (tourId: TourId) => `/medias/photo/?${q({ tourId })}`,
  notices: (tourId: TourId) => `/tours/notice/notice/?${q({ tourId })}`,
  openSelection: `/tours/member/openSelection/?${q({ tourId: 54 })}`,
  pointsRanking: '/tours/sponsor/awards/',
  playerShots: '/tours/playershot/playershot/?tabId=all',
  events: '/events/event/?tabId=ing',
  story: '/story/',
  community: (page: string, params?: Record<string, string>) => `/communitys/${page}${params ? `?${q(params)}` : ''}`,
  about: (page: AboutPage) => `/abouts/${page}`,
  associationNotices: '/abouts/notice/',
  terms: (page: 'usage' | 'privacy' | 'marketing' | 'clean') => `/terms/${page}/`,
  guide: (page: GuidePage) => `/guides/${page}`,
  education: '/educations/education/',
  clean: (page: 'report' | 'substances' | 'tue') => `/cleans/${page}/`,
} as const

export const tourHas = {
  records: (id: TourId) => RECORD_TOURS.includes(id),
  players: (id: TourId) => PLAYER_TOURS.includes(id),
  videos: (id: TourId) => VIDEO_TOURS.includes(id),
  photos: (id: TourId) => PHOTO_TOURS.includes(id),
}
