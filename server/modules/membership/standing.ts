import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import type { Standing } from '@contract/membership'
import { arrearsYears, standingByArrears } from '@domain/membership'
import { seoulDate } from '@domain/time'
import type { AppDb } from '../../db/database'
import { duesPeriods, members, standingChanges } from '../../db/schema/index'
import { OWING } from './snapshot'

export type StandingCause =
  | 'arrears_suspension'
  | 'arrears_expulsion'
  | 'arrears_paid'
  | 'reinstatement_approved'
  | 'staff'

export interface StandingMove {
  memberId: number
  from: Standing
  to: Standing
  cause: StandingCause
}

/** Writes a change of standing and its ledger row in the caller's transaction. */
export async function moveStanding(
  tx: AppDb,
  move: StandingMove,
  at: { now: Date; note?: string | null; actorId?: number | null; job?: string | null },
): Promise<void> {
  const on = seoulDate(at.now)
  await tx.update(members).set({ standing: move.to, standingSince: on }).where(eq(members.id, move.memberId))
  await tx.insert(standingChanges).values({
    memberId: move.memberId,
    from: move.from,
    to: move.to,
    cause: move.cause,
    on,
    at: at.now,
    note: at.note ?? null,
    actorId: at.actorId ?? null,
    job: at.job ?? null,
  })
}

/** The first day of the oldest period the member still owes on `today` (null when none). */
export async function oldestOwedStart(tx: AppDb, memberId: number, today: string): Promise<string | null> {
  const [oldest] = await tx
    .select({ startsOn: duesPeriods.startsOn })
    .from(duesPeriods)
    .where(
      and(eq(duesPeriods.memberId, memberId), inArray(duesPeriods.state, [...OWING]), lte(duesPeriods.startsOn, today)),
    )
    .orderBy(asc(duesPeriods.startsOn))
    .limit(1)
  return oldest?.startsOn ?? null
}

/**
 * Re-evaluates a member's standing from the arrears on the Seoul day of `now` (docs/requirements/
 * standing-and-dues.md#sd-6) inside the caller's transaction: the member's row is locked so that the arrears job
 * and a payment deciding at once write one change. Answers the change made, if any.
 */
export async function reevaluateStanding(
  tx: AppDb,
  memberId: number,
  now: Date,
  job: string | null = null,
): Promise<StandingMove | null> {
  const [row] = await tx
    .select({ standing: members.standing, memberNo: members.memberNo })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update')
  if (!row || row.memberNo === null) return null
  const today = seoulDate(now)
  const change = standingByArrears(row.standing, arrearsYears(await oldestOwedStart(tx, memberId, today), today))
  if (!change) return null
  const move = { memberId, from: row.standing, to: change.to, cause: change.cause }
  await moveStanding(tx, move, { now, job })
  return move
}
