/**
 * Search parameters of /tours/notice/notice/ (decision 0032): the tourId of docs/requirements/content.md#con-11, the
 * search term, the page, and noticeId for one notice; the association's board (/abouts/notice/) uses the same without
 * tourId. Broken values fall back quietly. No zod here (the entry chunk's budget).
 */
import { normalizeTourId } from '@domain/tours'
import { validateBoardSearch, type NoticesSearch } from '@/features/notices/search'

export function validateNoticeSearch(search: Record<string, unknown>): NoticesSearch & { tourId: number } {
  return { tourId: normalizeTourId(search.tourId), ...validateBoardSearch(search) }
}
