import type { PlayerSort, PlayerTourId } from '@contract/player-search'

/** The page's search parameters as the route validates them (src/routes/tours/player/player/-player-search.ts). */
export interface PlayersSearch {
  tourId: PlayerTourId
  q?: string | undefined
  sort: PlayerSort
  page: number
  playerId?: number | undefined
}
