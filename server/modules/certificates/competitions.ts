import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { CertificateCompetitions, CertifiedCompetition } from '@contract/certificates'
import type { AppDb } from '../../db/database'
import { courses, entries, players, roundTotals, tournaments } from '../../db/schema/index'

/**
 * The tournaments a member may put on a certificate (docs/requirements/my-page.md#my-5): a member is the player whose
 * membership number he holds (players.member_no). Played ones are the finished tournaments he has an entry in, with
 * his finish and strokes per round; planned ones are the tournaments he is entered in that start after today.
 */
export async function competitionsOf(
  db: AppDb,
  memberNo: string | null,
  today: string,
): Promise<CertificateCompetitions> {
  if (!memberNo) return { isPlayer: false, played: [], planned: [] }
  const playerIds = (await db.select({ id: players.id }).from(players).where(eq(players.memberNo, memberNo))).map(
    (p) => p.id,
  )
  if (playerIds.length === 0) return { isPlayer: false, played: [], planned: [] }
  const rows = await db
    .select({
      entryId: entries.id,
      id: tournaments.id,
      nameKo: tournaments.nameKo,
      nameEn: tournaments.nameEn,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      finished: tournaments.finished,
      venue: courses.nameKo,
      finish: entries.finishText,
    })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .leftJoin(courses, eq(courses.id, tournaments.courseId))
    .where(inArray(entries.playerId, playerIds))
    .orderBy(desc(tournaments.startDate), asc(tournaments.id))
  const finished = rows.filter((r) => r.finished)
  const totals = finished.length
    ? await db
        .select({ entryId: roundTotals.entryId, strokes: roundTotals.strokes, toPar: roundTotals.toPar })
        .from(roundTotals)
        .where(
          inArray(
            roundTotals.entryId,
            finished.map((r) => r.entryId),
          ),
        )
        .orderBy(asc(roundTotals.entryId), asc(roundTotals.round))
    : []
  const played = finished.map((r): CertifiedCompetition => {
    const mine = totals.filter((t) => t.entryId === r.entryId)
    const base = competition(r)
    if (mine.length === 0) return { ...base, finish: r.finish }
    return {
      ...base,
      finish: r.finish,
      rounds: mine.map((t) => t.strokes),
      total: mine.reduce((sum, t) => sum + t.strokes, 0),
      toPar: mine.reduce((sum, t) => sum + t.toPar, 0),
    }
  })
  const planned = rows.filter((r) => !r.finished && r.startDate > today).map(competition)
  return { isPlayer: true, played, planned }
}

function competition(r: {
  id: number
  nameKo: string
  nameEn: string
  startDate: string
  endDate: string
  venue: string | null
}): CertifiedCompetition {
  return {
    id: r.id,
    nameKo: r.nameKo,
    nameEn: r.nameEn,
    startDate: r.startDate,
    endDate: r.endDate,
    venue: r.venue,
    finish: null,
    rounds: null,
    total: null,
    toPar: null,
  }
}
