/**
 * Tour ids and their categories (docs/requirements/tours-and-records.md#tr-1).
 * Names are data in both languages, like any tournament name from the database; the UI picks one by locale.
 */

export type TourId = number

export const DEFAULT_TOUR_ID = 11

/** Ids that are aliases of another tour: 55 is shown as 54, 62 as 11. */
const TOUR_ALIASES: Readonly<Record<number, number>> = { 55: 54, 62: 11 }

export interface TourCategory {
  id: number | null
  ko: string
  en: string
  /** Short label for tight places (tabs, chips). */
  shortKo: string
  shortEn: string
  color: string
}

const category = (
  id: number | null,
  ko: string,
  en: string,
  shortKo: string,
  shortEn: string,
  color: string,
): TourCategory => ({ id, ko, en, shortKo, shortEn, color })

/** The category table: every known id with Korean and English names and a colour. */
export const TOUR_CATEGORIES: readonly TourCategory[] = [
  category(11, '코리안투어', 'Korean Tour', '코리안투어', 'Korean Tour', '#0b5d3b'),
  category(12, '챌린지투어', 'Challenge Tour', '챌린지투어', 'Challenge', '#1f6fb2'),
  category(13, '챔피언스투어', 'Champions Tour', '챔피언스투어', 'Champions', '#8a5a00'),
  category(14, '프론티어투어', 'Frontier Tour', '프론티어', 'Frontier', '#6b7a1f'),
  category(15, '프로골프클럽리그', 'Professional Club League', '클럽리그', 'Club League', '#7a3e9d'),
  category(16, '프로선발전', 'Pro Trials', '프로선발', 'Pro Trials', '#4d5b6a'),
  category(17, '투어프로선발전', 'Tour Pro Trials', '투어프로선발', 'Tour Pro Trials', '#2f4858'),
  category(18, '시니어선발전', 'Senior Trials', '시니어선발', 'Senior Trials', '#75553a'),
  category(19, '퀄리파잉토너먼트', 'Qualifying Tournament', 'QT', 'QT', '#a23b3b'),
  category(20, '윈터투어', 'Winter Tour', '윈터투어', 'Winter Tour', '#3b7ea1'),
  category(21, '해외투어', 'Overseas Tour', '해외투어', 'Overseas', '#5c6bc0'),
  category(51, '협회장배', "President's Cup", '협회장배', "President's Cup", '#9e7c0c'),
  category(52, '지역예선', 'Regional Qualifier', '지역예선', 'Regional', '#607d8b'),
  category(53, '아마추어오픈', 'Amateur Open', '아마오픈', 'Amateur Open', '#558b2f'),
  category(54, '회원선발전', 'Membership Selection', '회원선발전', 'Selection', '#c0602a'),
  category(61, '티칭프로챔피언십', 'Teaching Pro Championship', '티칭프로', 'Teaching Pro', '#00897b'),
  category(71, '아카데미', 'Academy', '아카데미', 'Academy', '#6d4c41'),
  category(75, '주니어투어', 'Junior Tour', '주니어투어', 'Junior Tour', '#d81b60'),
  category(92, '이벤트대회', 'Special Event', '이벤트', 'Event', '#546e7a'),
  category(99, '기타', 'Other', '기타', 'Other', '#757575'),
]

/** Shown for unknown ids and for an empty id. */
export const OTHER_CATEGORY: TourCategory = category(null, '기타', 'Other', '기타', 'Other', '#757575')

/** The tours that get a tab in the header, a home page and a leaderboard, in display order. */
export const MAIN_TOUR_IDS: readonly number[] = [11, 12, 13, 20, 54, 75]

/**
 * Turns whatever arrived in `?tourId=` into the tour the portal shows: aliases folded (55→54, 62→11),
 * anything missing or unparsable becomes the default 11. Unknown but numeric ids are kept; they
 * display as "other" through {@link tourCategory}.
 */
export function normalizeTourId(raw: unknown): TourId {
  if (raw === null || raw === undefined || raw === '' || raw === 'all') return DEFAULT_TOUR_ID
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim())
  if (!Number.isInteger(n) || n <= 0) return DEFAULT_TOUR_ID
  return TOUR_ALIASES[n] ?? n
}

const byId = new Map(TOUR_CATEGORIES.map((c) => [c.id, c]))

/** Category of an id (after alias folding); unknown or empty ids are "other". */
export function tourCategory(raw: unknown): TourCategory {
  if (raw === null || raw === undefined || raw === '') return OTHER_CATEGORY
  const n = Number(raw)
  if (!Number.isInteger(n)) return OTHER_CATEGORY
  return byId.get(TOUR_ALIASES[n] ?? n) ?? OTHER_CATEGORY
}

export function tourName(raw: unknown, locale: string, short = false): string {
  const c = tourCategory(raw)
  if (locale === 'en') return short ? c.shortEn : c.en
  return short ? c.shortKo : c.ko
}

export function isMainTour(id: TourId): boolean {
  return MAIN_TOUR_IDS.includes(id)
}
