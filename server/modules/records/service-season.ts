import type { AwardsDto, AwardWinnerDto, SeasonStatsDto } from '@contract/records'
import { roundHalfUp } from '@domain/rankings/competition-rank'
import { pointsCategoryOf, seasonAwards } from '@domain/rankings/season-awards'
import {
  drivingAccuracy,
  drivingDistance,
  greensInRegulation,
  hasOfficialRounds,
  puttsPerRound,
  recoveryRate,
  strokeAverage,
  type PlayerSeasonLine,
} from '@domain/rankings/season-line'
import type { AppDb } from '../../db/database'
import { seoulYear } from '@domain/time'
import { latestSeason, seasonLines, seasonRoundCount, type SeasonLineRow } from '../rankings/repository'
import { completedSeasons } from './repository'

const rounded = (value: number | null, decimals: number) => (value === null ? null : roundHalfUp(value, decimals))
const ref = (l: SeasonLineRow) => ({
  playerId: Number(l.playerId),
  nameKo: l.name,
  nameEn: l.nameEn,
  country: l.country,
})

/**
 * Stats by season: every member of the tour with a start, with the statistics of the rankings lists
 * (same aggregates, same decimals) and whether they are official (40% of the season's rounds).
 */
export async function seasonStats(db: AppDb, tourId: number, rawSeason: number | undefined): Promise<SeasonStatsDto> {
  const season = rawSeason ?? (await latestSeason(db, tourId)) ?? seoulYear()
  const [lines, seasonRounds] = await Promise.all([
    seasonLines(db, tourId, season),
    seasonRoundCount(db, tourId, season),
  ])
  const rows = lines
    .filter((l) => l.tourMember)
    .map((l) => ({
      ...ref(l),
      rounds: l.rounds,
      official: seasonRounds > 0 && hasOfficialRounds(l.rounds, seasonRounds),
      strokeAverage: rounded(strokeAverage(l), 3),
      drivingDistance: rounded(drivingDistance(l), 2),
      drivingAccuracy: rounded(drivingAccuracy(l), 2),
      greensInRegulation: rounded(greensInRegulation(l), 2),
      putts: rounded(puttsPerRound({ ...l, rounds: l.puttRounds }), 2),
      recoveries: rounded(recoveryRate(l), 2),
      points: roundHalfUp(l.points, 2),
      prize: Math.round(l.prize),
    }))
    .sort((a, b) => b.points - a.points || a.nameKo.localeCompare(b.nameKo, 'ko'))
  return { tourId, season, seasonRounds, rows }
}

/** The awards of every completed season since 2013 (domain/rankings/season-awards), newest first. */
export async function awards(db: AppDb, tourId: number): Promise<AwardsDto> {
  const seasons = await completedSeasons(db, tourId)
  const perSeason = await Promise.all(
    seasons.map(async (season) => {
      const [lines, seasonRounds] = await Promise.all([
        seasonLines(db, tourId, season),
        seasonRoundCount(db, tourId, season),
      ])
      const won = seasonAwards(tourId, lines, { seasonRounds })
      const winners = (list: typeof won.points): AwardWinnerDto[] =>
        list.map((e) => ({ ...ref(e.item as PlayerSeasonLine as SeasonLineRow), value: e.value }))
      return {
        season,
        points: winners(won.points),
        prize: winners(won.prize),
        rookie: winners(won.rookie),
        strokeAverage: winners(won.strokeAverage),
      }
    }),
  )
  return { tourId, pointsCategory: pointsCategoryOf(tourId), seasons: perSeason }
}
