import type { ReRankingDto } from '@contract/records'
import { reRanking } from '@domain/rankings/re-ranking'
import type { AppDb } from '../../db/database'
import { seoulYear } from '@domain/time'
import { latestSeason } from './repository'
import { reRankingGames, startsIn } from './repository-re-ranking'

/** The mid-season re-ranking (domain/rankings/re-ranking, decision 0028) from the stored results of the window. */
export async function reRankingOf(db: AppDb, tourId: number, rawSeason: number | undefined): Promise<ReRankingDto> {
  const season = rawSeason ?? (await latestSeason(db, tourId)) ?? seoulYear()
  const games = await reRankingGames(db, tourId, season)
  const starts = await startsIn(
    db,
    games.filter((g) => g.status === 3).map((g) => g.id),
  )
  const people = new Map(starts.map((s) => [String(s.playerId), s]))
  const result = reRanking(
    games.map((g) => ({ gameId: String(g.id), endDate: g.endDate, completed: g.status === 3 })),
    starts.map((s) => ({
      playerId: String(s.playerId),
      name: s.nameKo,
      gameId: String(s.gameId),
      tourMember: s.tourMember,
      points: s.points ?? 0,
      prize: s.prize ?? 0,
    })),
  )
  const inWindow = new Set(result.window.map((g) => g.gameId))
  return {
    tourId,
    season,
    window: games
      .filter((g) => inWindow.has(String(g.id)))
      .map((g) => ({
        gameId: g.id,
        nameKo: g.nameKo,
        nameEn: g.nameEn,
        endDate: g.endDate,
        completed: g.status === 3,
      })),
    cutoffGameId: result.cutoff ? Number(result.cutoff.gameId) : null,
    counted: result.counted,
    provisional: result.provisional,
    lines: result.entries.map((e) => {
      const p = people.get(e.item.playerId)!
      return {
        rank: e.rank,
        position: e.position,
        playerId: Number(e.item.playerId),
        nameKo: p.nameKo,
        nameEn: `${p.firstNameEn} ${p.lastNameEn}`.trim(),
        country: p.country,
        starts: e.item.starts,
        points: e.value,
        prize: e.item.prize,
      }
    }),
  }
}
