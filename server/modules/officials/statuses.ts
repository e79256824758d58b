import { ERROR_CODES } from '@contract/errors'
import { statusBodySchema, undoStatusBodySchema, type OfficialResult, type StatusBody } from '@contract/officials'
import { nextHoleToPlay } from '@domain/scoring/round-tally'
import type { RoundCard } from '@domain/scoring/types'
import { and, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, type EntryRow, type TournamentRow } from '../../db/schema/index'
import type { OfficialCallOptions } from './actor'
import { officialCall } from './door'
import { inputRefusal, parseBody, stateRefusal } from './refusals'
import { assertRunnable, gameView, roundAhead, roundRow, type GameView } from './state'

/** The player's entry; 400 for a player outside the field (or unknown). */
async function entryOf(tx: AppDb, game: TournamentRow, playerId: number): Promise<EntryRow> {
  const [entry] = await tx
    .select()
    .from(entries)
    .where(and(eq(entries.tournamentId, game.id), eq(entries.playerId, playerId)))
  if (!entry) throw inputRefusal(`Player ${playerId} is not in the field of game ${game.id}`, 'playerId')
  return entry
}

/** The player's card of `round` (an empty card from tee 1 when there is none). */
function cardOf(view: GameView, playerId: number, round: number): Pick<RoundCard, 'startHole' | 'scores'> {
  const card = view.loaded.input.entries.find((e) => e.playerId === playerId)?.rounds.find((r) => r.round === round)
  return card ?? { startHole: 1, scores: [] }
}

/** Holes the player has a score for in `round`. */
function holesScored(view: GameView, playerId: number, round: number): number[] {
  const card = view.loaded.input.entries.find((e) => e.playerId === playerId)?.rounds.find((r) => r.round === round)
  return (card?.scores ?? []).flatMap((s, i) => (s === null ? [] : [i + 1]))
}

/**
 * POST …/players/{playerId}/status (docs/requirements/officials.md#of-5). WD, RTD and DQ take effect in the round in
 * play at `hole`, the first hole the player did not complete (the scores before it are kept, none is taken after);
 * DNS before the player's first hole of the round in play or the next one. A player already out: 409 PLAYER_OUT.
 */
export function setPlayerStatus(
  db: AppDb,
  gameId: number,
  playerId: number,
  body: StatusBody,
  options: OfficialCallOptions,
): Promise<OfficialResult> {
  const input = parseBody(statusBodySchema, body)
  return officialCall(db, gameId, 'status', options, async (tx, game) => {
    assertRunnable(game)
    const entry = await entryOf(tx, game, playerId)
    const view = await gameView(tx, gameId)
    const row = view.board.rows.find((r) => r.playerId === playerId)
    if (entry.status !== 'active' || row?.status === 'MC')
      throw stateRefusal(
        ERROR_CODES.PLAYER_OUT,
        `Player ${playerId} is already out (${entry.status === 'active' ? 'MC' : entry.status})`,
        'playerId',
      )
    const round = await roundRow(tx, game, input.round)
    const scored = holesScored(view, playerId, input.round)
    if (input.status === 'DNS') {
      if (input.round !== roundAhead(game) || round.status === 'complete')
        throw stateRefusal(ERROR_CODES.GAME_STATE, `Round ${input.round} is not the round in play or next`, 'round')
      if (scored.length > 0)
        throw stateRefusal(
          ERROR_CODES.GAME_STATE,
          `Player ${playerId} has started round ${input.round}: WD or RTD, not DNS`,
          'status',
        )
    } else {
      if (game.status !== 2 || input.round !== game.currentRound || round.status !== 'playing')
        throw stateRefusal(ERROR_CODES.GAME_STATE, `Round ${input.round} is not in play`, 'round')
    }
    // Without a hole, the status takes effect at the first hole not completed, in playing order from the player's tee.
    const hole =
      input.status === 'DNS' ? null : (input.hole ?? nextHoleToPlay(cardOf(view, playerId, input.round)) ?? 18)
    if (hole !== null) {
      if (scored.includes(hole))
        throw inputRefusal(
          `Player ${playerId} completed hole ${hole}: the status takes effect at the first hole not completed`,
          'hole',
        )
    }
    await tx
      .update(entries)
      .set({ status: input.status, statusRound: input.round, statusHole: hole })
      .where(eq(entries.id, entry.id))
    return {
      round: input.round,
      playerId,
      detail: { status: input.status, hole, holesKept: scored.length },
      reason: input.reason,
    }
  })
}

/** POST …/players/{playerId}/status/undo: a mistaken status undone, with a reason; both audit rows stay. */
export function undoPlayerStatus(
  db: AppDb,
  gameId: number,
  playerId: number,
  body: { reason: string },
  options: OfficialCallOptions,
): Promise<OfficialResult> {
  const input = parseBody(undoStatusBodySchema, body)
  return officialCall(db, gameId, 'undo_status', options, async (tx, game) => {
    assertRunnable(game)
    const entry = await entryOf(tx, game, playerId)
    if (entry.status === 'active')
      throw stateRefusal(ERROR_CODES.GAME_STATE, `Player ${playerId} has no status to undo`, 'playerId')
    // Once the status's round is closed the next round was drawn without the player: too late to undo.
    if (entry.statusRound !== null && (await roundRow(tx, game, entry.statusRound)).status === 'complete')
      throw stateRefusal(
        ERROR_CODES.ROUND_CLOSED,
        `Round ${entry.statusRound} of the status is closed: it can no longer be undone`,
        'playerId',
      )
    await tx
      .update(entries)
      .set({ status: 'active', statusRound: null, statusHole: null })
      .where(eq(entries.id, entry.id))
    return {
      round: entry.statusRound,
      playerId,
      detail: { undone: entry.status, round: entry.statusRound, hole: entry.statusHole },
      reason: input.reason,
    }
  })
}
