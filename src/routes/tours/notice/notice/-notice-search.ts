/**
 * Search parameters of /tours/notice/notice/ (decision 0032): the spec's tourId, the search term, the page,
 * and noticeId for one notice. Broken values fall back quietly. No zod here (the entry chunk's budget).
 */
import { normalizeTourId } from '@domain/tours'
import type { NoticesSearch } from '@/features/notices/search'

const positiveInt = (value: unknown, max: number): number | undefined => {
  const n = Number(value)
  return value !== '' && value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined
}

export function validateNoticeSearch(search: Record<string, unknown>): NoticesSearch {
  const result: NoticesSearch = { tourId: normalizeTourId(search.tourId), page: positiveInt(search.page, 100_000) ?? 1 }
  const q = search.q === undefined || search.q === null ? '' : String(search.q).trim().slice(0, 50)
  const noticeId = positiveInt(search.noticeId, 2_147_483_647)
  if (q !== '') result.q = q
  if (noticeId !== undefined) result.noticeId = noticeId
  return result
}
