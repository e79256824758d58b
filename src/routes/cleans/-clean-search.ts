/**
 * Search parameters of the clean centre's pages (docs/decisions/0039). Broken values fall back quietly.
 * No zod here (the entry chunk's budget).
 */
import { isOneOf, REPORT_STATUSES, SUBSTANCE_CLASSES, TUE_STATUSES } from '@domain/clean/codes'
import type { ReviewSearch, SubstanceSearch } from '@/features/clean/search'

const positiveInt = (value: unknown, max: number): number | undefined => {
  const n = Number(value)
  return value !== '' && value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined
}

export function validateSubstanceSearch(search: Record<string, unknown>): SubstanceSearch {
  const result: SubstanceSearch = { page: positiveInt(search.page, 10_000) ?? 1 }
  const q = search.q === undefined || search.q === null ? '' : String(search.q).trim().slice(0, 50)
  if (q !== '') result.q = q
  if (isOneOf(SUBSTANCE_CLASSES, search.class)) result.class = search.class
  return result
}

export function validateReviewSearch(search: Record<string, unknown>): ReviewSearch {
  const tab = search.tab === 'reports' ? 'reports' : 'tue'
  const result: ReviewSearch = { tab, page: positiveInt(search.page, 10_000) ?? 1 }
  const statuses: readonly string[] = tab === 'reports' ? REPORT_STATUSES : TUE_STATUSES
  if (isOneOf(statuses, search.status)) result.status = search.status as ReviewSearch['status']
  const id = positiveInt(search.id, 2_147_483_647)
  if (id !== undefined) result.id = id
  return result
}
