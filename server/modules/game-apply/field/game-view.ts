import type { ApplyGameDto } from '@contract/game-apply'
import { applicationWindow, eligibleTypes } from '@domain/applications'
import { and, asc, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm'
import type { AppDb } from '../../../db/database'
import { applicationFields, courses, tourCategory, tournaments, type TournamentRow } from '../../../db/schema/index'

/** A tournament with what the staff's field page shows about its applications (APP-11). */
export interface FieldGame {
  row: TournamentRow
  dto: ApplyGameDto
  confirmedAt: Date | null
}

/** The tournament as contract/game-apply.ts applyGameSchema describes it; null when there is none. */
export async function fieldGameOf(db: AppDb, gameId: number, now: Date): Promise<FieldGame | null> {
  const [found] = await fieldGames(db, eq(tournaments.id, gameId), now)
  return found ?? null
}

/**
 * The tournaments of a season still to be played (game status 1 or 4) whose application window is open or has ended:
 * the staff's picker (APP-11), by application opening, then start date, as the applicants' list orders them.
 */
export async function staffGameList(db: AppDb, year: number, now: Date): Promise<FieldGame[]> {
  const where = and(
    eq(tournaments.year, year),
    isNotNull(tournaments.applicationOpensAt),
    inArray(tournaments.status, [1, 4]),
  )
  const games = await fieldGames(db, where, now)
  return games.filter((g) => g.dto.window === 'open' || g.dto.window === 'ended')
}

/** Seasons with tournaments taking applications, newest first. */
export async function applicationYears(db: AppDb): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: tournaments.year })
    .from(tournaments)
    .where(isNotNull(tournaments.applicationOpensAt))
    .orderBy(desc(tournaments.year))
  return rows.map((r) => r.year)
}

async function fieldGames(db: AppDb, where: SQL | undefined, now: Date): Promise<FieldGame[]> {
  const rows = await db
    .select({ t: tournaments, tour: tourCategory, course: courses, field: applicationFields })
    .from(tournaments)
    .innerJoin(tourCategory, eq(tourCategory.id, tournaments.tourId))
    .leftJoin(courses, eq(courses.id, tournaments.courseId))
    .leftJoin(applicationFields, eq(applicationFields.tournamentId, tournaments.id))
    .where(where)
    .orderBy(asc(tournaments.applicationOpensAt), asc(tournaments.startDate), asc(tournaments.id))
  return rows.map(({ t, tour, course, field }) => {
    const window = applicationWindow(
      { opensAt: t.applicationOpensAt, closesAt: t.applicationClosesAt, gameStatus: t.status },
      now,
    )
    const dto: ApplyGameDto = {
      gameId: t.id,
      tourId: t.tourId,
      tourNameKo: tour.nameKo,
      tourNameEn: tour.nameEn,
      nameKo: t.nameKo,
      nameEn: t.nameEn,
      startDate: t.startDate,
      endDate: t.endDate,
      venueKo: course?.nameKo ?? null,
      venueEn: course?.nameEn ?? null,
      stageType: t.stageType ?? null,
      gameStatus: t.status,
      entryFeeWon: t.entryFeeWon,
      fieldSize: t.fieldSize ?? null,
      applicationOpensAt: t.applicationOpensAt?.toISOString() ?? null,
      applicationClosesAt: t.applicationClosesAt?.toISOString() ?? null,
      window,
      accepted: field?.accepted ?? 0,
      waitlisted: field?.waitlisted ?? 0,
      eligibleTypes: [...eligibleTypes({ tourId: t.tourId, stageType: t.stageType ?? null, startDate: t.startDate })],
      mine: null,
    }
    return { row: t, dto, confirmedAt: field?.confirmedAt ?? null }
  })
}
