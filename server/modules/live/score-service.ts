import { ERROR_CODES, FIELD_ERRORS, type FieldError } from '@contract/errors'
import type { LeaderboardPatch } from '@contract/leaderboard'
import { liveScoreInputSchema, type LiveScoreInput, type LiveScoreResult } from '@contract/live-scores'
import { diffBoard } from '@domain/scoring/diff-rows'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import { and, eq, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, holeScores, liveScoreAudit, players, tournamentRounds, tournaments, type ScoreSource } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { loadGame } from '../games/leaderboard-repository'
import { latestVersion, storeVersion } from './version-repository'

export interface RecordScoreOptions {
  /** Who sent the score (kept in live_score_audit); 'api' by default. */
  source?: ScoreSource
  /** Called once the transaction has committed, with the rows that changed (e.g. publishPatch). */
  onPatch?: (patch: LeaderboardPatch) => void
}

const ISSUE_CODES: Record<string, FieldError> = {
  too_small: FIELD_ERRORS.TOO_SMALL,
  too_big: FIELD_ERRORS.TOO_BIG,
  invalid_type: FIELD_ERRORS.INVALID_TYPE,
}

function parseInput(input: unknown): LiveScoreInput {
  const parsed = liveScoreInputSchema.safeParse(input)
  if (parsed.success) return parsed.data
  const fields: Record<string, FieldError> = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'body'
    fields[key] ??= issue.code === 'invalid_type' && issue.input === undefined ? FIELD_ERRORS.REQUIRED : (ISSUE_CODES[issue.code] ?? FIELD_ERRORS.INVALID_VALUE)
  }
  const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ')
  throw httpError(400, ERROR_CODES.VALIDATION, `Score is not valid (${detail})`, fields)
}

/**
 * The one door of the live-score path (ARCHITECTURE.md): validates a hole score, then in one
 * transaction writes it (a second score for the hole replaces the first), audits it, upserts the
 * round total, recomputes the board with domain/scoring and stores it as the game's next version.
 * The tournament row is locked (`for update`) first, so concurrent scores of a game are serialised
 * and never share a version. Refusals (400/404/409) change nothing. The patch goes to `onPatch`
 * after the commit, never for a rolled-back write.
 */
export async function recordScore(db: AppDb, input: unknown, options: RecordScoreOptions = {}): Promise<LiveScoreResult> {
  const score = parseInput(input)
  const { gameId, round, hole, strokes } = score
  const source = options.source ?? 'api'

  const patch = await db.transaction(async (tx) => {
    const [game] = await tx.select().from(tournaments).where(eq(tournaments.id, gameId)).for('update')
    if (!game) throw httpError(404, ERROR_CODES.NOT_FOUND, `Game ${gameId} not found`, { gameId: FIELD_ERRORS.INVALID_VALUE })
    if (game.status === 3 || game.finished) {
      throw httpError(409, ERROR_CODES.CONFLICT, `Game ${gameId} is finished: its scores can no longer change`, { gameId: FIELD_ERRORS.INVALID_VALUE })
    }
    if (game.format !== 'stroke' || game.courseId === null) {
      throw httpError(409, ERROR_CODES.CONFLICT, `Game ${gameId} is not a stroke-play game with a course: it takes no hole scores`, { gameId: FIELD_ERRORS.INVALID_VALUE })
    }

    const [entry] = await tx
      .select({ id: entries.id, status: entries.status })
      .from(entries)
      .where(and(eq(entries.tournamentId, gameId), eq(entries.playerId, score.playerId)))
    if (!entry) {
      const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, score.playerId))
      throw httpError(
        400,
        ERROR_CODES.VALIDATION,
        player ? `Player ${score.playerId} is not in the field of game ${gameId}` : `Player ${score.playerId} does not exist`,
        { playerId: FIELD_ERRORS.INVALID_VALUE },
      )
    }
    if (entry.status !== 'active') {
      throw httpError(409, ERROR_CODES.CONFLICT, `Player ${score.playerId} is ${entry.status} in game ${gameId}: no more scores`, { playerId: FIELD_ERRORS.INVALID_VALUE })
    }

    const [roundRow] = await tx
      .select({ status: tournamentRounds.status })
      .from(tournamentRounds)
      .where(and(eq(tournamentRounds.tournamentId, gameId), eq(tournamentRounds.round, round)))
    if (game.status !== 2 || round !== game.currentRound || !roundRow || roundRow.status === 'complete') {
      throw httpError(
        409,
        ERROR_CODES.CONFLICT,
        `Round ${round} of game ${gameId} is not in play` + (game.status === 2 && game.currentRound > 0 ? ` (round ${game.currentRound} is)` : ''),
        { round: FIELD_ERRORS.INVALID_VALUE },
      )
    }

    const key = and(eq(holeScores.entryId, entry.id), eq(holeScores.round, round), eq(holeScores.hole, hole))
    const [previous] = await tx.select({ strokes: holeScores.strokes }).from(holeScores).where(key)
    await tx
      .insert(holeScores)
      .values({ entryId: entry.id, round, hole, tournamentId: gameId, strokes, putts: score.putts ?? null })
      .onConflictDoUpdate({ target: [holeScores.entryId, holeScores.round, holeScores.hole], set: { strokes, putts: score.putts ?? null } })
    await tx.insert(liveScoreAudit).values({ tournamentId: gameId, entryId: entry.id, round, hole, oldStrokes: previous?.strokes ?? null, newStrokes: strokes, source })
    await tx.execute(sql`
      insert into round_totals (entry_id, round, tournament_id, strokes, to_par, holes_played)
      select hs.entry_id, hs.round, hs.tournament_id, sum(hs.strokes), sum(hs.strokes - ch.par), count(*)
      from hole_scores hs join course_holes ch on ch.course_id = ${game.courseId} and ch.hole = hs.hole
      where hs.entry_id = ${entry.id} and hs.round = ${round}
      group by hs.entry_id, hs.round, hs.tournament_id
      on conflict (entry_id, round) do update
        set strokes = excluded.strokes, to_par = excluded.to_par, holes_played = excluded.holes_played`)

    const loaded = await loadGame(tx, gameId, 'ko')
    if (!loaded || loaded.pars.length !== 18) {
      throw httpError(409, ERROR_CODES.CONFLICT, `Game ${gameId} has no 18-hole course: its board cannot be computed`, { gameId: FIELD_ERRORS.INVALID_VALUE })
    }
    const board = computeLeaderboard(loaded.input)
    const before = await latestVersion(tx, gameId)
    const version = (before?.version ?? 0) + 1
    const meta = { currentRound: board.currentRound, finished: board.finished, cut: board.cut, playoffHoles: board.playoffHoles }
    await storeVersion(tx, gameId, { version, rows: board.rows, meta })
    // Without a stored version the client's version 0 was computed on the fly: send every row.
    const diff = diffBoard(before?.rows ?? [], board.rows)
    return { gameId, from: before?.version ?? 0, to: version, board: { status: game.status, ...meta }, ...diff } satisfies LeaderboardPatch
  })

  options.onPatch?.(patch)
  return { gameId, version: patch.to }
}
