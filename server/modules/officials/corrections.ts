import { ERROR_CODES } from '@contract/errors'
import { correctionBodySchema, type CorrectionBody, type OfficialResult } from '@contract/officials'
import { and, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, holeScores, type TournamentRow } from '../../db/schema/index'
import { upsertRoundTotals, writeHoleScores } from '../live/hole-write'
import { scoreAuthorOf, type OfficialCallOptions } from './actor'
import { officialCall } from './door'
import { writeResult } from './finalize'
import { finalBoard } from './playoff'
import { inputRefusal, parseBody, stateRefusal } from './refusals'
import { roundRow } from './state'

/**
 * POST …/corrections (docs/requirements/officials.md#of-8): after the result is official only officials change a
 * hole score, with a reason; the score goes through the live-score writer (audited with the official as author) and
 * the result is written again in the same transaction.
 */
export function correctScore(
  db: AppDb,
  gameId: number,
  body: CorrectionBody,
  options: OfficialCallOptions,
): Promise<OfficialResult> {
  const input = parseBody(correctionBodySchema, body)
  return officialCall(db, gameId, 'correction', options, async (tx, game) => {
    if (game.status !== 3 || !game.finished)
      throw stateRefusal(
        ERROR_CODES.GAME_STATE,
        `Game ${gameId} is not finalized: scores before the result go through the scorers`,
      )
    if (game.courseId === null)
      throw stateRefusal(ERROR_CODES.GAME_STATE, `Game ${gameId} has no course: it has no hole scores`)
    await roundRow(tx, game, input.round)
    const [entry] = await tx
      .select({ id: entries.id })
      .from(entries)
      .where(and(eq(entries.tournamentId, gameId), eq(entries.playerId, input.playerId)))
    if (!entry) throw inputRefusal(`Player ${input.playerId} is not in the field of game ${gameId}`, 'playerId')
    const [before] = await tx
      .select({ strokes: holeScores.strokes })
      .from(holeScores)
      .where(and(eq(holeScores.entryId, entry.id), eq(holeScores.round, input.round), eq(holeScores.hole, input.hole)))
    // A correction changes a score the card has; a hole never played (after a WD, a round after a missed cut) has none.
    if (!before)
      throw stateRefusal(
        ERROR_CODES.GAME_STATE,
        `Player ${input.playerId} has no score on hole ${input.hole} of round ${input.round} to correct`,
        'hole',
      )
    const onCourse = game as TournamentRow & { courseId: number }
    const score = { gameId, playerId: input.playerId, round: input.round, hole: input.hole, strokes: input.strokes }
    await writeHoleScores(tx, onCourse, [{ entryId: entry.id, score }], scoreAuthorOf(options.actor))
    await upsertRoundTotals(tx, onCourse, input.round, [entry.id])
    // A correction that ties first place would need a playoff the result cannot play afterwards: refused, and the
    // officials decide (docs/requirements/officials.md#of-8).
    const board = await finalBoard(tx, gameId, false)
    const first = board.rows.filter((r) => r.rank === 1).map((r) => r.playerId)
    if (first.length > 1)
      throw stateRefusal(
        ERROR_CODES.PLAYOFF_UNDECIDED,
        `The correction would leave players ${first.join(', ')} sharing first place without a playoff winner`,
        'strokes',
      )
    const winners = await writeResult(tx, gameId)
    return {
      round: input.round,
      playerId: input.playerId,
      detail: { hole: input.hole, before: before?.strokes ?? null, after: input.strokes, winners },
      reason: input.reason,
    }
  })
}
