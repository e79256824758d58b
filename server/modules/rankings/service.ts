import type { RankingDto, SeasonCategoryId } from '@contract/rankings'
import { SEASON_CATEGORIES, seasonRanking } from '@domain/rankings/season-rankings'
import { normalizeTourId } from '@domain/tours'
import type { AppDb } from '../../db/database'
import { seoulYear } from '@domain/time'
import { latestSeason, seasonLines, seasonRoundCount, type SeasonLineRow } from './repository'

export interface RankingQuery {
  category: SeasonCategoryId
  season?: number | undefined
  tourId: number
  limit: number
}

const lineOf = (item: SeasonLineRow, value: number, rounds: number) => ({
  playerId: Number(item.playerId),
  nameKo: item.name,
  nameEn: item.nameEn,
  country: item.country,
  rounds,
  value,
})

/**
 * One season list: lines aggregated from the database, ranked by domain/rankings seasonRanking
 * (members only; ties share a rank shown 'T3'; statistics official with 40% of the season's rounds).
 * The putts list counts only complete rounds with putts on every hole (imported cards carry none).
 */
export async function ranking(db: AppDb, q: RankingQuery): Promise<RankingDto> {
  const tourId = normalizeTourId(q.tourId)
  const season = q.season ?? (await latestSeason(db, tourId)) ?? seoulYear()
  const [lines, seasonRounds] = await Promise.all([
    seasonLines(db, tourId, season),
    seasonRoundCount(db, tourId, season),
  ])
  const input = q.category === 'putts' ? lines.map((l) => ({ ...l, rounds: l.puttRounds })) : lines
  const result = seasonRanking(q.category, input, { seasonRounds })
  const info = SEASON_CATEGORIES[q.category]
  const rows = (item: SeasonLineRow) => (q.category === 'putts' ? item.puttRounds : item.rounds)
  return {
    category: q.category,
    nameKo: info.ko,
    nameEn: info.en,
    unit: info.unit,
    decimals: info.decimals,
    season,
    tourId,
    seasonRounds,
    official: result.official.slice(0, q.limit).map((e) => ({
      rank: e.rank,
      position: e.position,
      ...lineOf(e.item as SeasonLineRow, e.value, rows(e.item as SeasonLineRow)),
    })),
    unofficial: result.unofficial
      .slice(0, q.limit)
      .map((e) => lineOf(e.item as SeasonLineRow, e.value, rows(e.item as SeasonLineRow))),
  }
}
