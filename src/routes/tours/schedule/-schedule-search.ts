/**
 * Search parameters of /tours/schedule/schedule: the tourId of docs/requirements/tours-and-records.md#tr-7 plus the
 * filters and the view (decision 0027).
 */
import { parseScheduleSearch, type ScheduleSearch } from '@/features/schedule/search'
import { validateTourSearch } from '../../-search-params'

export function validateScheduleSearch(search: Record<string, unknown>): ScheduleSearch {
  return parseScheduleSearch(search, validateTourSearch(search).tourId)
}
