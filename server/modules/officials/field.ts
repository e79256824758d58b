import { ERROR_CODES } from '@contract/errors'
import { fieldBodySchema, type FieldBody, type OfficialResult } from '@contract/officials'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, players, teeGroups, tournamentRounds } from '../../db/schema/index'
import type { OfficialCallOptions } from './actor'
import { officialCall } from './door'
import { inputRefusal, parseBody, stateRefusal } from './refusals'
import { assertRunnable } from './state'

/**
 * PUT …/field (docs/requirements/officials.md#of-2): the whole field before round 1 starts, in entry order (the seed
 * round 1 is drawn by). Players who stay keep their entry; the others' entries go, and so do the tee sheets drawn for
 * the old field (they must be set again).
 */
export function setField(
  db: AppDb,
  gameId: number,
  body: FieldBody,
  options: OfficialCallOptions,
): Promise<OfficialResult> {
  const input = parseBody(fieldBodySchema, body)
  return officialCall(db, gameId, 'field', options, async (tx, game) => {
    assertRunnable(game)
    if ((game.status !== 1 && game.status !== 4) || game.currentRound > 0)
      throw stateRefusal(ERROR_CODES.GAME_STATE, `Game ${gameId} has started: its field is set`)
    const ids = input.players.map((p) => p.playerId)
    const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i)
    if (twice >= 0) throw inputRefusal(`Player ${ids[twice]} is entered twice`, `players.${twice}.playerId`)
    const known = new Set(
      (await tx.select({ id: players.id }).from(players).where(inArray(players.id, ids))).map((p) => p.id),
    )
    const unknown = ids.findIndex((id) => !known.has(id))
    if (unknown >= 0) throw inputRefusal(`Player ${ids[unknown]} does not exist`, `players.${unknown}.playerId`)

    await tx.delete(teeGroups).where(eq(teeGroups.tournamentId, gameId))
    await tx.update(tournamentRounds).set({ teeSheetDraft: false }).where(eq(tournamentRounds.tournamentId, gameId))
    await tx.delete(entries).where(and(eq(entries.tournamentId, gameId), notInArray(entries.playerId, ids)))
    await tx
      .insert(entries)
      .values(
        input.players.map((p, i) => ({
          tournamentId: gameId,
          playerId: p.playerId,
          amateur: p.amateur ?? false,
          tourMember: p.tourMember ?? true,
          seed: i + 1,
          status: 'active' as const,
        })),
      )
      .onConflictDoUpdate({
        target: [entries.tournamentId, entries.playerId],
        set: {
          amateur: sql`excluded.amateur`,
          tourMember: sql`excluded.tour_member`,
          seed: sql`excluded.seed`,
          status: 'active',
          statusRound: null,
          statusHole: null,
        },
      })
    return { detail: { players: ids.length } }
  })
}
