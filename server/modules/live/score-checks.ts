import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import {
  entries,
  leaderboardVersions,
  players,
  tournamentRounds,
  tournaments,
  type TournamentRow,
} from '../../db/schema/index'
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
 * Players of `playerIds` who missed a final cut, as the game's newest board version shows them: the cut is final
 * once officials closed its round (docs/requirements/officials.md#of-6), and that close stored a version. Read only
 * then, so scores before the cut cost nothing.
 */
async function missedCut(tx: AppDb, game: TournamentRow, playerIds: readonly number[]): Promise<Set<number>> {
  if (game.cutAfterRound === null || (game.currentRound <= game.cutAfterRound && !game.finished)) return new Set()
  const result = (await tx.execute(sql`
    select (e.item->>'playerId')::int as "playerId"
    from ${leaderboardVersions} v, jsonb_array_elements(v.rows) as e(item)
    where v.game_id = ${game.id}
      and v.version = (select max(version) from ${leaderboardVersions} where game_id = ${game.id})
      and e.item->>'status' = 'MC' and (e.item->>'playerId')::int = any(${sql.param([...playerIds])}::int4[])`)) as unknown as {
    rows: Array<{ playerId: number }>
  }
  return new Set(result.rows.map((r) => Number(r.playerId)))
}

/**
 * The entry ids of active players of the field, by players.id (one query, and one more after a final cut): 400 for
 * a player outside the field, 409 PLAYER_OUT for a player who is out (WD, DQ... or missed the cut once its round was
 * closed), naming the first such player.
 */
export async function activeEntries(
  tx: AppDb,
  game: TournamentRow,
  playerIds: readonly number[],
): Promise<Map<number, number>> {
  const gameId = game.id
  const wanted = [...new Set(playerIds)]
  const rows = await tx
    .select({ id: entries.id, playerId: entries.playerId, status: entries.status })
    .from(entries)
    .where(and(eq(entries.tournamentId, gameId), inArray(entries.playerId, wanted)))
  const byPlayer = new Map(rows.map((r) => [r.playerId, r]))
  const mc = await missedCut(tx, game, wanted)
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
    if (entry.status !== 'active' || mc.has(playerId)) {
      throw httpError(
        409,
        ERROR_CODES.PLAYER_OUT,
        `Player ${playerId} is ${entry.status === 'active' ? 'MC' : entry.status} in game ${gameId}: no more scores`,
        { playerId: FIELD_ERRORS.INVALID_VALUE },
      )
    }
  }
  return new Map(rows.map((r) => [r.playerId, r.id]))
}

/**
 * 409 unless `round` is the game's current round and officials started it and did not close it (status 'playing',
 * docs/requirements/officials.md#of-3): CONFLICT for another round, GAME_STATE for the next round drawn but not
 * started yet.
 */
export async function assertRoundInPlay(tx: AppDb, game: TournamentRow, round: number): Promise<void> {
  const [roundRow] = await tx
    .select({ status: tournamentRounds.status })
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, game.id), eq(tournamentRounds.round, round)))
  if (game.status === 2 && round === game.currentRound && roundRow?.status === 'planned') {
    throw httpError(409, ERROR_CODES.GAME_STATE, `Round ${round} of game ${game.id} has not started`, {
      round: FIELD_ERRORS.INVALID_VALUE,
    })
  }
  if (game.status !== 2 || round !== game.currentRound || roundRow?.status !== 'playing') {
    throw httpError(
      409,
      ERROR_CODES.CONFLICT,
      `Round ${round} of game ${game.id} is not in play` +
        (game.status === 2 && game.currentRound > 0 ? ` (round ${game.currentRound} is)` : ''),
      { round: FIELD_ERRORS.INVALID_VALUE },
    )
  }
}
