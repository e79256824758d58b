/**
 * The season awards of the awards ceremony (decision 0028), read off the final rankings of a completed
 * season: the points champion (Genesis grand prize on the main tour), the prize-money leader, the rookie
 * of the year and the lowest stroke average (official list only, 40% of the rounds). Every player tied
 * at the top shares the award.
 */
import type { RankedEntry } from './competition-rank'
import type { PlayerSeasonLine } from './season-line'
import { seasonRanking, type SeasonCategory, type SeasonRankingOptions } from './season-rankings'

export type AwardKind = 'points' | 'prize' | 'rookie' | 'strokeAverage'

export const AWARD_KINDS: readonly AwardKind[] = ['points', 'prize', 'rookie', 'strokeAverage']

/** The points list of a tour: champions (13) and winter (20) have their own; the others race for Genesis. */
export function pointsCategoryOf(tourId: number): SeasonCategory {
  return tourId === 13 ? 'championsPoints' : tourId === 20 ? 'winterPoints' : 'genesis'
}

const categoryOf = (kind: AwardKind, tourId: number): SeasonCategory =>
  kind === 'points' ? pointsCategoryOf(tourId) : kind

/** Winners of each award (ties share); an award nobody qualified for is an empty list. */
export function seasonAwards(
  tourId: number,
  lines: readonly PlayerSeasonLine[],
  options: SeasonRankingOptions,
): Record<AwardKind, RankedEntry<PlayerSeasonLine>[]> {
  const winners = (kind: AwardKind) =>
    seasonRanking(categoryOf(kind, tourId), lines, options).official.filter((e) => e.rank === 1)
  return {
    points: winners('points'),
    prize: winners('prize'),
    rookie: winners('rookie'),
    strokeAverage: winners('strokeAverage'),
  }
}
