import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { LiveScoreInput } from '@contract/live-scores'
import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import type { PlanePoint } from '../../db/schema/course'
import { courseHoles, holeScores, liveScoreAudit, shots, type TournamentRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { auditAuthorColumns, type ScoreAuthor } from './score-author'
import { checkShots, shotRows } from './shot-rows'

export interface HoleWrite {
  entryId: number
  score: LiveScoreInput
}

type GameOnCourse = TournamentRow & { courseId: number }

const keyOf = (w: HoleWrite) => `${w.entryId}/${w.score.round}/${w.score.hole}`

/**
 * Writes validated hole scores of active entries with a fixed number of statements whatever their
 * count (one score from the API, a whole round from the import): the scores (a second one for a hole
 * replaces it), one audit line each naming its author and, when given, the hole's shots (replacing the
 * previous ones).
 * A correction without shots keeps the stored shots only while they still fit the new stroke count.
 * The caller upserts the round totals (upsertRoundTotals) once its scores are written.
 */
export async function writeHoleScores(
  tx: AppDb,
  game: GameOnCourse,
  writes: readonly HoleWrite[],
  author: ScoreAuthor,
): Promise<void> {
  if (writes.length === 0) return
  const seen = new Set<string>()
  writes.forEach((w, i) => {
    if (w.score.shots) checkShots(w.score.shots, w.score.strokes)
    if (seen.has(keyOf(w))) {
      throw httpError(
        400,
        ERROR_CODES.VALIDATION,
        `Hole ${w.score.hole} of round ${w.score.round} of player ${w.score.playerId} is given twice`,
        {
          [`scores.${i}.hole`]: FIELD_ERRORS.INVALID_VALUE,
        },
      )
    }
    seen.add(keyOf(w))
  })

  const entryIds = [...new Set(writes.map((w) => w.entryId))]
  const rounds = [...new Set(writes.map((w) => w.score.round))]
  const stored = await tx
    .select({
      entryId: holeScores.entryId,
      round: holeScores.round,
      hole: holeScores.hole,
      strokes: holeScores.strokes,
    })
    .from(holeScores)
    .where(and(inArray(holeScores.entryId, entryIds), inArray(holeScores.round, rounds)))
  const previous = new Map(stored.map((s) => [`${s.entryId}/${s.round}/${s.hole}`, s.strokes]))

  await tx
    .insert(holeScores)
    .values(
      writes.map(({ entryId, score }) => ({
        entryId,
        round: score.round,
        hole: score.hole,
        tournamentId: game.id,
        strokes: score.strokes,
        putts: score.putts ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [holeScores.entryId, holeScores.round, holeScores.hole],
      set: { strokes: sql`excluded.strokes`, putts: sql`excluded.putts` },
    })
  const by = auditAuthorColumns(author)
  await tx.insert(liveScoreAudit).values(
    writes.map(({ entryId, score }) => ({
      ...by,
      tournamentId: game.id,
      entryId,
      round: score.round,
      hole: score.hole,
      oldStrokes: previous.get(`${entryId}/${score.round}/${score.hole}`) ?? null,
      newStrokes: score.strokes,
    })),
  )

  const holeShots = (w: HoleWrite) =>
    and(eq(shots.entryId, w.entryId), eq(shots.round, w.score.round), eq(shots.hole, w.score.hole))
  const withShots = writes.filter((w) => w.score.shots)
  for (const w of withShots) if (previous.has(keyOf(w))) await tx.delete(shots).where(holeShots(w))
  if (withShots.some((w) => w.score.shots!.length > 0)) {
    const greens = await greenCentres(tx, game.courseId)
    const rows = withShots.flatMap((w) =>
      shotRows(
        { entryId: w.entryId, round: w.score.round, hole: w.score.hole, tournamentId: game.id },
        w.score.shots!,
        greens.get(w.score.hole) ?? [0, 0],
      ),
    )
    await tx.insert(shots).values(rows)
  }
  for (const w of writes) {
    const before = previous.get(keyOf(w))
    if (w.score.shots || before === undefined || before === w.score.strokes) continue
    const [beyond] = await tx
      .select({ shotNo: shots.shotNo })
      .from(shots)
      .where(and(holeShots(w), gt(shots.shotNo, w.score.strokes)))
      .limit(1)
    if (beyond) await tx.delete(shots).where(holeShots(w))
  }
}

/** Where the holing stroke ends: the green centre of each hole (score input carries no pin position). */
async function greenCentres(tx: AppDb, courseId: number): Promise<Map<number, PlanePoint>> {
  const rows = await tx
    .select({ hole: courseHoles.hole, at: courseHoles.greenCenter })
    .from(courseHoles)
    .where(eq(courseHoles.courseId, courseId))
  return new Map(rows.map((r) => [r.hole, r.at]))
}

/** Recomputes round_totals of the given entries' round from their hole scores (same transaction). */
export async function upsertRoundTotals(
  tx: AppDb,
  game: GameOnCourse,
  round: number,
  entryIds: readonly number[],
): Promise<void> {
  if (entryIds.length === 0) return
  await tx.execute(sql`
    insert into round_totals (entry_id, round, tournament_id, strokes, to_par, holes_played)
    select hs.entry_id, hs.round, hs.tournament_id, sum(hs.strokes), sum(hs.strokes - ch.par), count(*)
    from hole_scores hs join course_holes ch on ch.course_id = ${game.courseId} and ch.hole = hs.hole
    where hs.entry_id = any(${sql.param([...entryIds])}::int4[]) and hs.round = ${round}
    group by hs.entry_id, hs.round, hs.tournament_id
    on conflict (entry_id, round) do update
      set strokes = excluded.strokes, to_par = excluded.to_par, holes_played = excluded.holes_played`)
}
