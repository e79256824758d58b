import type { AppDb } from '../db/database'
import { isHttpError } from '../http/http-error'
import { IMPORT_AUTHOR } from '../modules/live/score-author'
import { recordScores } from '../modules/live/score-service'
import { closeRound } from '../modules/officials/index'
import { ImportError } from './parse'
import type { PlayState } from './play-state'
import type { LiveRoundScore } from './scores'

/**
 * The scores of the round in play go through the live-score door (recordScores, author 'import'):
 * validated like any live score, audited, and one new leaderboard version stored (in the import's
 * transaction, as a savepoint). The import command runs in its own process, so no socket.io patch
 * reaches watchers from here: they get the version by polling or when they (re)join.
 * Returns the version, or null when the round has no scores yet.
 */
export async function recordLiveRound(
  tx: AppDb,
  gameId: number,
  scores: readonly LiveRoundScore[],
  state: PlayState,
): Promise<number | null> {
  let version: number | null = null
  if (scores.length > 0) {
    try {
      version = (
        await recordScores(
          tx,
          gameId,
          scores.map((s) => s.input),
          { author: IMPORT_AUTHOR },
        )
      ).version
    } catch (error) {
      if (!isHttpError(error)) throw error
      const index = Object.keys(error.fields ?? {})
        .map((key) => /^scores\.(\d+)\./.exec(key)?.[1])
        .find((i) => i !== undefined)
      throw new ImportError(`${index === undefined ? 'players' : scores[Number(index)]!.path}: ${error.message}`)
    }
  }
  // A round the file reports complete is closed as officials close one (docs/requirements/officials.md#of-6): the cut
  // becomes final and the next round is drawn, through the same service and with the import named in the audit.
  if (state.currentRoundComplete && scores.length > 0) {
    try {
      version = (await closeRound(tx, gameId, state.currentRound, {}, { actor: { kind: 'import' } })).version
    } catch (error) {
      if (!isHttpError(error)) throw error
      throw new ImportError(`round ${state.currentRound}: ${error.message}`)
    }
  }
  return version
}
