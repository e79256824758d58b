import { inArray } from 'drizzle-orm'
import type {
  EditionDto,
  HistoryEntryDto,
  PrevChallengeDto,
  PrevRecordDto,
  SeriesRecordDto,
} from '@contract/game-history'
import { recordLeaders } from '@domain/rankings/record-leaders'
import type { AppDb } from '../../db/database'
import { entries, tournaments } from '../../db/schema/index'
import { latestCompletedPerTour, seriesFilter } from './repository-calendar'
import { resultLines } from './service-results'
import { newestFirst, selectGames, winnersOf, type GameRow } from './repository-games'
import { storedLines } from './repository-lines'
import { requireGame, tourOf } from './service-games'

function toEdition({ t, course }: GameRow): EditionDto {
  return {
    gameId: t.id,
    year: t.year,
    startDate: t.startDate,
    endDate: t.endDate,
    nameKo: t.nameKo,
    nameEn: t.nameEn,
    courseNameKo: course?.nameKo ?? null,
    courseNameEn: course?.nameEn ?? null,
    status: t.status,
  }
}

async function historyEntries(db: AppDb, rows: GameRow[]): Promise<HistoryEntryDto[]> {
  const winners = await winnersOf(
    db,
    rows.map((r) => r.t.id),
  )
  return rows.map((r) => ({
    ...toEdition(r),
    winners: winners.get(r.t.id) ?? [],
    purseWon: r.t.purseWon,
    playoff: r.t.playoff !== null && r.t.playoff.holes.length > 0,
  }))
}

/** Earlier editions of the game's series, newest first. */
async function earlierEditions(db: AppDb, gameId: number, completedOnly: boolean): Promise<GameRow[]> {
  const { t } = await requireGame(db, gameId)
  return selectGames(db, seriesFilter(t, { before: t.startDate, completedOnly }), newestFirst)
}

export async function prevGameYears(db: AppDb, gameId: number) {
  return { gameId, editions: (await earlierEditions(db, gameId, false)).map(toEdition) }
}

/** Completed editions of the series, this one included, newest first: the past champions. */
export async function gameHistory(db: AppDb, gameId: number) {
  const { t } = await requireGame(db, gameId)
  const rows = await selectGames(db, seriesFilter(t, { completedOnly: true }), newestFirst)
  return { gameId, editions: await historyEntries(db, rows) }
}

/** The latest earlier completed edition and its top 10 (ties at 10th included). */
export async function prevChallenge(db: AppDb, gameId: number): Promise<PrevChallengeDto> {
  const [previous] = await earlierEditions(db, gameId, true)
  if (!previous) return { gameId, previous: null, results: [] }
  const lines = await resultLines(db, previous.t.id)
  return { gameId, previous: toEdition(previous), results: lines.filter((l) => l.rank !== null && l.rank <= 10) }
}

/** Earlier editions with their winners, and the series records (lowest round, lowest 72 holes) among them. */
export async function prevRecord(db: AppDb, gameId: number): Promise<PrevRecordDto> {
  const rows = await earlierEditions(db, gameId, true)
  const editions = await historyEntries(db, rows)
  if (rows.length === 0) return { gameId, editions, lowestRound: [], lowestTotal: [] }
  const lines = await storedLines(
    db,
    inArray(
      entries.tournamentId,
      rows.map((r) => r.t.id),
    ),
  )
  const byPlayer = new Map(lines.map((l) => [l.playerId, l]))
  const leaders = recordLeaders(lines, { limit: 3 })
  const record = (e: {
    item: { playerId: string; gameId: string; season: number; strokes: number; toPar: number; round?: number }
  }): SeriesRecordDto => {
    const line = byPlayer.get(e.item.playerId)!
    return {
      playerId: Number(e.item.playerId),
      nameKo: line.name,
      nameEn: line.nameEn,
      country: line.country,
      gameId: Number(e.item.gameId),
      year: e.item.season,
      round: e.item.round ?? null,
      strokes: e.item.strokes,
      toPar: e.item.toPar,
    }
  }
  return {
    gameId,
    editions,
    lowestRound: leaders.lowestRoundStrokes.map(record),
    lowestTotal: leaders.lowest72Strokes.map(record),
  }
}

/** The latest completed game of each tour (or of one tour) with its winner, newest first. */
export async function recordNew(db: AppDb, rawTourId: number | undefined) {
  const tourId = tourOf(rawTourId)
  const latest = await latestCompletedPerTour(db, tourId)
  if (latest.length === 0) return []
  const rows = await selectGames(db, inArray(tournaments.id, latest), newestFirst)
  return (await historyEntries(db, rows)).map((e, i) => ({ ...e, tourId: rows[i]!.t.tourId }))
}
