import { and, eq, inArray } from 'drizzle-orm'
import {
  TOUR_RECORD_KINDS,
  type CompetitionRecordsDto,
  type TourRecordEntryDto,
  type TourRecordsDto,
} from '@contract/records'
import { FIRST_SEARCHABLE_SEASON } from '@contract/record-search'
import { recordLeaders } from '@domain/rankings/record-leaders'
import type { AppDb } from '../../db/database'
import { entries, tournaments } from '../../db/schema/index'
import { storedLines, type StoredLine } from '../games/repository-lines'
import { gameHistory } from '../games/service-history'
import { seoulYear } from '@domain/time'
import { latestSeason } from '../rankings/repository'
import { gameNames, seriesOf } from './repository'

type Leaders = ReturnType<typeof recordLeaders>
type Item = Leaders[keyof Leaders][number]['item']

const numeric = (kind: (typeof TOUR_RECORD_KINDS)[number], item: Item): number => {
  if ('strokes' in item)
    return kind.endsWith('ToPar')
      ? item.toPar
      : kind === 'mostBirdiesInRound' && 'birdies' in item
        ? item.birdies
        : item.strokes
  return kind === 'wins'
    ? item.wins
    : kind === 'top10s'
      ? item.top10s
      : kind === 'cutsMade'
        ? item.cutsMade
        : kind === 'consecutiveCuts'
          ? item.longestCutStreak
          : item.prize
}

/** Tour Record: the season records of domain/rankings recordLeaders (top 10, ties kept) over the stored results. */
export async function tourRecords(db: AppDb, tourId: number, rawSeason: number | undefined): Promise<TourRecordsDto> {
  const season = rawSeason ?? (await latestSeason(db, tourId)) ?? seoulYear()
  const lines = await storedLines(db, and(eq(tournaments.tourId, tourId), eq(tournaments.year, season))!)
  const leaders = recordLeaders(lines)
  const people = new Map<string, StoredLine>(lines.map((l) => [l.playerId, l]))
  const names = await gameNames(db, [...new Set(lines.map((l) => Number(l.gameId)))])
  const entry = (
    kind: (typeof TOUR_RECORD_KINDS)[number],
    e: { rank: number; position: string; item: Item },
  ): TourRecordEntryDto => {
    const p = people.get(e.item.playerId)!
    const game = 'gameId' in e.item ? names.get(Number(e.item.gameId)) : undefined
    return {
      rank: e.rank,
      position: e.position,
      playerId: Number(e.item.playerId),
      nameKo: p.name,
      nameEn: p.nameEn,
      country: p.country,
      value: numeric(kind, e.item),
      gameId: 'gameId' in e.item ? Number(e.item.gameId) : null,
      gameNameKo: game?.nameKo ?? null,
      gameNameEn: game?.nameEn ?? null,
      round: 'round' in e.item ? e.item.round : null,
    }
  }
  return {
    tourId,
    season,
    lists: TOUR_RECORD_KINDS.map((kind) => ({
      kind,
      entries: (leaders[kind] as Array<{ rank: number; position: string; item: Item }>).map((e) => entry(kind, e)),
    })),
  }
}

/** Record by competition: the series of the tour, and for the chosen one its winners and records since 2013. */
export async function competitionRecords(
  db: AppDb,
  tourId: number,
  gameId: number | undefined,
): Promise<CompetitionRecordsDto> {
  const series = await seriesOf(db, tourId)
  const chosen = (gameId === undefined ? undefined : await chosenSeries(db, tourId, gameId, series)) ?? series[0]
  if (!chosen) return { tourId, series, gameId: null, editions: [], lowestRound: [], lowestTotal: [] }
  const editions = (await gameHistory(db, chosen.gameId)).editions.filter((e) => e.year >= FIRST_SEARCHABLE_SEASON)
  const lines = await storedLines(
    db,
    inArray(
      entries.tournamentId,
      editions.map((e) => e.gameId),
    ),
  )
  const people = new Map(lines.map((l) => [l.playerId, l]))
  const leaders = recordLeaders(lines, { limit: 3 })
  const record = (e: {
    item: { playerId: string; gameId: string; season: number; strokes: number; toPar: number; round?: number }
  }) => {
    const p = people.get(e.item.playerId)!
    return {
      playerId: Number(p.playerId),
      nameKo: p.name,
      nameEn: p.nameEn,
      country: p.country,
      gameId: Number(e.item.gameId),
      year: e.item.season,
      round: e.item.round ?? null,
      strokes: e.item.strokes,
      toPar: e.item.toPar,
    }
  }
  return {
    tourId,
    series,
    gameId: chosen.gameId,
    editions,
    lowestRound: leaders.lowestRoundStrokes.map(record),
    lowestTotal: leaders.lowest72Strokes.map(record),
  }
}

/** The series a game belongs to: any edition's id finds it (a link may carry an old game's id). */
async function chosenSeries(db: AppDb, tourId: number, gameId: number, series: Awaited<ReturnType<typeof seriesOf>>) {
  const direct = series.find((s) => s.gameId === gameId)
  if (direct) return direct
  const [game] = await db
    .select({ nameKo: tournaments.nameKo })
    .from(tournaments)
    .where(and(eq(tournaments.id, gameId), eq(tournaments.tourId, tourId)))
  return game ? series.find((s) => s.nameKo === game.nameKo) : undefined
}
