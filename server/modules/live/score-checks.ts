import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { and, eq, inArray } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, players, tournamentRounds, tournaments, type TournamentRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'

/**
 * Locks a game's row (`for update`) for the rest of the transaction, so concurrent writers of one
 * game (scores, round closing, republishing) are serialised and never share a version. 404 when absent.
 */
export async function lockGame(tx: AppDb, gameId: number): Promise<TournamentRow> {
  const [game] = await tx.select().from(tournaments).where(eq(tournaments.id, gameId)).for('update')
  if (!game)
    throw httpError(404, ERROR_CODES.NOT_FOUND, `Game ${gameId} not found`, { gameId: FIELD_ERRORS.INVALID_VALUE })
  return game
}

/**
 * The entry ids of active players of the field, by players.id (one query): 400 for a player outside
 * the field, 409 for a player who is out (WD, DQ...), naming the first such player.
 */
export async function activeEntries(
  tx: AppDb,
  gameId: number,
  playerIds: readonly number[],
): Promise<Map<number, number>> {
  const wanted = [...new Set(playerIds)]
  const rows = await tx
    .select({ id: entries.id, playerId: entries.playerId, status: entries.status })
    .from(entries)
    .where(and(eq(entries.tournamentId, gameId), inArray(entries.playerId, wanted)))
  const byPlayer = new Map(rows.map((r) => [r.playerId, r]))
  for (const playerId of playerIds) {
    const entry = byPlayer.get(playerId)
    if (!entry) {
      const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId))
      throw httpError(
        400,
        ERROR_CODES.VALIDATION,
        player ? `Player ${playerId} is not in the field of game ${gameId}` : `Player ${playerId} does not exist`,
        {
          playerId: FIELD_ERRORS.INVALID_VALUE,
        },
      )
    }
    if (entry.status !== 'active') {
      throw httpError(
        409,
        ERROR_CODES.CONFLICT,
        `Player ${playerId} is ${entry.status} in game ${gameId}: no more scores`,
        { playerId: FIELD_ERRORS.INVALID_VALUE },
      )
    }
  }
  return new Map(rows.map((r) => [r.playerId, r.id]))
}

/** 409 unless `round` is the game's current round, in progress and not marked complete. */
export async function assertRoundInPlay(tx: AppDb, game: TournamentRow, round: number): Promise<void> {
  const [roundRow] = await tx
    .select({ status: tournamentRounds.status })
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, game.id), eq(tournamentRounds.round, round)))
  if (game.status !== 2 || round !== game.currentRound || !roundRow || roundRow.status === 'complete') {
    throw httpError(
      409,
      ERROR_CODES.CONFLICT,
      `Round ${round} of game ${game.id} is not in play` +
        (game.status === 2 && game.currentRound > 0 ? ` (round ${game.currentRound} is)` : ''),
      { round: FIELD_ERRORS.INVALID_VALUE },
    )
  }
}
