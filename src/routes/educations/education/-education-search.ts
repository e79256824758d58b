/**
 * Search parameters of /educations/education/ (docs/decisions/0038): tab, view, type codes, month, page and
 * the session open in the detail view. Broken values fall back quietly to the defaults.
 */
import { EDUCATION_TYPE_CODES } from '@domain/education/programmes'
import { isMonth } from '@domain/time'
import {
  EDUCATION_TABS,
  EDUCATION_VIEWS,
  type EducationSearch,
  type EducationTab,
  type EducationView,
} from '@/features/education/search'

const positiveInt = (value: unknown, max: number): number | undefined => {
  const n = Number(value)
  return value !== '' && value !== null && Number.isInteger(n) && n >= 1 && n <= max ? n : undefined
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  (values as readonly unknown[]).includes(value) ? (value as T) : undefined

/** "p,m,x" → "M,P": known codes only, each once, in the order of docs/requirements/content.md#con-15. */
function typeList(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const asked = new Set(value.toUpperCase().split(','))
  const codes = EDUCATION_TYPE_CODES.filter((c) => asked.has(c))
  return codes.length > 0 && codes.length < EDUCATION_TYPE_CODES.length ? codes.join(',') : undefined
}

/**
 * Every key is returned, undefined when absent or broken: the router keeps raw search values the validator
 * leaves out, so leaving a broken one out would let it through.
 */
export function validateEducationSearch(search: Record<string, unknown>): EducationSearch {
  const tab = oneOf<EducationTab>(EDUCATION_TABS, search.tab)
  const view = oneOf<EducationView>(EDUCATION_VIEWS, search.view)
  const page = positiveInt(search.page, 100_000)
  return {
    tab: tab === 'schedule' ? undefined : tab,
    view: view === 'list' ? undefined : view,
    type: typeList(search.type),
    month: typeof search.month === 'string' && isMonth(search.month) ? search.month : undefined,
    page: page !== undefined && page > 1 ? page : undefined,
    event: positiveInt(search.event, 2_147_483_647),
  }
}
