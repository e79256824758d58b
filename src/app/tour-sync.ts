import { useTourStore } from '@/stores/tour'

/** Pages whose content is per tour: without a tourId they show the default tour (11). */
const TOUR_PAGE = /^\/tours?\//i

/**
 * The selected tour follows the URL (docs/requirements/tours-and-records.md#tr-2): a tourId in the query wins
 * (normalised: 55→54, 62→11, all/empty→11, unknown→other); a tour page without one means the default tour; any other
 * page keeps the tour the visitor last chose.
 */
export function syncTourFromLocation(pathname: string, search: Record<string, unknown>): void {
  if ('tourId' in search) useTourStore.getState().setTourId(search.tourId)
  else if (TOUR_PAGE.test(pathname)) useTourStore.getState().setTourId(undefined)
}
