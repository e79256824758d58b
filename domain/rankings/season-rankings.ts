/**
 * The season ranking lists of docs/requirements/tours-and-records.md#tr-22 ("rankings: Genesis points, prize money,
 * rookie of the year, stroke average, driving distance, driving accuracy, greens in regulation, putts, recoveries,
 * champions tour points, winter tour points"), each defined once in {@link SEASON_CATEGORIES}.
 *
 * Rules:
 * - Only members of the tour appear.
 * - Points and money lists show players with more than 0; ranks are standard competition ranks (T3).
 * - Statistics (stroke average to recoveries) are official only for players with at least 40% of the season's rounds
 *   (docs/requirements/tours-and-records.md#tr-21, "official records need 40% of rounds"); the others are listed
 *   separately, unranked, so a player with two great rounds never tops the official list.
 * - Lower is better for stroke average and putts.
 * - Rookie of the year: rookies (first season on the tour) ranked by the points they earned with the
 *   tour's points table (Genesis on the main tour); no separate rookie table.
 */
import { byName, competitionRank, type RankedEntry, type RankOrder } from './competition-rank'
import {
  drivingAccuracy,
  drivingDistance,
  greensInRegulation,
  hasOfficialRounds,
  puttsPerRound,
  recoveryRate,
  strokeAverage,
  type PlayerSeasonLine,
} from './season-line'

export type SeasonCategory =
  | 'genesis'
  | 'prize'
  | 'rookie'
  | 'strokeAverage'
  | 'drivingDistance'
  | 'drivingAccuracy'
  | 'greensInRegulation'
  | 'putts'
  | 'recoveries'
  | 'championsPoints'
  | 'winterPoints'

export interface SeasonCategoryInfo {
  category: SeasonCategory
  ko: string
  en: string
  order: RankOrder
  /** Decimals shown, and compared: players equal at this precision are tied. */
  decimals: number
  /** What the value counts; the UI writes the unit in the reader's language. */
  unit: 'points' | 'won' | 'strokes' | 'yards' | 'percent' | 'putts'
  /** Needs 40% of the season's rounds to be official. */
  needsOfficialRounds: boolean
  value: (line: PlayerSeasonLine) => number | null
  /** Who may appear, beyond being a member of the tour. */
  includes?: (line: PlayerSeasonLine) => boolean
}

type Info = SeasonCategoryInfo

const positive = (n: number): number | null => (n > 0 ? n : null)

/** A points or money list: everyone with more than 0, no 40% rule. */
const race = (
  category: SeasonCategory,
  ko: string,
  en: string,
  unit: Info['unit'],
  value: Info['value'],
  includes?: Info['includes'],
): Info => ({
  category,
  ko,
  en,
  order: 'desc',
  decimals: unit === 'won' ? 0 : 2,
  unit,
  needsOfficialRounds: false,
  value,
  includes,
})

/** A statistic: official with 40% of the season's rounds. */
const stat = (
  category: SeasonCategory,
  ko: string,
  en: string,
  order: RankOrder,
  decimals: number,
  unit: Info['unit'],
  value: Info['value'],
): Info => ({
  category,
  ko,
  en,
  order,
  decimals,
  unit,
  needsOfficialRounds: true,
  value,
})

const points = (l: PlayerSeasonLine) => positive(l.points)

export const SEASON_CATEGORIES: Readonly<Record<SeasonCategory, SeasonCategoryInfo>> = {
  genesis: race('genesis', '제네시스 포인트', 'Genesis Points', 'points', points),
  prize: race('prize', '상금순위', 'Prize Money', 'won', (l) => positive(l.prize)),
  rookie: race('rookie', '신인상 포인트', 'Rookie of the Year', 'points', points, (l) => l.rookie),
  strokeAverage: stat('strokeAverage', '평균타수', 'Stroke Average', 'asc', 3, 'strokes', strokeAverage),
  drivingDistance: stat('drivingDistance', '드라이브 거리', 'Driving Distance', 'desc', 2, 'yards', drivingDistance),
  drivingAccuracy: stat(
    'drivingAccuracy',
    '페어웨이 안착률',
    'Driving Accuracy',
    'desc',
    2,
    'percent',
    drivingAccuracy,
  ),
  greensInRegulation: stat(
    'greensInRegulation',
    '그린 적중률',
    'Greens in Regulation',
    'desc',
    2,
    'percent',
    greensInRegulation,
  ),
  putts: stat('putts', '평균 퍼트', 'Putts per Round', 'asc', 2, 'putts', puttsPerRound),
  recoveries: stat('recoveries', '리커버리율', 'Recoveries', 'desc', 2, 'percent', recoveryRate),
  championsPoints: race('championsPoints', '챔피언스투어 포인트', 'Champions Tour Points', 'points', points),
  winterPoints: race('winterPoints', '윈터투어 포인트', 'Winter Tour Points', 'points', points),
}

export interface UnofficialEntry {
  value: number
  item: PlayerSeasonLine
}

export interface SeasonRanking {
  category: SeasonCategory
  official: RankedEntry<PlayerSeasonLine>[]
  /** Players short of 40% of the rounds, best first, without a rank. Empty for points and money. */
  unofficial: UnofficialEntry[]
}

export interface SeasonRankingOptions {
  /** Rounds the tour has played this season (all rounds of its official events so far). */
  seasonRounds: number
}

export function seasonRanking(
  category: SeasonCategory,
  lines: readonly PlayerSeasonLine[],
  { seasonRounds }: SeasonRankingOptions,
): SeasonRanking {
  const c = SEASON_CATEGORIES[category]
  const listed = lines
    .filter((l) => l.tourMember && (c.includes?.(l) ?? true))
    .map((item) => ({ item, value: c.value(item) }))
    .filter((e): e is UnofficialEntry => e.value !== null && Number.isFinite(e.value))
  const isOfficial = (e: UnofficialEntry) => !c.needsOfficialRounds || hasOfficialRounds(e.item.rounds, seasonRounds)
  const ranked = (entries: UnofficialEntry[]) =>
    competitionRank(entries, (e) => e.value, c.order, {
      decimals: c.decimals,
      tieOrder: (a, b) => byName(a.item, b.item),
    })
  return {
    category,
    official: ranked(listed.filter(isOfficial)).map((e) => ({ ...e, item: e.item.item })),
    unofficial: ranked(listed.filter((e) => !isOfficial(e))).map((e) => ({ value: e.value, item: e.item.item })),
  }
}

/** Every list at once, for a season page or a nightly snapshot. */
export function allSeasonRankings(
  lines: readonly PlayerSeasonLine[],
  options: SeasonRankingOptions,
): Record<SeasonCategory, SeasonRanking> {
  const entries = (Object.keys(SEASON_CATEGORIES) as SeasonCategory[]).map(
    (c) => [c, seasonRanking(c, lines, options)] as const,
  )
  return Object.fromEntries(entries) as Record<SeasonCategory, SeasonRanking>
}
