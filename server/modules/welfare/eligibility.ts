import type { WelfareEligibilityDto } from '@contract/welfare'
import { pensionEligibility, scholarshipWindow } from '@domain/welfare'
import { fullYears, seoulDate } from '@domain/time'
import type { AppDb } from '../../db/database'
import { birthDay, memberFacts, offsettablePeriods } from './repository'

/** GET /api/mypage/benefit/eligibility: the pension and scholarship for this member today (MY-10). */
export async function eligibilityOf(db: AppDb, memberId: number, now: Date): Promise<WelfareEligibilityDto> {
  const today = seoulDate(now)
  const [facts, periods] = await Promise.all([memberFacts(db, memberId), offsettablePeriods(db, memberId)])
  const birth = birthDay(facts?.birthDate)
  const enrolled = facts?.firstEnrolledOn ?? null
  return {
    membershipYears: enrolled ? Math.max(0, fullYears(enrolled, today)) : null,
    age: birth ? Math.max(0, fullYears(birth, today)) : null,
    pension: pensionEligibility(birth, enrolled, today),
    scholarship: scholarshipWindow(today),
    unpaidDues: periods.reduce((sum, p) => sum + p.amount, 0),
  }
}
