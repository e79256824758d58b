import type { EventTab } from '@domain/events/prediction'

/** The events page's URL state: the tab, and gameId for one prediction event. */
export interface EventsSearch {
  tabId: EventTab
  gameId?: number
}
