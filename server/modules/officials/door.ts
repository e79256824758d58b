import type { OfficialActionKind, OfficialResult } from '@contract/officials'
import type { AppDb } from '../../db/database'
import { officialActions, type TournamentRow } from '../../db/schema/index'
import { storeNextVersion } from '../live/board-version'
import { lockGame } from '../live/score-checks'
import { versionCommitted } from '../live/version-commits'
import { actorColumns, type OfficialCallOptions } from './actor'

/** What a call's change tells the audit row (docs/requirements/officials.md#of-9). */
export interface ActionRecord<Extra = object> {
  round?: number | null
  playerId?: number | null
  detail?: Record<string, unknown>
  reason?: string | null
  /** Returned to the caller beside the result (e.g. the playoff's winner). */
  extra?: Extra
}

/**
 * The one door of every officials' call (docs/decisions/0058): in one transaction, locks the game's row, runs
 * `change` (which checks the state on the locked row and throws an httpError to refuse, rolling everything back),
 * stores the board's next version and writes one official_actions row naming it. After the commit the version is
 * announced (versionCommitted) and the one patch goes to `onPatch`. So each call makes exactly one version and one
 * patch, and the audit and the board never disagree.
 */
export async function officialCall<Extra = object>(
  db: AppDb,
  gameId: number,
  action: OfficialActionKind,
  options: OfficialCallOptions,
  change: (tx: AppDb, game: TournamentRow, now: Date) => Promise<ActionRecord<Extra>>,
): Promise<OfficialResult & Extra> {
  const now = options.now ?? new Date()
  const { patch, actionId, extra } = await db.transaction(async (tx) => {
    const game = await lockGame(tx, gameId)
    const statusBefore = game.status
    const record = await change(tx, game, now)
    const patch = await storeNextVersion(tx, game, statusBefore)
    const [row] = await tx
      .insert(officialActions)
      .values({
        tournamentId: gameId,
        action,
        round: record.round ?? null,
        playerId: record.playerId ?? null,
        detail: record.detail ?? {},
        reason: record.reason ?? null,
        version: patch.to,
        ...actorColumns(options.actor),
        at: now,
      })
      .returning({ id: officialActions.id })
    return { patch, actionId: row!.id, extra: record.extra }
  })
  versionCommitted(db, patch)
  options.onPatch?.(patch)
  return { gameId, version: patch.to, actionId, ...(extra as Extra) }
}
