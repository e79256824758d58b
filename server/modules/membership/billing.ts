import { and, isNotNull, ne, sql } from 'drizzle-orm'
import { duesEndOn, entranceFeeOf, owedPeriods, periodAmount } from '@domain/membership'
import { seoulDate } from '@domain/time'
import type { AppDb } from '../../db/database'
import { duesPeriods, entranceFees, members } from '../../db/schema/index'

export interface BillingReport {
  members: number
  periods: number
  entranceFees: number
}

/** Association members the billing run looks at: not expelled (an expelled member is billed no more). */
async function billable(db: AppDb) {
  return db
    .select({
      id: members.id,
      memberClass: members.memberClass,
      birthDate: members.birthDate,
      firstEnrolledOn: members.firstEnrolledOn,
      selectedOn: members.selectedOn,
      // Dues start again with the first whole period after an approved reinstatement: the years of expulsion
      // are not billed (docs/decisions/0054-standing-readings.md).
      reinstatedOn: sql<string | null>`(select max(s.changed_on)::text from standing_changes s
        where s.member_id = "members"."id" and s.cause = 'reinstatement_approved')`,
    })
    .from(members)
    .where(and(isNotNull(members.memberNo), ne(members.standing, 'expelled')))
}

/**
 * The billing run (docs/requirements/standing-and-dues.md#sd-3, #sd-5): creates every dues period a member owes
 * on the Seoul day of `now`, from the first enrollment (or the selection) until dues end, and the entrance fee of a
 * selected member. Idempotent: the unique keys (member and period; one fee per member) make a second run, or a
 * concurrent one, insert nothing twice.
 */
export async function runBilling(db: AppDb, now: Date): Promise<BillingReport> {
  const today = seoulDate(now)
  const report: BillingReport = { members: 0, periods: 0, entranceFees: 0 }
  for (const m of await billable(db)) {
    report.members++
    const enrolled = m.firstEnrolledOn ?? m.selectedOn
    const amount = periodAmount(m.memberClass)
    if (enrolled !== null && amount !== null) {
      const from = m.reinstatedOn !== null && m.reinstatedOn > enrolled ? m.reinstatedOn : enrolled
      const rows = owedPeriods(from, today, duesEndOn(enrolled, m.birthDate)).map((p) => ({
        memberId: m.id,
        period: p.name,
        startsOn: p.startsOn,
        endsOn: p.endsOn,
        amount,
        billedAt: now,
      }))
      if (rows.length > 0) {
        const added = await db.insert(duesPeriods).values(rows).onConflictDoNothing().returning({ id: duesPeriods.id })
        report.periods += added.length
      }
    }
    if (m.selectedOn !== null) {
      const fee = entranceFeeOf(m.selectedOn)
      const added = await db
        .insert(entranceFees)
        .values({ memberId: m.id, selectedOn: m.selectedOn, ...fee, billedAt: now })
        .onConflictDoNothing()
        .returning({ id: entranceFees.id })
      report.entranceFees += added.length
    }
  }
  return report
}
