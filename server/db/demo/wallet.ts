import { addDays, seoulDate, seoulDayStart, seoulInstant } from '@domain/time'
import { and, arrayContains, desc, eq, inArray, lt } from 'drizzle-orm'
import { creditCash, spendCash } from '../../modules/wallet/index'
import type { AppDb } from '../database'
import { coupons, educationApplications, educationEvents, memberCoupons, members } from '../schema/index'

/**
 * The demo's coupons, cash and a finished education course (docs/requirements/my-page.md#my-11, #my-13, #my-14):
 * member01 and fellow04 hold one coupon in each state of the box and a short cash history; member01 completed a
 * course. Two campaign codes stay free for a tester to register (README "Demo coupon codes"). Written once.
 */
export const DEMO_COUPON_CODES = { amount: 'FWDEMO5000', percent: 'FWDEMO10' } as const
const OWNERS = ['member01', 'fellow04'] as const
const BATCH = 'demo'

export async function seedDemoWallet(db: AppDb, today = seoulDate()): Promise<number> {
  const [already] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.batchId, BATCH)).limit(1)
  if (already) return 0
  const day = (offset: number) => seoulDayStart(addDays(today, offset))
  const now = seoulInstant(today, '09:00')
  const base = { batchId: BATCH, discountKind: 'amount' as const, createdAt: day(-60) }
  await db.insert(coupons).values([
    {
      ...base,
      code: DEMO_COUPON_CODES.amount,
      nameKo: '데모 5,000원 할인',
      nameEn: 'Demo 5,000 won off',
      discountValue: 5_000,
      validFrom: day(-30),
      validUntil: day(180),
      maxRegistrations: 100_000,
    },
    {
      ...base,
      code: DEMO_COUPON_CODES.percent,
      nameKo: '데모 10% 할인 (최대 20,000원)',
      nameEn: 'Demo 10% off (up to 20,000 won)',
      discountKind: 'percent',
      discountValue: 10,
      maxDiscountWon: 20_000,
      validFrom: day(-30),
      validUntil: day(180),
      maxRegistrations: 100_000,
    },
  ])
  const owners = await db
    .select({ id: members.id, loginId: members.loginId, membershipType: members.membershipType })
    .from(members)
    .where(inArray(members.loginId, [...OWNERS]))
  let written = 2
  for (const owner of owners) {
    const tag = (owner.loginId ?? '').toUpperCase()
    const kinds = [
      { suffix: 'READY', ko: '관람권 3,000원 할인', en: '3,000 won off a ticket', from: -10, until: 60 },
      { suffix: 'PICKED', ko: '굿즈 5,000원 할인', en: '5,000 won off goods', from: -10, until: 60 },
      { suffix: 'USED', ko: '신규 회원 2,000원 할인', en: 'New member 2,000 won off', from: -90, until: 30 },
      { suffix: 'EXPIRED', ko: '봄 시즌 4,000원 할인', en: 'Spring season 4,000 won off', from: -120, until: -5 },
      { suffix: 'LATER', ko: '가을 대회 6,000원 할인', en: 'Autumn tournament 6,000 won off', from: 20, until: 120 },
    ]
    const made = await db
      .insert(coupons)
      .values(
        kinds.map((k, i) => ({
          ...base,
          code: `${tag}${k.suffix}`,
          nameKo: k.ko,
          nameEn: k.en,
          discountValue: (i + 2) * 1_000,
          validFrom: day(k.from),
          validUntil: day(k.until),
          registrations: 1,
        })),
      )
      .returning({ id: coupons.id, code: coupons.code })
    await db.insert(memberCoupons).values(
      made.map((c) => ({
        couponId: c.id,
        memberId: owner.id,
        registeredAt: day(-20),
        ...(c.code.endsWith('PICKED') ? { state: 'selected' as const, orderRef: 'demo_order:1', selectedAt: now } : {}),
        ...(c.code.endsWith('USED') ? { state: 'used' as const, orderRef: 'demo_order:0', usedAt: day(-15) } : {}),
      })),
    )
    await db.transaction(async (tx) => {
      await creditCash(tx, owner.id, 10_000, { kind: 'event_reward', note: 'Winner prediction prize', at: day(-40) })
      await creditCash(tx, owner.id, 5_000, { kind: 'staff_adjustment', note: 'Welcome gift', at: day(-30) })
      await spendCash(tx, owner.id, 3_000, { kind: 'ticket_order', note: 'Tournament ticket', at: day(-12) })
    })
    written += made.length + 3
    if (owner.loginId === 'member01') written += await completedCourse(db, owner.id, now)
  }
  return written
}

/** member01's latest finished course for tour pros, paid by transfer and attended. */
async function completedCourse(db: AppDb, memberId: number, now: Date): Promise<number> {
  const [event] = await db
    .select()
    .from(educationEvents)
    .where(and(lt(educationEvents.endsAt, now), arrayContains(educationEvents.eligibleTypes, ['tour_pro'])))
    .orderBy(desc(educationEvents.endsAt))
    .limit(1)
  if (!event) return 0
  await db.insert(educationApplications).values({
    eventId: event.id,
    memberId,
    state: event.costWon > 0 ? 'paid' : 'applied',
    amountWon: event.costWon,
    method: event.costWon > 0 ? 'transfer' : null,
    paidAt: event.costWon > 0 ? new Date(event.startsAt.getTime() - 7 * 86_400_000) : null,
    attendedAt: event.startsAt,
    createdAt: new Date(event.startsAt.getTime() - 10 * 86_400_000),
  })
  return 1
}
