import type { CaddieChoice } from '@contract/game-apply'
import { ERROR_CODES } from '@contract/errors'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { tournamentApplications, tournaments } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { LIVE_STATES } from './application-views'
import { leaveField, lockFieldRow } from './field-places'
import { windowOf } from './games'
import { myApplicationRow, notChangeable, periodEnded, requireOpen } from './mine'

/** POST /api/game/change (docs/decisions/0082-application-lifecycle.md): the caddie and the contact number. */
export async function changeApplication(
  db: AppDb,
  input: { memberId: number; applicationId: number; caddie?: CaddieChoice | undefined; mobile?: string | undefined },
  now: Date,
) {
  const row = await myApplicationRow(db, input.memberId, input.applicationId)
  requireOpen(row, now)
  const [changed] = await db
    .update(tournamentApplications)
    .set({
      ...(input.caddie ? { caddie: input.caddie } : {}),
      ...(input.mobile ? { mobile: input.mobile } : {}),
      updatedAt: now,
    })
    .where(and(eq(tournamentApplications.id, row.a.id), inArray(tournamentApplications.state, [...LIVE_STATES])))
    .returning({ id: tournamentApplications.id })
  if (!changed) throw notChangeable()
}

/**
 * POST /api/game/apply/cartdelsch: removes the member's unpaid places from the cart (not those an order is paying);
 * each place given back goes to the first on the waiting list. "No data to remove." when none matched.
 */
export async function removeFromCart(db: AppDb, memberId: number, ids: number[], now: Date) {
  const rows = await db
    .select({ a: tournamentApplications, t: tournaments })
    .from(tournamentApplications)
    .innerJoin(tournaments, eq(tournaments.id, tournamentApplications.tournamentId))
    .where(and(eq(tournamentApplications.memberId, memberId), inArray(tournamentApplications.id, ids)))
  const removable = rows.filter((r) => r.a.state === 'awaiting_payment' && r.a.inOrderSince === null)
  if (removable.length === 0) throw httpError(404, ERROR_CODES.NO_DATA_TO_REMOVE, 'No data to remove.')
  if (removable.some((r) => windowOf(r.t, now) !== 'open')) throw periodEnded()
  const removed: number[] = []
  await db.transaction(async (tx) => {
    for (const { a } of removable.sort((x, y) => x.a.tournamentId - y.a.tournamentId)) {
      await lockFieldRow(tx, a.tournamentId)
      const [gone] = await tx
        .update(tournamentApplications)
        .set({ state: 'cancelled', cancelledAt: now, payBy: null, updatedAt: now })
        .where(
          and(
            eq(tournamentApplications.id, a.id),
            eq(tournamentApplications.state, 'awaiting_payment'),
            isNull(tournamentApplications.inOrderSince),
          ),
        )
        .returning({ id: tournamentApplications.id })
      if (!gone) continue
      removed.push(a.id)
      await leaveField(tx, a.tournamentId, false, now)
    }
  })
  if (removed.length === 0) throw httpError(404, ERROR_CODES.NO_DATA_TO_REMOVE, 'No data to remove.')
  return { removed }
}
