import { count, eq } from 'drizzle-orm'
import { DAY_MS, seoulInstant } from '@domain/time'
import type { AppDb } from '../database'
import { inquiries, members } from '../schema/index'

/**
 * The demo's 1:1 inquiries (docs/requirements/my-page.md#my-15): fellow05 has one answered and one waiting, and
 * staff05 (the secretariat's answerer) finds the waiting one in the queue. Written once: a member who has inquiries
 * keeps them across restarts.
 */
export async function seedDemoInquiries(db: AppDb, today: string): Promise<void> {
  const [asker] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, 'fellow05'))
  const [staff] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, 'staff05'))
  if (!asker || !staff) return
  const [existing] = await db.select({ n: count() }).from(inquiries).where(eq(inquiries.memberId, asker.id))
  if ((existing?.n ?? 0) > 0) return
  const at = (daysAgo: number, clock: string) => new Date(seoulInstant(today, clock).getTime() - daysAgo * DAY_MS)
  await db.insert(inquiries).values([
    {
      memberId: asker.id,
      category: 'dues',
      title: '회비 카드 등록 후 자동 결제일이 궁금합니다',
      content: '회비 카드를 등록했는데, 7월분 회비는 언제 자동으로 결제되나요? 결제 전에 알림을 받을 수 있나요?',
      createdAt: at(6, '10:12'),
      answer:
        '등록하신 회비 카드는 청구일(1월 1일, 7월 1일)에 자동으로 결제됩니다. 결제 결과는 마이페이지 회비 납부 내역에서 확인하실 수 있습니다.',
      answeredAt: at(5, '14:30'),
      answeredBy: staff.id,
    },
    {
      memberId: asker.id,
      category: 'certificate',
      title: '영문 회원 확인서 발급이 가능한가요?',
      content: '해외 대회 제출용으로 영문 회원 확인서가 필요합니다. 온라인으로 발급받을 수 있는지 알려 주세요.',
      createdAt: at(1, '09:05'),
    },
  ])
}
