import type { ApplyGameDetailDto, ApplyGameDto, ApplyTourFilter } from '@contract/game-apply'
import { ERROR_CODES } from '@contract/errors'
import { applicationWindow, eligibleTypes, type ApplicationWindow } from '@domain/applications'
import type { SelectionStage } from '@domain/selection/pass-line'
import { and, asc, eq, inArray, isNotNull, notInArray, type SQL } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { applicationFields, courses, tourCategory, tournaments } from '../../db/schema/index'
import { httpError } from '../../http/http-error'

/**
 * A tournament as applicants see it (docs/requirements/tournament-applications.md#app-4, #app-7): its facts, the
 * window on the server's clock and the places taken, read from the field row the apply call keeps.
 */
export type GameRow = Awaited<ReturnType<typeof gameRows>>[number]

const MAIN_TOURS = [11, 12, 13, 54]

function gameRows(db: AppDb, where: SQL | undefined) {
  return db
    .select({
      t: tournaments,
      tourNameKo: tourCategory.nameKo,
      tourNameEn: tourCategory.nameEn,
      courseKo: courses.nameKo,
      courseEn: courses.nameEn,
      venueKo: courses.locationKo,
      venueEn: courses.locationEn,
      accepted: applicationFields.accepted,
      waitlisted: applicationFields.waitlisted,
      confirmedAt: applicationFields.confirmedAt,
    })
    .from(tournaments)
    .leftJoin(tourCategory, eq(tourCategory.id, tournaments.tourId))
    .leftJoin(courses, eq(courses.id, tournaments.courseId))
    .leftJoin(applicationFields, eq(applicationFields.tournamentId, tournaments.id))
    .where(where)
    .orderBy(asc(tournaments.applicationOpensAt), asc(tournaments.startDate), asc(tournaments.id))
}

export const windowOf = (t: GameRow['t'], now: Date): ApplicationWindow | null =>
  applicationWindow({ opensAt: t.applicationOpensAt, closesAt: t.applicationClosesAt, gameStatus: t.status }, now)

export async function gameRow(db: AppDb, gameId: number): Promise<GameRow> {
  const [row] = await gameRows(db, eq(tournaments.id, gameId))
  if (!row) throw httpError(404, ERROR_CODES.NOT_FOUND, `Tournament ${gameId} not found`)
  return row
}

const tourWhere = (tourId: ApplyTourFilter): SQL | undefined => {
  if (tourId === 'all') return undefined
  if (tourId === 'etc') return notInArray(tournaments.tourId, MAIN_TOURS)
  return eq(tournaments.tourId, Number(tourId))
}

/** Tournaments of a season that take applications (a window stored), for GET /game/main/list. */
export const seasonGames = (db: AppDb, year: number, tourId: ApplyTourFilter) =>
  gameRows(db, and(eq(tournaments.year, year), isNotNull(tournaments.applicationOpensAt), tourWhere(tourId)))

/** Seasons with tournaments taking applications, newest first. */
export async function applicationYears(db: AppDb): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: tournaments.year })
    .from(tournaments)
    .where(isNotNull(tournaments.applicationOpensAt))
  return rows.map((r) => r.year).sort((a, b) => b - a)
}

export const gamesByIds = (db: AppDb, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : gameRows(db, inArray(tournaments.id, ids))

export function gameDto(row: GameRow, now: Date): Omit<ApplyGameDto, 'mine'> {
  const { t } = row
  const stageType = (t.stageType as SelectionStage | null) ?? null
  return {
    gameId: t.id,
    tourId: t.tourId,
    tourNameKo: row.tourNameKo ?? String(t.tourId),
    tourNameEn: row.tourNameEn ?? String(t.tourId),
    nameKo: t.nameKo,
    nameEn: t.nameEn,
    startDate: t.startDate,
    endDate: t.endDate,
    venueKo: row.venueKo,
    venueEn: row.venueEn,
    stageType,
    gameStatus: t.status,
    entryFeeWon: t.entryFeeWon,
    fieldSize: t.fieldSize,
    applicationOpensAt: t.applicationOpensAt?.toISOString() ?? null,
    applicationClosesAt: t.applicationClosesAt?.toISOString() ?? null,
    window: windowOf(t, now),
    accepted: row.accepted ?? 0,
    waitlisted: row.waitlisted ?? 0,
    eligibleTypes: [...eligibleTypes({ tourId: t.tourId, stageType, startDate: t.startDate })],
  }
}

export function gameDetailDto(row: GameRow, now: Date): Omit<ApplyGameDetailDto, 'mine'> {
  const { t } = row
  return {
    ...gameDto(row, now),
    purseWon: t.purseWon,
    winnerPoints: t.genesisPoints,
    rounds: t.rounds,
    format: t.format,
    courseKo: row.courseKo,
    courseEn: row.courseEn,
  }
}
