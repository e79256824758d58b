/**
 * The my-page sections reachable today, kept in the URL (`/member/mypage?tab=profile`) so a section can be bookmarked,
 * shared with support and reopened after a login. The dues section is docs/requirements/standing-and-dues.md#sd-11,
 * welfare docs/requirements/my-page.md#my-7; the other sections of docs/requirements/my-page.md#my-1 (certificates,
 * tickets, card) arrive with later issues; until then their tab shows the overview.
 * `favorite-player` (players of interest) is named after the call `/mypage/favorite-player` of
 * docs/requirements/tours-and-records.md#tr-27. `edu` (education applications) is the call `/mypage/edu` of
 * docs/requirements/my-page.md#my-11; `coupons` and `cash` are the coupon box and cash history of #my-13 and #my-14.
 */
export const MYPAGE_TABS = [
  'overview',
  'dues',
  'certificates',
  'welfare',
  'edu',
  'coupons',
  'cash',
  'profile',
  'favorite-player',
  'profile',
  'favorite-player',
  'inquiry',
  'records',
  'card',
  'events',
  'profile',
  'favorite-player',
  'password',
  'withdraw',
] as const

export type MyPageTab = (typeof MYPAGE_TABS)[number]

export interface MyPageSearch {
  /** Absent for the overview: the plain /member/mypage is the address of docs/requirements/accounts.md#acc-17. */
  tab?: Exclude<MyPageTab, 'overview'>
  /** The records tab's sub-view, season and tournament (docs/requirements/my-page.md#my-2). */
  view?: RecordsView
  year?: number
  game?: number
}

/** The records tab's sub-views; `records` (the season's tournaments) is the default and stays out of the URL. */
export const RECORDS_VIEWS = ['records', 'holes', 'awards', 'attendance'] as const
export type RecordsView = (typeof RECORDS_VIEWS)[number]

const positiveInt = (value: unknown, max: number): number | undefined => {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined
}

const isTab = (value: unknown): value is MyPageTab =>
  typeof value === 'string' && (MYPAGE_TABS as readonly string[]).includes(value)

/** The route's validateSearch: an unknown or not-yet-built tab falls back to the overview. */
export function validateMyPageSearch(search: Record<string, unknown>): MyPageSearch {
  const tab = search.tab
  if (!isTab(tab) || tab === 'overview') return {}
  if (tab !== 'records') return { tab }
  const view = (RECORDS_VIEWS as readonly unknown[]).includes(search.view) ? (search.view as RecordsView) : undefined
  const year = positiveInt(search.year, 2999)
  const game = positiveInt(search.game, 2_147_483_647)
  return {
    tab,
    ...(view && view !== 'records' ? { view } : {}),
    ...(year ? { year } : {}),
    ...(game ? { game } : {}),
  }
}
