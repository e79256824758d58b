/**
 * A notice board's URL state, validated by its route: the tour notices (src/routes/tours/notice/notice/) carry
 * the tourId of docs/requirements/content.md#con-11, the association's (src/routes/abouts/notice/) none.
 */
export interface NoticesSearch {
  tourId?: number
  q?: string
  page: number
  noticeId?: number
}

/** Which board a list or a notice belongs to (contract/notice.ts scope). */
export type NoticeBoard = { scope: 'tour'; tourId: number } | { scope: 'association' }

/**
 * The board's own address: the tour notices of docs/requirements/content.md#con-11, or the association's under the
 * about pages.
 */
export const boardPath = (board: NoticeBoard) =>
  board.scope === 'tour' ? ('/tours/notice/notice/' as const) : ('/abouts/notice/' as const)

const positiveInt = (value: unknown, max: number): number | undefined => {
  const n = Number(value)
  return value !== '' && value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined
}

/**
 * The search term, page and open notice of any board's URL; broken values fall back quietly (no zod: the entry chunk).
 */
export function validateBoardSearch(search: Record<string, unknown>): NoticesSearch {
  const result: NoticesSearch = { page: positiveInt(search.page, 100_000) ?? 1 }
  const q = search.q === undefined || search.q === null ? '' : String(search.q).trim().slice(0, 50)
  const noticeId = positiveInt(search.noticeId, 2_147_483_647)
  if (q !== '') result.q = q
  if (noticeId !== undefined) result.noticeId = noticeId
  return result
}
