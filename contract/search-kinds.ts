/**
 * Site search's kinds and page sizes, without zod: the search route's validator loads with the portal's
 * first page, where zod must not (scripts/check-budgets.ts).
 */

/** The result groups of one search, in the order the page shows them. */
export const SEARCH_KINDS = ['players', 'tournaments', 'news', 'pages'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]
/** `all` shows the first few of every kind; a kind shows that kind alone, one page at a time. */
export type SearchFilter = 'all' | SearchKind
export const isSearchKind = (value: unknown): value is SearchKind => SEARCH_KINDS.includes(value as SearchKind)

/** Items per kind in the `all` view. */
export const SEARCH_PREVIEW_SIZE = 5
/** Items per page when one kind is chosen. */
export const SEARCH_PAGE_SIZE = 10
export const SEARCH_KEYWORD_MAX = 100
