import type { AccountInfo, MemberDetail } from '@contract/member-account'
import type { MemberClass } from '@contract/member'
import type { MembershipKind, MembershipType } from '@contract/roles'
import type { AppDb } from '../../db/database'
import type { MemberRow } from '../../db/schema/index'
import { effectiveRoles } from '../auth/roles'
import { duesPaidOf } from '../membership/permissions'
import { memberById } from './repository'

/**
 * What GET /member answers: the member's own record, never the password hash or internal columns. `duesPaid` is the
 * standing function's answer (server/modules/membership), not a stored flag.
 */
export function memberDetail(row: MemberRow, duesPaid: boolean): MemberDetail {
  return {
    id: row.loginId ?? '',
    name: row.name,
    memberClass: (row.memberClass as MemberClass | null) ?? null,
    memberNo: row.memberNo,
    birthDate: row.birthDate,
    email: row.email,
    mobile: row.mobile,
    marketingAgree: row.marketingAgree,
    firstNameEn: row.firstNameEn,
    lastNameEn: row.lastNameEn,
    gender: row.gender,
    nationality: row.nationality,
    phone: row.phone,
    emailReceive: row.emailReceive,
    smsReceive: row.smsReceive,
    zipCode: row.zipCode,
    address: row.address,
    addressDetail: row.addressDetail,
    workName: row.workName,
    workZipCode: row.workZipCode,
    workAddress: row.workAddress,
    workAddressDetail: row.workAddressDetail,
    workPhone: row.workPhone,
    roles: effectiveRoles(row),
    membershipKind: (row.membershipKind as MembershipKind | null) ?? null,
    membershipType: (row.membershipType as MembershipType | null) ?? null,
    duesPaid,
  }
}

/** The member's record as GET /member answers it, read now. */
export async function memberDetailOf(db: AppDb, memberId: number, now: Date): Promise<MemberDetail> {
  const [row, duesPaid] = await Promise.all([memberById(db, memberId), duesPaidOf(db, memberId, now)])
  return memberDetail(row, duesPaid)
}

export function accountInfo(row: MemberRow, duesPaid: boolean): AccountInfo {
  return {
    id: row.loginId ?? '',
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    memberNo: row.memberNo,
    memberClass: (row.memberClass as MemberClass | null) ?? null,
    duesPaid,
    marketingAgree: row.marketingAgree,
  }
}

/** mem***01: the first three and last two characters of an ID, the rest hidden. */
export function maskLoginId(id: string): string {
  return `${id.slice(0, 3)}${'*'.repeat(Math.max(1, id.length - 5))}${id.slice(-2)}`
}
