import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { WelfareState } from '@contract/welfare'
import type { AppDb } from '../../db/database'
import {
  duesPeriods,
  members,
  welfareApplications,
  welfareFiles,
  type WelfareApplicationRow,
  type WelfareFileRow,
} from '../../db/schema/index'

export interface ApplicationWithFiles {
  row: WelfareApplicationRow
  files: WelfareFileRow[]
}

async function withFiles(db: AppDb, rows: WelfareApplicationRow[]): Promise<ApplicationWithFiles[]> {
  if (rows.length === 0) return []
  const files = await db
    .select()
    .from(welfareFiles)
    .where(
      inArray(
        welfareFiles.applicationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(welfareFiles.id))
  return rows.map((row) => ({ row, files: files.filter((f) => f.applicationId === row.id) }))
}

export async function applicationsOf(db: AppDb, memberId: number) {
  const rows = await db
    .select()
    .from(welfareApplications)
    .where(eq(welfareApplications.memberId, memberId))
    .orderBy(desc(welfareApplications.id))
  return withFiles(db, rows)
}

export async function applicationById(db: AppDb, id: number): Promise<ApplicationWithFiles | undefined> {
  const rows = await db.select().from(welfareApplications).where(eq(welfareApplications.id, id))
  return (await withFiles(db, rows))[0]
}

export async function queue(db: AppDb, state: WelfareState | undefined) {
  const rows = await db
    .select({ app: welfareApplications, name: members.name, memberNo: members.memberNo })
    .from(welfareApplications)
    .innerJoin(members, eq(members.id, welfareApplications.memberId))
    .where(state ? eq(welfareApplications.state, state) : undefined)
    .orderBy(desc(welfareApplications.id))
    .limit(200)
  const full = await withFiles(
    db,
    rows.map((r) => r.app),
  )
  return full.map((a, i) => ({ ...a, memberName: rows[i]!.name, memberNo: rows[i]!.memberNo }))
}

/** The member's unpaid dues bills that a payment may settle: unpaid and in no open order, oldest first. */
export const offsettablePeriods = (db: AppDb, memberId: number) =>
  db
    .select({ id: duesPeriods.id, amount: duesPeriods.amount })
    .from(duesPeriods)
    .where(and(eq(duesPeriods.memberId, memberId), eq(duesPeriods.state, 'unpaid'), isNull(duesPeriods.inOrderSince)))
    .orderBy(asc(duesPeriods.startsOn))

export async function memberFacts(db: AppDb, memberId: number) {
  const [row] = await db
    .select({
      birthDate: members.birthDate,
      firstEnrolledOn: members.firstEnrolledOn,
      name: members.name,
      memberNo: members.memberNo,
    })
    .from(members)
    .where(eq(members.id, memberId))
  return row
}

/** members.birth_date is stored YYYYMMDD; the rules read YYYY-MM-DD. */
export const birthDay = (compact: string | null | undefined): string | null =>
  compact && /^\d{8}$/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}` : null
