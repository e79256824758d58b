import { ERROR_CODES } from '@contract/errors'
import { suspendBodySchema, type OfficialResult, type SuspendBody } from '@contract/officials'
import type { AppDb } from '../../db/database'
import type { TournamentRoundRow, TournamentRow } from '../../db/schema/index'
import type { OfficialCallOptions } from './actor'
import { officialCall } from './door'
import { parseBody, stateRefusal } from './refusals'
import { assertRunnable, roundRow, setRound } from './state'

/** The round in play; 409 GAME_STATE when no round is. */
async function roundInPlay(tx: AppDb, game: TournamentRow): Promise<TournamentRoundRow> {
  assertRunnable(game)
  if (game.status !== 2 || game.currentRound < 1)
    throw stateRefusal(ERROR_CODES.GAME_STATE, `Game ${game.id} has no round in play`)
  const row = await roundRow(tx, game, game.currentRound)
  if (row.status !== 'playing')
    throw stateRefusal(ERROR_CODES.GAME_STATE, `Round ${game.currentRound} of game ${game.id} is not in play`)
  return row
}

/**
 * POST …/suspend (docs/requirements/officials.md#of-4): play of the round in play stops; every board shows the
 * reason until play resumes. Scores of holes completed before the horn are still taken.
 */
export function suspendPlay(
  db: AppDb,
  gameId: number,
  body: SuspendBody,
  options: OfficialCallOptions,
): Promise<OfficialResult> {
  const input = parseBody(suspendBodySchema, body)
  return officialCall(db, gameId, 'suspend', options, async (tx, game, now) => {
    const row = await roundInPlay(tx, game)
    if (row.suspendedAt)
      throw stateRefusal(ERROR_CODES.PLAY_SUSPENDED, `Play of round ${row.round} is already suspended`)
    await setRound(tx, gameId, row.round, { suspendedAt: now, suspensionReason: input.reason })
    return { round: row.round, detail: { reason: input.reason }, reason: input.note || null }
  })
}

/** POST …/resume: play goes on (the next day, for a round suspended overnight) with every player's holes kept. */
export function resumePlay(db: AppDb, gameId: number, options: OfficialCallOptions): Promise<OfficialResult> {
  return officialCall(db, gameId, 'resume', options, async (tx, game) => {
    const row = await roundInPlay(tx, game)
    if (!row.suspendedAt) throw stateRefusal(ERROR_CODES.PLAY_SUSPENDED, `Play of round ${row.round} is not suspended`)
    await setRound(tx, gameId, row.round, { suspendedAt: null, suspensionReason: null })
    return {
      round: row.round,
      detail: { reason: row.suspensionReason, since: row.suspendedAt.toISOString() },
    }
  })
}
