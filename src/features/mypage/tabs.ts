/**
 * The my-page sections reachable today, kept in the URL (`/member/mypage?tab=profile`) so a section can be
 * bookmarked, shared with support and reopened after a login. The spec's other sections (dues,
 * certificates, welfare, tickets, card) arrive with later issues; until then their tab shows the overview.
 * `favorite-player` (players of interest) is named after the spec's call `/mypage/favorite-player`.
 */
export const MYPAGE_TABS = ['overview', 'profile', 'favorite-player', 'password', 'withdraw'] as const

export type MyPageTab = (typeof MYPAGE_TABS)[number]

export interface MyPageSearch {
  /** Absent for the overview: the plain /member/mypage is the spec's address. */
  tab?: Exclude<MyPageTab, 'overview'>
}

const isTab = (value: unknown): value is MyPageTab =>
  typeof value === 'string' && (MYPAGE_TABS as readonly string[]).includes(value)

/** The route's validateSearch: an unknown or not-yet-built tab falls back to the overview. */
export function validateMyPageSearch(search: Record<string, unknown>): MyPageSearch {
  const tab = search.tab
  return isTab(tab) && tab !== 'overview' ? { tab } : {}
}
