import { ERROR_CODES } from '@contract/errors'
import type { GameDetailDto, GameListDto, GameListQuery, GameSummaryDto } from '@contract/game'
import type { CurrentGameDto, GameRoundsDto, LiveBoardGameDto, YearListDto } from '@contract/game-calendar'
import { normalizeTourId } from '@domain/tours'
import type { AppDb } from '../../db/database'
import { httpError } from '../../http/http-error'
import {
  earliestFirst,
  firstGameOf,
  gamesInProgress,
  latestEndFirst,
  roundsOf,
  seasonsWithGames,
  tourRef,
} from './repository-calendar'
import {
  byStartDate,
  countGames,
  newestFirst,
  gameFilter,
  gameById,
  gamesByIds,
  selectGames,
  summaries,
  toSummary,
  winnersOf,
  type GameRow,
} from './repository-games'
import { seoulYear } from '@domain/time'

/** Year lists reach 25 years back from the current year (docs/requirements/tours-and-records.md#tr-8). */
export const YEARS_BACK = 25

/** Tour ids folded as docs/requirements/tours-and-records.md#tr-1 says (55 → 54, 62 → 11); absent stays absent. */
export const tourOf = (raw: number | undefined): number | undefined =>
  raw === undefined ? undefined : normalizeTourId(raw)

export const notFound = (what: string) => httpError(404, ERROR_CODES.NOT_FOUND, `${what} not found`)

export async function requireGame(db: AppDb, gameId: number): Promise<GameRow> {
  const game = await gameById(db, gameId)
  if (!game) throw notFound(`Game ${gameId}`)
  return game
}

export async function listGames(db: AppDb, q: GameListQuery): Promise<GameListDto> {
  const where = gameFilter({ tourId: tourOf(q.tourId), year: q.year, month: q.month, status: q.status })
  const [total, rows] = await Promise.all([
    countGames(db, where),
    selectGames(db, where, q.order === 'desc' ? newestFirst : byStartDate, q.pageSize, (q.page - 1) * q.pageSize),
  ])
  return {
    items: await summaries(db, rows),
    page: q.page,
    pageSize: q.pageSize,
    total,
    totalPages: Math.ceil(total / q.pageSize),
  }
}

export async function gameDetail(db: AppDb, gameId: number): Promise<GameDetailDto> {
  const row = await requireGame(db, gameId)
  const { t } = row
  const [tour, winners] = await Promise.all([tourRef(db, t.tourId), winnersOf(db, t.status === 3 ? [t.id] : [])])
  return {
    ...toSummary(row, winners),
    tour: tour ?? { tourId: t.tourId, nameKo: String(t.tourId), nameEn: String(t.tourId) },
    fieldSize: t.fieldSize,
    entryFeeWon: t.entryFeeWon,
    ticketPriceWon: t.ticketPriceWon,
    applicationOpensAt: t.applicationOpensAt?.toISOString() ?? null,
    applicationClosesAt: t.applicationClosesAt?.toISOString() ?? null,
    broadcast: t.broadcast,
    stageType: t.stageType,
    cut:
      t.cutAfterRound !== null && t.cutTop !== null && t.cutTies !== null
        ? { afterRound: t.cutAfterRound, top: t.cutTop, ties: t.cutTies }
        : null,
    playoff: t.playoff !== null && t.playoff.holes.length > 0,
  }
}

export async function yearList(db: AppDb, rawTourId: number | undefined, now = new Date()): Promise<YearListDto> {
  const tourId = tourOf(rawTourId)
  const since = seoulYear(now) - YEARS_BACK
  return { tourId: tourId ?? null, years: await seasonsWithGames(db, since, tourId) }
}

/**
 * The current-game answer (docs/requirements/tours-and-records.md#tr-4): the game in progress of the tour, else the
 * next upcoming one (status 1 or 4, earliest start), else the latest completed one. Cancelled games are never current.
 */
export async function currentGame(db: AppDb, rawTourId: number | undefined): Promise<CurrentGameDto> {
  const tourId = tourOf(rawTourId) ?? normalizeTourId(undefined)
  const game =
    (await firstGameOf(db, tourId, [2], earliestFirst)) ??
    (await firstGameOf(db, tourId, [1, 4], earliestFirst)) ??
    (await firstGameOf(db, tourId, [3], latestEndFirst))
  return { tourId, gameId: game?.id ?? null, apcYear: game?.year ?? null }
}

/** Games in progress, main tours first in header order (tour sort order), then by start date. */
export async function ongoingGames(db: AppDb, rawTourId: number | undefined): Promise<GameSummaryDto[]> {
  const ids = await gamesInProgress(db, tourOf(rawTourId))
  if (ids.length === 0) return []
  const games = await gamesByIds(db, ids)
  const order = new Map(ids.map((id, i) => [id, i]))
  return (await summaries(db, games)).sort((a, b) => order.get(a.gameId)! - order.get(b.gameId)!)
}

/**
 * The game whose live leaderboard is on: an in-progress stroke-play game that has reached its
 * first round, of the tour asked for, or of the first tour in header order when none is given.
 */
export async function liveBoardGame(db: AppDb, rawTourId: number | undefined): Promise<LiveBoardGameDto> {
  const tourId = tourOf(rawTourId)
  const live = (await ongoingGames(db, tourId)).filter((g) => g.format === 'stroke' && g.currentRound >= 1)
  const game = live[0] ?? null
  return { tourId: tourId ?? null, gameId: game?.gameId ?? null, game }
}

export async function gameRounds(db: AppDb, gameId: number): Promise<GameRoundsDto> {
  const { t } = await requireGame(db, gameId)
  return { gameId, currentRound: t.currentRound, rounds: await roundsOf(db, gameId) }
}
