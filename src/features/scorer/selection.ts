/** What the scorer has picked; kept in the URL (/scorer?gameId&groupNo&hole) so a reload returns to it. */
export interface ScorerSelection {
  gameId?: number
  groupNo?: number
  hole?: number
}

export type SelectScorer = (next: ScorerSelection, options?: { replace?: boolean }) => void
