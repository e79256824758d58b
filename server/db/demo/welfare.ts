import { eq, inArray } from 'drizzle-orm'
import { addDays, lastDayOfYearAfter, yearOf } from '@domain/time'
import type { AppDb } from '../database'
import { members, welfareApplications, welfareFiles } from '../schema/index'
import { tinyDemoPdf, tinyDemoPng } from './welfare-evidence'

/**
 * The demo's welfare applications (docs/requirements/my-page.md#my-7): member01's child's marriage, approved and
 * paid, and his mother's 70th birthday waiting for review, so the secretariat's queue is never empty. The evidence
 * bytes are written by the welfare module when a demo server starts (DEMO_EVIDENCE), since files live under
 * DATA_DIR, not in the database.
 */
/** The demo evidence's fixed storage keys, of the same 48-hex-digit shape as the random ones. */
const demoKey = (n: number) => `de${String(n).padStart(46, '0')}`

export const DEMO_EVIDENCE = [
  { key: demoKey(1), name: '청첩장.png', type: 'image/png', make: tinyDemoPng },
  { key: demoKey(2), name: '가족관계증명서.pdf', type: 'application/pdf', make: tinyDemoPdf },
  { key: demoKey(3), name: '주민등록등본.pdf', type: 'application/pdf', make: tinyDemoPdf },
] as const

export async function seedDemoWelfare(db: AppDb, today: string): Promise<number> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, 'member01'))
  const [staff] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, 'staff04'))
  if (!member) return 0
  await db.delete(welfareFiles).where(
    inArray(
      welfareFiles.storageKey,
      DEMO_EVIDENCE.map((e) => e.key),
    ),
  )
  await db.delete(welfareApplications).where(eq(welfareApplications.memberId, member.id))
  const at = new Date()
  const account = { bank: '국민은행', accountNumber: '123-456-789012', accountHolder: '김투어' }
  const marriage = addDays(today, -40)
  const birthday = addDays(today, -10)
  const rows = await db
    .insert(welfareApplications)
    .values([
      {
        memberId: member.id,
        type: 'mutual_aid' as const,
        relationship: 'children' as const,
        subjectName: '김하늘',
        occasion: 'marriage' as const,
        occasionDate: marriage,
        time: '12:00',
        inKindItem: 'wreath' as const,
        deliveryAddress: '서울특별시 강남구 테헤란로 521 그랜드홀',
        ...account,
        state: 'approved' as const,
        appliedOn: addDays(marriage, -14),
        editableUntil: lastDayOfYearAfter(marriage),
        proposedAmount: 200_000,
        amount: 200_000,
        offset: 0,
        paidOn: addDays(marriage, 3),
        reviewedBy: staff?.id ?? null,
        reviewedAt: at,
        createdAt: at,
        updatedAt: at,
      },
      {
        memberId: member.id,
        type: 'mutual_aid' as const,
        relationship: 'mother' as const,
        subjectName: '이순자',
        occasion: 'seventieth_birthday' as const,
        occasionDate: birthday,
        inKindItem: 'none' as const,
        ...account,
        appliedOn: today,
        editableUntil: `${yearOf(birthday) + 3}-12-31`,
        proposedAmount: 200_000,
        createdAt: at,
        updatedAt: at,
      },
    ])
    .returning({ id: welfareApplications.id })
  const [approved, submitted] = rows
  const file = (applicationId: number, e: (typeof DEMO_EVIDENCE)[number]) => ({
    applicationId,
    storageKey: e.key,
    name: e.name,
    contentType: e.type,
    size: e.make().length,
    createdAt: at,
  })
  await db
    .insert(welfareFiles)
    .values([
      file(approved!.id, DEMO_EVIDENCE[0]),
      file(approved!.id, DEMO_EVIDENCE[1]),
      file(submitted!.id, DEMO_EVIDENCE[2]),
    ])
  return rows.length
}
