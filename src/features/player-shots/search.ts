import type { ShotTab } from '@domain/shots/notable'

/** URL state of /tours/playershot/playershot/: the tab (spec: tabId=all) and the page. */
export interface ShotsSearch {
  tabId: ShotTab
  page: number
}
