/** URL state of /tours/member/openSelection/: the tour (always 54), the season and the stage whose results are open. */
export interface SelectionSearch {
  tourId: 54
  year?: number
  gameId?: number
}
