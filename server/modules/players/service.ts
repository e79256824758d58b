import { and, count, eq } from 'drizzle-orm'
import { ERROR_CODES } from '@contract/errors'
import type {
  PlayerDetailDto,
  PlayerListDto,
  PlayerRecordsDto,
  PlayerSearchQuery,
  PlayerStatsDto,
  RecordSummaryDto,
} from '@contract/player'
import { completedRounds, seventyTwoHoleTotals } from '@domain/rankings/best-rounds'
import { roundHalfUp } from '@domain/rankings/competition-rank'
import { seasonRanking } from '@domain/rankings/season-rankings'
import { playerRecords } from '@domain/rankings/records'
import { normalizeTourId } from '@domain/tours'
import type { AppDb } from '../../db/database'
import { entries, tournaments } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { storedLines, type StoredLine } from '../games/repository-lines'
import { latestSeason, seasonLines, seasonRoundCount } from '../rankings/repository'
import { playerProfile } from './repository'
import { searchPlayers } from './repository-search'
import { seasonStats } from './repository-stats'

const notFound = (playerId: number) => httpError(404, ERROR_CODES.NOT_FOUND, `Player ${playerId} not found`)

export async function getPlayer(db: AppDb, playerId: number): Promise<PlayerDetailDto> {
  const profile = await playerProfile(db, playerId)
  if (!profile) throw notFound(playerId)
  return profile
}

const minOf = (values: number[]) => (values.length > 0 ? Math.min(...values) : null)

/** One set of lines (a season, or a career) summarised by domain/rankings records. */
function summarise(lines: readonly StoredLine[]): RecordSummaryDto {
  const [record] = playerRecords(lines)
  const rounds = completedRounds(lines)
  const strokes = rounds.reduce((s, r) => s + r.strokes, 0)
  return {
    starts: record?.starts ?? 0,
    wins: record?.wins ?? 0,
    top10s: record?.top10s ?? 0,
    cutsMade: record?.cutsMade ?? 0,
    cutsMissed: record?.cutsMissed ?? 0,
    prizeWon: record?.prize ?? 0,
    genesisPoints: lines.reduce((s, l) => s + l.genesisPoints, 0),
    longestCutStreak: record?.longestCutStreak ?? 0,
    currentCutStreak: record?.currentCutStreak ?? 0,
    lowestRound: minOf(rounds.map((r) => r.strokes)),
    lowest72: minOf(seventyTwoHoleTotals(lines).map((t) => t.strokes)),
    roundsPlayed: rounds.length,
    scoringAverage: rounds.length > 0 ? roundHalfUp(strokes / rounds.length, 3) : null,
  }
}

/** Season and career records of a player over completed games (one tour, or all). */
export async function getPlayerRecords(
  db: AppDb,
  playerId: number,
  rawTourId: number | undefined,
): Promise<PlayerRecordsDto> {
  if (!(await playerProfile(db, playerId))) throw notFound(playerId)
  const tourId = rawTourId === undefined ? null : normalizeTourId(rawTourId)
  const lines = await storedLines(
    db,
    and(eq(entries.playerId, playerId), ...(tourId === null ? [] : [eq(tournaments.tourId, tourId)]))!,
  )
  const bySeason = new Map<number, StoredLine[]>()
  for (const l of lines) bySeason.set(l.season, [...(bySeason.get(l.season) ?? []), l])
  return {
    playerId,
    tourId,
    career: summarise(lines),
    seasons: [...bySeason.entries()]
      .sort((a, b) => b[0] - a[0])
      .map(([season, own]) => ({ season, ...summarise(own) })),
  }
}

/** `GET /api/players`: one page of a tour's players. */
export const listPlayers = (db: AppDb, q: PlayerSearchQuery): Promise<PlayerListDto> => searchPlayers(db, q)

/**
 * Season statistics for the charts and the standing of the tour's latest season: wins, and the Genesis
 * points and prize-money ranks as the rankings module ranks them (the same lines, the same rules).
 */
export async function getPlayerStats(db: AppDb, playerId: number, rawTourId: number): Promise<PlayerStatsDto> {
  if (!(await playerProfile(db, playerId))) throw notFound(playerId)
  const tourId = normalizeTourId(rawTourId)
  const [seasons, season] = await Promise.all([seasonStats(db, playerId, tourId), latestSeason(db, tourId)])
  let standing: PlayerStatsDto['standing'] = null
  if (season !== null) {
    const [lines, seasonRounds, [won]] = await Promise.all([
      seasonLines(db, tourId, season),
      seasonRoundCount(db, tourId, season),
      db
        .select({ n: count() })
        .from(entries)
        .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
        .where(
          and(
            eq(entries.playerId, playerId),
            eq(entries.finishRank, 1),
            eq(tournaments.tourId, tourId),
            eq(tournaments.year, season),
            eq(tournaments.status, 3),
          ),
        ),
    ])
    const own = lines.find((l) => Number(l.playerId) === playerId)
    if (own) {
      const rankIn = (category: 'genesis' | 'prize') =>
        seasonRanking(category, lines, { seasonRounds }).official.find(
          (e) => Number((e.item as { playerId: string }).playerId) === playerId,
        )?.rank ?? null
      standing = {
        season,
        wins: won?.n ?? 0,
        genesisPoints: Math.round(own.points),
        genesisRank: rankIn('genesis'),
        prizeWon: Math.round(own.prize),
        prizeRank: rankIn('prize'),
      }
    }
  }
  return { playerId, tourId, seasons, standing }
}
