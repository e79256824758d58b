import { and, asc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm'
import type { EducationStatus } from '@domain/education/status'
import type { AppDb } from '../../db/database'
import {
  educationEvents,
  educationProgrammes,
  educationRules,
  members,
  type EducationEventRow,
} from '../../db/schema/index'

export interface EventFilter {
  types?: readonly string[] | undefined
  /** Events overlapping [from, until): instants of Seoul day boundaries. */
  from?: Date | undefined
  until?: Date | undefined
  statuses?: readonly EducationStatus[] | undefined
}

/** The same boundaries as domain/education/status.ts, in SQL, so a status filter pages correctly. */
function statusCondition(status: EducationStatus, now: Date): SQL {
  const e = educationEvents
  switch (status) {
    case 'planned':
      return gt(e.applyOpensAt, now)
    case 'applying':
      return and(lte(e.applyOpensAt, now), gt(e.applyClosesAt, now))!
    case 'closed':
      return and(lte(e.applyClosesAt, now), gt(e.endsAt, now))!
    case 'finished':
      return lte(e.endsAt, now)
  }
}

export function eventFilter(f: EventFilter, now: Date): SQL | undefined {
  const parts: SQL[] = []
  if (f.types?.length) parts.push(inArray(educationEvents.typeCode, [...f.types]))
  if (f.until) parts.push(lt(educationEvents.startsAt, f.until))
  if (f.from) parts.push(gte(educationEvents.endsAt, f.from))
  if (f.statuses?.length) parts.push(or(...f.statuses.map((s) => statusCondition(s, now)))!)
  return parts.length ? and(...parts) : undefined
}

export async function countEvents(db: AppDb, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(educationEvents).where(where)
  return row?.n ?? 0
}

export function pageOfEvents(
  db: AppDb,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<EducationEventRow[]> {
  return db
    .select()
    .from(educationEvents)
    .where(where)
    .orderBy(asc(educationEvents.startsAt), asc(educationEvents.id))
    .limit(limit)
    .offset(offset)
}

export async function eventById(db: AppDb, id: number): Promise<EducationEventRow | undefined> {
  const [row] = await db.select().from(educationEvents).where(eq(educationEvents.id, id))
  return row
}

export function programmes(db: AppDb) {
  return db
    .select()
    .from(educationProgrammes)
    .orderBy(asc(educationProgrammes.sortOrder), asc(educationProgrammes.slug))
}

export function rules(db: AppDb) {
  return db.select().from(educationRules).orderBy(asc(educationRules.sortOrder), asc(educationRules.slug))
}

/** The membership type the eligibility check needs of a member's record (dues: the standing function). */
export async function membershipTypeOf(db: AppDb, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ membershipType: members.membershipType })
    .from(members)
    .where(eq(members.id, memberId))
  return row?.membershipType ?? null
}
