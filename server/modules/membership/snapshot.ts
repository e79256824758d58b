import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm'
import type { StandingSnapshot } from '@domain/membership'
import { seoulDate } from '@domain/time'
import type { AppDb } from '../../db/database'
import { members, memberSanctions } from '../../db/schema/index'

/** Ledger states that still owe money: billed, not settled (a deposit awaited counts as unpaid); the SQL below too. */
export const OWING = ['unpaid', 'waiting_for_deposit'] as const

/**
 * What the one standing function knows of a member at `now` (docs/requirements/standing-and-dues.md#sd-9): the
 * member's record and ledger on the Seoul day of `now`. Undefined for an unknown member id.
 */
export async function standingOf(db: AppDb, memberId: number, now: Date): Promise<StandingSnapshot | undefined> {
  const today = seoulDate(now)
  const [row] = await db
    .select({
      memberNo: members.memberNo,
      memberClass: members.memberClass,
      standing: members.standing,
      qualificationRestricted: members.qualificationRestricted,
      introEducationCompletedOn: members.introEducationCompletedOn,
      firstEnrolledOn: members.firstEnrolledOn,
      // Written out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
      unpaid: sql<number>`(select count(*)::int from dues_periods d
        where d.member_id = "members"."id" and d.state in ('unpaid', 'waiting_for_deposit'))`,
      feeUnpaid: sql<boolean>`exists (select 1 from entrance_fees f
        where f.member_id = "members"."id" and f.state in ('unpaid', 'waiting_for_deposit'))`,
    })
    .from(members)
    .where(eq(members.id, memberId))
  if (!row) return undefined
  const [discipline] = await db
    .select({ id: memberSanctions.id })
    .from(memberSanctions)
    .where(
      and(
        eq(memberSanctions.memberId, memberId),
        eq(memberSanctions.kind, 'discipline'),
        eq(memberSanctions.restricts, true),
        lte(memberSanctions.startsOn, today),
        or(isNull(memberSanctions.endsOn), gte(memberSanctions.endsOn, today)),
      ),
    )
    .limit(1)
  return {
    associationMember: row.memberNo !== null,
    memberClass: row.memberClass,
    standing: row.standing,
    unpaidDuesPeriods: row.unpaid,
    entranceFeeUnpaid: row.feeUnpaid,
    restrictingDiscipline: discipline !== undefined,
    restrictedQualification: row.qualificationRestricted,
    introEducationIncomplete: row.introEducationCompletedOn === null,
    firstEnrolledOn: row.firstEnrolledOn,
    today,
  }
}
