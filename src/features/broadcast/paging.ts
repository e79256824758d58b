/** Pages of N rows through the whole field, for the on-air rotation. Pure. */

export interface PageWindow {
  /** 0-based page shown. */
  page: number
  pages: number
  /** 1-based first and last row numbers shown ("11–20 of 126"); 0 and 0 when the board is empty. */
  first: number
  last: number
  total: number
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)))
}

/** The window of page `page` (wrapped into range: a field that shrank keeps a valid page). */
export function pageWindow(page: number, perPage: number, total: number): PageWindow {
  const pages = pageCount(total, perPage)
  const current = ((page % pages) + pages) % pages
  const first = total === 0 ? 0 : current * perPage + 1
  const last = Math.min(total, (current + 1) * perPage)
  return { page: current, pages, first, last, total }
}

/** The page after `page`, back to the first after the last. */
export const nextPage = (page: number, perPage: number, total: number): number => (page + 1) % pageCount(total, perPage)

export function pageRows<T>(rows: readonly T[], window: PageWindow): readonly T[] {
  return window.total === 0 ? [] : rows.slice(window.first - 1, window.last)
}
