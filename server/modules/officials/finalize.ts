import { ERROR_CODES } from '@contract/errors'
import type { OfficialResult } from '@contract/officials'
import type { AppDb } from '../../db/database'
import { FinalizeError, finalizeTournament } from '../games/finalize'
import type { OfficialCallOptions } from './actor'
import { officialCall } from './door'
import { assertRegulationOver, finalBoard } from './playoff'
import { stateRefusal } from './refusals'
import { assertRunnable } from './state'

/** finalizeTournament inside the call, its refusals as 409 GAME_STATE. */
export async function writeResult(tx: AppDb, gameId: number): Promise<number[]> {
  try {
    return (await finalizeTournament(tx, gameId)).winners
  } catch (error) {
    if (error instanceof FinalizeError) throw stateRefusal(ERROR_CODES.GAME_STATE, error.message)
    throw error
  }
}

/**
 * POST …/finalize (docs/requirements/officials.md#of-8): the official result (positions, prize money, season points)
 * once the last round is closed; first place tied needs a decided playoff (409 PLAYOFF_UNDECIDED).
 */
export function finalizeGame(db: AppDb, gameId: number, options: OfficialCallOptions): Promise<OfficialResult> {
  return officialCall(db, gameId, 'finalize', options, async (tx, game) => {
    assertRunnable(game)
    await assertRegulationOver(tx, game)
    const board = await finalBoard(tx, gameId, false)
    const first = board.rows.filter((r) => r.rank === 1).map((r) => r.playerId)
    if (first.length > 1)
      throw stateRefusal(
        ERROR_CODES.PLAYOFF_UNDECIDED,
        `Players ${first.join(', ')} share first place: play the playoff to a winner first`,
      )
    const winners = await writeResult(tx, gameId)
    return { round: game.rounds, detail: { winners } }
  })
}
