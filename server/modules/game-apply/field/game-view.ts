import type { ApplyGameDto } from '@contract/game-apply'
import { applicationWindow, eligibleTypes } from '@domain/applications'
import { eq } from 'drizzle-orm'
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
  const [found] = await db
    .select({ t: tournaments, tour: tourCategory, course: courses, field: applicationFields })
    .from(tournaments)
    .innerJoin(tourCategory, eq(tourCategory.id, tournaments.tourId))
    .leftJoin(courses, eq(courses.id, tournaments.courseId))
    .leftJoin(applicationFields, eq(applicationFields.tournamentId, tournaments.id))
    .where(eq(tournaments.id, gameId))
  if (!found) return null
  const { t, tour, course, field } = found
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
}
