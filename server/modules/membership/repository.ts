import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import {
  duesPeriods,
  entranceFees,
  members,
  memberSanctions,
  reinstatementApplications,
  standingChanges,
} from '../../db/schema/index'
import { OWING } from './snapshot'

/** Reads of one member's ledger, oldest first unless said otherwise. */
export const periodsOf = (db: AppDb, memberId: number) =>
  db.select().from(duesPeriods).where(eq(duesPeriods.memberId, memberId)).orderBy(asc(duesPeriods.startsOn))

export const owedPeriodsOf = (db: AppDb, memberId: number) =>
  db
    .select()
    .from(duesPeriods)
    .where(and(eq(duesPeriods.memberId, memberId), inArray(duesPeriods.state, [...OWING])))
    .orderBy(asc(duesPeriods.startsOn))

export async function entranceFeeRowOf(db: AppDb, memberId: number) {
  const [row] = await db.select().from(entranceFees).where(eq(entranceFees.memberId, memberId))
  return row
}

export const sanctionsOf = (db: AppDb, memberId: number) =>
  db
    .select()
    .from(memberSanctions)
    .where(eq(memberSanctions.memberId, memberId))
    .orderBy(desc(memberSanctions.startsOn), desc(memberSanctions.id))

export const standingChangesOf = (db: AppDb, memberId: number) =>
  db
    .select()
    .from(standingChanges)
    .where(eq(standingChanges.memberId, memberId))
    .orderBy(desc(standingChanges.at), desc(standingChanges.id))

export async function memberRecord(db: AppDb, memberId: number) {
  const [row] = await db.select().from(members).where(eq(members.id, memberId))
  return row
}

/** The consents of the application of the row selected (written out: see snapshot.ts on unqualified columns). */
export const consentCount = sql<number>`(select count(*)::int from reinstatement_consents c
  where c.application_id = "reinstatement_applications"."id")`

/** The member's applications, newest first, each with its number of consents. */
export function applicationsOf(db: AppDb, memberId: number) {
  return db
    .select({ application: reinstatementApplications, consents: consentCount })
    .from(reinstatementApplications)
    .where(eq(reinstatementApplications.memberId, memberId))
    .orderBy(desc(reinstatementApplications.appliedAt), desc(reinstatementApplications.id))
}
