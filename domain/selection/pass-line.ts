/**
 * Membership selection (tour 54): the stages of the process and who passes them (decision 0032). The requirements
 * (docs/requirements/content.md#con-13) name the stage types but not the pass lines; these are the association's usual
 * numbers, one place to change.
 */

export const STAGE_TYPES = ['tryout', 'pro_trials', 'tour_pro_trials', 'finals'] as const
export type SelectionStage = (typeof STAGE_TYPES)[number]
export const isSelectionStage = (value: unknown): value is SelectionStage =>
  STAGE_TYPES.includes(value as SelectionStage)

/** Places that pass each stage: the tryout sends its top 30 to the finals, and so on. Ties at the line pass. */
export const PASS_PLACES: Readonly<Record<SelectionStage, number>> = {
  tryout: 30,
  pro_trials: 20,
  tour_pro_trials: 10,
  finals: 40,
}

export type SelectionEntryStatus = 'active' | 'WD' | 'RTD' | 'DQ' | 'DNS'

/**
 * Whether an entry passed: a ranked finish at or inside the line (a tie on the line passes whole, as tied
 * places share a rank). Withdrawn, retired, disqualified, non-starters, missed cuts and unranked entries fail.
 */
export function passedStage(
  stage: SelectionStage,
  entry: { status: SelectionEntryStatus; finishRank: number | null; finishText: string | null },
): boolean {
  if (entry.status !== 'active' || entry.finishRank === null || entry.finishText === 'MC') return false
  return entry.finishRank <= PASS_PLACES[stage]
}
