import { ERROR_CODES, FIELD_ERRORS, type FieldError } from '@contract/errors'
import type { LeaderboardPatch } from '@contract/leaderboard'
import { liveScoreInputSchema, type LiveScoreInput, type LiveScoreResult } from '@contract/live-scores'
import type { AppDb } from '../../db/database'
import type { TournamentRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { storeNextVersion } from './board-version'
import { versionCommitted } from './version-commits'
import { upsertRoundTotals, writeHoleScores } from './hole-write'
import { assertMayScore, type ScoreAuthor } from './score-author'
import { assertTakesScores } from '../games/takes-scores'
import { activeEntries, assertRoundInPlay, lockGame } from './score-checks'

export interface RecordScoreOptions {
  /** Who sent the score: kept in every live_score_audit row, and checked against the game (403). */
  author: ScoreAuthor
  /** Called once the transaction has committed, with the rows that changed (e.g. publishPatch). */
  onPatch?: (patch: LeaderboardPatch) => void
}

const ISSUE_CODES: Record<string, FieldError> = {
  too_small: FIELD_ERRORS.TOO_SMALL,
  too_big: FIELD_ERRORS.TOO_BIG,
  invalid_type: FIELD_ERRORS.INVALID_TYPE,
}

function parseInput(input: unknown, prefix = ''): LiveScoreInput {
  const parsed = liveScoreInputSchema.safeParse(input)
  if (parsed.success) return parsed.data
  const fields: Record<string, FieldError> = {}
  for (const issue of parsed.error.issues) {
    const key = prefix + (issue.path.join('.') || 'body')
    fields[key] ??=
      issue.code === 'invalid_type' && issue.input === undefined
        ? FIELD_ERRORS.REQUIRED
        : (ISSUE_CODES[issue.code] ?? FIELD_ERRORS.INVALID_VALUE)
  }
  const detail = parsed.error.issues.map((i) => `${prefix}${i.path.join('.') || 'body'}: ${i.message}`).join('; ')
  throw httpError(400, ERROR_CODES.VALIDATION, `Score is not valid (${detail})`, fields)
}

/**
 * Writes validated scores of one game inside the caller's transaction, with the game locked: every
 * check runs before its write and any refusal rolls the whole transaction back. Returns the next
 * version's patch.
 */
async function writeScores(
  tx: AppDb,
  gameId: number,
  scores: readonly LiveScoreInput[],
  author: ScoreAuthor,
): Promise<LeaderboardPatch> {
  await assertMayScore(tx, author, gameId)
  const game = await lockGame(tx, gameId)
  assertTakesScores(game)
  const onCourse = game as TournamentRow & { courseId: number }
  for (const round of new Set(scores.map((s) => s.round))) await assertRoundInPlay(tx, game, round)
  const entries = await activeEntries(
    tx,
    game,
    scores.map((s) => s.playerId),
  )
  const writes = scores.map((score) => ({ entryId: entries.get(score.playerId)!, score }))
  await writeHoleScores(tx, onCourse, writes, author)
  for (const round of new Set(scores.map((s) => s.round))) {
    await upsertRoundTotals(tx, onCourse, round, [
      ...new Set(writes.filter((w) => w.score.round === round).map((w) => w.entryId)),
    ])
  }
  return storeNextVersion(tx, game)
}

/**
 * The one door of the live-score path (docs/architecture.md#the-path-of-a-live-score): validates a hole score (with its
 * shots, if any), then in one transaction checks that its author may score the game (403 otherwise,
 * docs/decisions/0044), writes it (a second score for the hole replaces the first), audits it with its author, upserts
 * the round total, recomputes the board with domain/scoring and stores it as the game's next version. The game's row is
 * locked before the writes, so concurrent scores of a game are serialised and never share a version. Refusals
 * (400/403/404/409) change nothing. The patch goes to `onPatch` after the commit, never for a rolled-back write.
 */
export async function recordScore(db: AppDb, input: unknown, options: RecordScoreOptions): Promise<LiveScoreResult> {
  const score = parseInput(input)
  const patch = await db.transaction((tx) => writeScores(tx, score.gameId, [score], options.author))
  versionCommitted(db, patch)
  options.onPatch?.(patch)
  return { gameId: score.gameId, version: patch.to }
}

/**
 * The same door for a batch of scores of one game (the import of a round in progress): every score
 * is validated as recordScore validates it, all are written in one transaction and produce one new
 * version and one patch. One refused score refuses the batch; its field keys are prefixed with
 * `scores.<index>.`.
 */
export async function recordScores(
  db: AppDb,
  gameId: number,
  inputs: readonly unknown[],
  options: RecordScoreOptions,
): Promise<LiveScoreResult & { scores: number }> {
  const scores = inputs.map((input, i) => parseInput(input, `scores.${i}.`))
  const stray = scores.findIndex((s) => s.gameId !== gameId)
  if (stray >= 0) {
    throw httpError(400, ERROR_CODES.VALIDATION, `Score ${stray} is for game ${scores[stray]!.gameId}, not ${gameId}`, {
      [`scores.${stray}.gameId`]: FIELD_ERRORS.INVALID_VALUE,
    })
  }
  if (scores.length === 0)
    throw httpError(400, ERROR_CODES.VALIDATION, 'No scores to record', { scores: FIELD_ERRORS.TOO_SMALL })
  const patch = await db.transaction((tx) => writeScores(tx, gameId, scores, options.author))
  versionCommitted(db, patch)
  options.onPatch?.(patch)
  return { gameId, version: patch.to, scores: scores.length }
}
