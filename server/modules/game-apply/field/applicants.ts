import type { StaffFieldDto } from '@contract/game-apply'
import { MEMBERSHIP_TYPES, type MembershipType } from '@contract/roles'
import { asc, eq } from 'drizzle-orm'
import type { AppDb } from '../../../db/database'
import { members, tournamentApplications } from '../../../db/schema/index'

type Applicant = StaffFieldDto['applicants'][number]

/**
 * A tournament's applicants by arrival (APP-11): the waiting list's position counts the waitlisted before them, so
 * staff read the order the list moves up in (decision 0082).
 */
export async function applicantsOf(db: AppDb, tournamentId: number): Promise<Applicant[]> {
  const rows = await db
    .select({
      applicationId: tournamentApplications.id,
      memberId: members.id,
      memberNo: members.memberNo,
      nameKo: members.name,
      firstNameEn: members.firstNameEn,
      lastNameEn: members.lastNameEn,
      membershipType: members.membershipType,
      state: tournamentApplications.state,
      arrivalNo: tournamentApplications.arrivalNo,
      paidAt: tournamentApplications.paidAt,
      entryId: tournamentApplications.entryId,
    })
    .from(tournamentApplications)
    .innerJoin(members, eq(members.id, tournamentApplications.memberId))
    .where(eq(tournamentApplications.tournamentId, tournamentId))
    .orderBy(asc(tournamentApplications.arrivalNo))
  let waiting = 0
  return rows.map((r) => {
    const nameEn = [r.firstNameEn, r.lastNameEn].filter(Boolean).join(' ')
    return {
      applicationId: r.applicationId,
      memberId: r.memberId,
      memberNo: r.memberNo,
      nameKo: r.nameKo,
      nameEn: nameEn || null,
      membershipType: typeOf(r.membershipType),
      state: r.state,
      arrivalNo: r.arrivalNo,
      waitlistPosition: r.state === 'waitlisted' ? ++waiting : null,
      paidAt: r.paidAt?.toISOString() ?? null,
      confirmed: r.entryId !== null,
    }
  })
}

const typeOf = (raw: string | null): MembershipType | null => MEMBERSHIP_TYPES.find((type) => type === raw) ?? null
