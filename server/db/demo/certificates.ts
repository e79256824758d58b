import { eq, inArray } from 'drizzle-orm'
import type { CertificateFacts } from '@contract/certificates'
import { validUntilOf } from '@domain/certificates'
import { addDays, seoulInstant } from '@domain/time'
import { insertCertificate } from '../../modules/certificates/repository'
import type { AppDb } from '../database'
import { certificates, members } from '../schema/index'

/**
 * The demo's certificates (docs/requirements/my-page.md#my-5): member01 holds one valid, one revoked and one expired
 * membership confirmation, so the list and the verification page show every state. Written once: a database where
 * member01 already has certificates is left as it is (numbers are never reused).
 */
export async function seedDemoCertificates(db: AppDb, today: string): Promise<void> {
  const [member] = await db.select().from(members).where(eq(members.loginId, 'member01'))
  if (!member?.memberNo) return
  const existing = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(inArray(certificates.memberId, [member.id]))
  if (existing.length > 0) return
  const facts = (issuedOn: string, submitTo: string): CertificateFacts => ({
    type: 'membership',
    holder: {
      name: member.name,
      nameEn: [member.firstNameEn, member.lastNameEn].filter(Boolean).join(' ') || null,
      memberNo: member.memberNo!,
      birthDate: member.birthDate
        ? `${member.birthDate.slice(0, 4)}-${member.birthDate.slice(4, 6)}-${member.birthDate.slice(6, 8)}`
        : null,
      memberClass: member.memberClass,
      firstEnrolledOn: member.firstEnrolledOn,
    },
    purpose: '금융기관 제출용',
    submitTo,
    periodFrom: member.firstEnrolledOn ?? issuedOn,
    periodTo: issuedOn,
    competitions: [],
    issuedOn,
    validUntil: validUntilOf(issuedOn),
  })
  const at = (day: string) => seoulInstant(day, '10:00')
  const expiredOn = addDays(today, -200)
  const revokedOn = addDays(today, -40)
  const validOn = addDays(today, -10)
  await insertCertificate(db, member.id, facts(expiredOn, '국민은행 강남지점'), at(expiredOn))
  const revoked = await insertCertificate(db, member.id, facts(revokedOn, '신한은행 본점'), at(revokedOn))
  await db
    .update(certificates)
    .set({ revokedAt: at(addDays(revokedOn, 1)), revokeReason: '제출처 기재 오류로 재발급' })
    .where(eq(certificates.id, revoked.id))
  await insertCertificate(db, member.id, facts(validOn, '신한은행 본점'), at(validOn))
}
