import type { EventTab } from '@domain/events/prediction'

/** The events page's URL state: the tab, and gameId for one prediction event. */
export interface EventsSearch {
  tabId: EventTab
  gameId?: number
}

/** The two addresses of the events page: its own and the tour's; links inside it stay on the one it was opened at. */
export type EventsPath = '/events/event/' | '/tours/events/event'
