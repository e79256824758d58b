import { seoulDate } from '@domain/time'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { ScoringGame } from '@contract/scorers'
import { and, asc, eq, gte, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { feedTokens, tournaments, tournamentScorers, type TournamentRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { assertTakesScores } from '../games/takes-scores'

/** How long a finished tournament stays on the desk: long enough to look into its scores afterwards. */
export const FINISHED_SHOWN_DAYS = 30

/** 404 for an unknown game; 409 for one that takes no more scores (finished, cancelled, not stroke play). */
export async function openGame(db: AppDb, gameId: number): Promise<TournamentRow> {
  const [game] = await db.select().from(tournaments).where(eq(tournaments.id, gameId))
  if (!game)
    throw httpError(404, ERROR_CODES.NOT_FOUND, `Game ${gameId} not found`, { gameId: FIELD_ERRORS.INVALID_VALUE })
  if (game.status === 9)
    throw httpError(409, ERROR_CODES.CONFLICT, `Game ${gameId} is cancelled`, { gameId: FIELD_ERRORS.INVALID_VALUE })
  assertTakesScores(game)
  return game
}

/** 404 unless the game exists (the audit and the lists also answer for finished games). */
export async function existingGame(db: AppDb, gameId: number): Promise<void> {
  const [game] = await db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, gameId))
  if (!game)
    throw httpError(404, ERROR_CODES.NOT_FOUND, `Game ${gameId} not found`, { gameId: FIELD_ERRORS.INVALID_VALUE })
}

const STATUS_ORDER = sql`case ${tournaments.status} when 2 then 0 when 4 then 1 when 1 then 1 else 2 end`

/**
 * The stroke-play tournaments on a course that staff assign scorers to: in progress first, then upcoming,
 * then those finished in the last FINISHED_SHOWN_DAYS days, each by start date.
 */
export async function listScoringGames(db: AppDb, now: Date, language: 'ko' | 'en'): Promise<ScoringGame[]> {
  const since = seoulDate(new Date(now.getTime() - FINISHED_SHOWN_DAYS * 86_400_000))
  const rows = await db
    .select({
      game: tournaments,
      scorers: sql<number>`(select count(*)::int from ${tournamentScorers}
        where ${tournamentScorers.tournamentId} = ${tournaments.id})`,
      tokens: sql<number>`(select count(*)::int from ${feedTokens}
        where ${feedTokens.tournamentId} = ${tournaments.id} and ${feedTokens.revokedAt} is null)`,
    })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.format, 'stroke'),
        isNotNull(tournaments.courseId),
        or(inArray(tournaments.status, [1, 2, 4]), and(eq(tournaments.status, 3), gte(tournaments.endDate, since))),
      ),
    )
    .orderBy(STATUS_ORDER, asc(tournaments.startDate), asc(tournaments.id))
  return rows.map(({ game, scorers: n, tokens: t }) => ({
    gameId: game.id,
    tourId: game.tourId,
    name: language === 'en' ? game.nameEn : game.nameKo,
    startDate: game.startDate,
    endDate: game.endDate,
    status: game.status,
    scorers: Number(n),
    feedTokens: Number(t),
  }))
}
