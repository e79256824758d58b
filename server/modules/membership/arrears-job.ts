import { and, isNotNull, ne } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { members } from '../../db/schema/index'
import { reevaluateStanding, type StandingMove } from './standing'

export const ARREARS_JOB = 'membership-arrears'

/**
 * The arrears job (docs/requirements/standing-and-dues.md#sd-6): each association member's standing follows the
 * arrears on the Seoul day of `now`, each change recorded with its cause. One transaction per member, so a member
 * paying meanwhile is seen either before or after, never half. Idempotent: a second run finds nothing to change.
 */
export async function runArrears(db: AppDb, now: Date): Promise<{ checked: number; changes: StandingMove[] }> {
  const ids = await db
    .select({ id: members.id })
    .from(members)
    .where(and(isNotNull(members.memberNo), ne(members.standing, 'expelled')))
  const changes: StandingMove[] = []
  for (const { id } of ids) {
    const move = await db.transaction((tx) => reevaluateStanding(tx, id, now, ARREARS_JOB))
    if (move) changes.push(move)
  }
  return { checked: ids.length, changes }
}
