import { PAY_WITHIN_HOURS, UNLIMITED_FIELD } from '@domain/applications'
import { hoursAfter } from '@domain/time'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { applicationFields, tournamentApplications, tournaments, type ApplicationFieldRow } from '../../db/schema/index'

/**
 * A tournament's field row (docs/decisions/0082-application-lifecycle.md): every change of places takes its row lock
 * first, so the rush is served one at a time in arrival order and a place given back goes to the first on the
 * waiting list exactly once (docs/requirements/tournament-applications.md#app-10, security.md#sec-15).
 */

/** Makes the row on first use (from tournaments.field_size) and locks it for the rest of the transaction. */
export async function lockField(
  tx: AppDb,
  tournamentId: number,
  fieldSize: number | null,
): Promise<ApplicationFieldRow> {
  await tx
    .insert(applicationFields)
    .values({ tournamentId, fieldSize: fieldSize ?? UNLIMITED_FIELD })
    .onConflictDoNothing()
  const [row] = await tx
    .select()
    .from(applicationFields)
    .where(eq(applicationFields.tournamentId, tournamentId))
    .for('update')
  return row!
}

/** The instant a place given now must be paid by. */
export const payByFrom = (now: Date) => hoursAfter(now, PAY_WITHIN_HOURS)

/**
 * A place of the tournament was given back (cancelled, lapsed, removed from the cart): the first on the waiting list
 * (lowest arrival) gets it with 24 hours of their own to pay, unless staff confirmed the field or the tournament was
 * cancelled. Returns the promoted application's id.
 */
export async function givePlaceBack(tx: AppDb, tournamentId: number, now: Date): Promise<number | null> {
  const field = await lockFieldRow(tx, tournamentId)
  if (!field) return null
  const [t] = await tx.select({ status: tournaments.status }).from(tournaments).where(eq(tournaments.id, tournamentId))
  // A cancelled tournament (status 9) gives no place to anyone waiting (decision 0082, "After review").
  const [next] =
    field.confirmedAt === null && t?.status !== 9
      ? await tx
          .select({ id: tournamentApplications.id, amountWon: tournamentApplications.amountWon })
          .from(tournamentApplications)
          .where(
            and(eq(tournamentApplications.tournamentId, tournamentId), eq(tournamentApplications.state, 'waitlisted')),
          )
          .orderBy(asc(tournamentApplications.arrivalNo))
          .limit(1)
      : []
  if (!next) {
    await tx
      .update(applicationFields)
      .set({ accepted: sql`${applicationFields.accepted} - 1` })
      .where(eq(applicationFields.tournamentId, tournamentId))
    return null
  }
  const free = next.amountWon === 0
  await tx
    .update(tournamentApplications)
    .set({
      state: free ? 'paid' : 'awaiting_payment',
      payBy: free ? null : payByFrom(now),
      paidAt: free ? now : null,
      updatedAt: now,
    })
    .where(eq(tournamentApplications.id, next.id))
  await tx
    .update(applicationFields)
    .set({ waitlisted: sql`${applicationFields.waitlisted} - 1` })
    .where(eq(applicationFields.tournamentId, tournamentId))
  return next.id
}

/** A waitlisted application left the list (cancelled): the list is one shorter. */
export async function leaveWaitlist(tx: AppDb, tournamentId: number): Promise<void> {
  await lockFieldRow(tx, tournamentId)
  await tx
    .update(applicationFields)
    .set({ waitlisted: sql`${applicationFields.waitlisted} - 1` })
    .where(eq(applicationFields.tournamentId, tournamentId))
}

/**
 * Locks an existing field row. Every transaction that ends a place takes it before the application's own row, in the
 * apply call's order, so two of them never wait on each other.
 */
export async function lockFieldRow(tx: AppDb, tournamentId: number) {
  const [row] = await tx
    .select()
    .from(applicationFields)
    .where(eq(applicationFields.tournamentId, tournamentId))
    .for('update')
  return row
}

/**
 * Takes `application` out of the field or off the waiting list after its state left the live ones (in the same
 * transaction): a place goes to the next waiting, a waiting place just ends.
 */
export async function leaveField(tx: AppDb, tournamentId: number, wasWaitlisted: boolean, now: Date) {
  if (wasWaitlisted) await leaveWaitlist(tx, tournamentId)
  else await givePlaceBack(tx, tournamentId, now)
}
