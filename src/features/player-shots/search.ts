import type { ShotTab } from '@domain/shots/notable'

/**
 * URL state of /tours/playershot/playershot/: the tab (docs/requirements/tours-and-records.md#tr-24: tabId=all) and the
 * page.
 */
export interface ShotsSearch {
  tabId: ShotTab
  page: number
}
