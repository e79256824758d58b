/**
 * The my-page sections (docs/requirements/my-page.md#my-1), kept in the URL (`/member/mypage?tab=profile`) so a
 * section can be bookmarked, shared with support and reopened after a login. Most are named after the specification's
 * calls: `dues` the dues section (docs/requirements/standing-and-dues.md#sd-11), `records` and `events`
 * `/mypage/record` and `/mypage/event` (#my-2, #my-16), `edu` `/mypage/edu` (#my-11), `favorite-player`
 * `/mypage/favorite-player` (docs/requirements/tours-and-records.md#tr-27), `inquiry` the 1:1 inquiry (#my-15);
 * `card`, `certificates`, `welfare`, `coupons` and `cash` are #my-3, #my-5, #my-7, #my-14 and #my-13. `tickets` is
 * the ticket purchase history (docs/requirements/ticketing.md#tkt-7), `game-apply` the member's tournament
 * applications (`/mypage/game-apply`, docs/requirements/tournament-applications.md#app-11); an unknown tab shows the
 * overview.
 */
export const MYPAGE_TABS = [
  'overview',
  'card',
  'dues',
  'certificates',
  'welfare',
  'edu',
  'records',
  'favorite-player',
  'events',
  'tickets',
  'game-apply',
  'coupons',
  'cash',
  'inquiry',
  'profile',
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
