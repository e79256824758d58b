import { randomBytes, randomUUID } from 'node:crypto'
import { ERROR_CODES } from '@contract/errors'
import type { CouponBoxDto, CouponDto } from '@contract/wallet'
import { type CouponTerms, couponBoxState, couponUsable, normalizeCouponCode } from '@domain/wallet/coupons'
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { coupons, memberCoupons, type CouponRow, type MemberCouponRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'

/**
 * Coupons (docs/requirements/my-page.md#my-14). A member registers a code into the coupon box; an order (ticketing)
 * selects one, uses it when paid or releases it when it ends. Each step is one conditional update, so two orders
 * selecting the same coupon at once cannot both win, and repeating a step for the same order changes nothing.
 */

const registrationFailed = () => httpError(422, ERROR_CODES.COUPON_REGISTRATION_FAILED, 'Coupon registration failed.')
const unusable = () => httpError(409, ERROR_CODES.COUPON_UNUSABLE, 'This coupon cannot be used.')

function couponDto(c: CouponRow, mine: MemberCouponRow, now: Date): CouponDto {
  return {
    code: c.code,
    nameKo: c.nameKo,
    nameEn: c.nameEn,
    discountKind: c.discountKind,
    discountValue: c.discountValue,
    maxDiscountWon: c.maxDiscountWon,
    validFrom: c.validFrom.toISOString(),
    validUntil: c.validUntil.toISOString(),
    state: couponBoxState(
      { held: mine.state, withdrawn: c.state === 'withdrawn', validFrom: c.validFrom, validUntil: c.validUntil },
      now,
    ),
    registeredAt: mine.registeredAt.toISOString(),
    usedAt: mine.usedAt?.toISOString() ?? null,
  }
}

/** GET /api/mypage/coupons: the member's coupon box, newest registration first. */
export async function couponBox(db: AppDb, memberId: number, now: Date): Promise<CouponBoxDto> {
  const rows = await db
    .select({ coupon: coupons, mine: memberCoupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(eq(memberCoupons.memberId, memberId))
    .orderBy(sql`${memberCoupons.registeredAt} desc`, asc(coupons.id))
  return { items: rows.map((r) => couponDto(r.coupon, r.mine, now)) }
}

/**
 * POST /api/mypage/coupons: registers a typed code. Empty: 400 "coupon code required"; unknown, expired, withdrawn,
 * exhausted or already in the box: 422 "Coupon registration failed." (one answer, so codes cannot be probed).
 */
export async function registerCoupon(db: AppDb, memberId: number, typed: string, now: Date): Promise<CouponDto> {
  const code = normalizeCouponCode(typed)
  if (code === '') throw httpError(400, ERROR_CODES.COUPON_CODE_REQUIRED, 'Coupon code required.')
  return db.transaction(async (tx) => {
    // Counting the registration first, conditionally, is what keeps an exhausted code from taking one more.
    const [coupon] = await tx
      .update(coupons)
      .set({ registrations: sql`${coupons.registrations} + 1` })
      .where(
        and(
          eq(coupons.code, code),
          eq(coupons.state, 'active'),
          gt(coupons.validUntil, now),
          lt(coupons.registrations, coupons.maxRegistrations),
        ),
      )
      .returning()
    if (!coupon) throw registrationFailed()
    const [mine] = await tx
      .insert(memberCoupons)
      .values({ couponId: coupon.id, memberId, registeredAt: now })
      .onConflictDoNothing()
      .returning()
    // Already in the box: the transaction's end gives the counted registration back.
    if (!mine) throw registrationFailed()
    return couponDto(coupon, mine, now)
  })
}

export interface SelectedCoupon {
  couponId: number
  code: string
  terms: CouponTerms
}

async function couponByCode(tx: AppDb, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)))
  return row
}

const selected = (c: CouponRow): SelectedCoupon => ({
  couponId: c.id,
  code: c.code,
  terms: { discountKind: c.discountKind, discountValue: c.discountValue, maxDiscountWon: c.maxDiscountWon },
})

/**
 * Holds the member's coupon for an open order (`orderRef`, e.g. `ticket_order:42`) inside the caller's transaction;
 * answers its terms (domain/wallet/coupons.ts couponDiscount prices it). Selecting again for the same order is a
 * no-op; 409 COUPON_UNUSABLE when it is not the member's, used, held by another order, or not valid now.
 */
export async function selectCoupon(
  tx: AppDb,
  memberId: number,
  code: string,
  orderRef: string,
  now: Date,
): Promise<SelectedCoupon> {
  const coupon = await couponByCode(tx, code)
  if (!coupon) throw unusable()
  const usable = couponUsable(
    {
      held: 'held',
      withdrawn: coupon.state === 'withdrawn',
      validFrom: coupon.validFrom,
      validUntil: coupon.validUntil,
    },
    now,
  )
  const mine = and(eq(memberCoupons.couponId, coupon.id), eq(memberCoupons.memberId, memberId))
  if (usable) {
    const [won] = await tx
      .update(memberCoupons)
      .set({ state: 'selected', orderRef, selectedAt: now })
      .where(and(mine, eq(memberCoupons.state, 'held')))
      .returning({ state: memberCoupons.state })
    if (won) return selected(coupon)
  }
  const [row] = await tx.select().from(memberCoupons).where(mine)
  if (row?.state === 'selected' && row.orderRef === orderRef) return selected(coupon)
  throw unusable()
}

/** Marks the coupon used by the order that selected it (once it is paid); repeating it for that order is a no-op. */
export async function useCoupon(tx: AppDb, memberId: number, code: string, orderRef: string, now: Date) {
  const coupon = await couponByCode(tx, code)
  if (!coupon) throw unusable()
  const mine = and(eq(memberCoupons.couponId, coupon.id), eq(memberCoupons.memberId, memberId))
  const [done] = await tx
    .update(memberCoupons)
    .set({ state: 'used', usedAt: now })
    .where(and(mine, eq(memberCoupons.state, 'selected'), eq(memberCoupons.orderRef, orderRef)))
    .returning({ state: memberCoupons.state })
  if (done) return
  const [row] = await tx.select().from(memberCoupons).where(mine)
  if (row?.state === 'used' && row.orderRef === orderRef) return
  throw unusable()
}

/**
 * Gives the coupon back to the box when the order that selected it ends unpaid (or drops it); answers whether it
 * was released. Anything else (another order's, already used, never selected) is left as it is.
 */
export async function releaseCoupon(tx: AppDb, memberId: number, code: string, orderRef: string): Promise<boolean> {
  const coupon = await couponByCode(tx, code)
  if (!coupon) return false
  const released = await tx
    .update(memberCoupons)
    .set({ state: 'held', orderRef: null, selectedAt: null })
    .where(
      and(
        eq(memberCoupons.couponId, coupon.id),
        eq(memberCoupons.memberId, memberId),
        eq(memberCoupons.state, 'selected'),
        eq(memberCoupons.orderRef, orderRef),
      ),
    )
    .returning({ state: memberCoupons.state })
  return released.length > 0
}

/**
 * The terms of a coupon in the member's box that an order could select now (held, valid, not withdrawn), or null:
 * what a quote prices with, holding nothing (docs/requirements/ticketing.md#tkt-4).
 */
export async function usableCouponOf(
  db: AppDb,
  memberId: number,
  code: string,
  now: Date,
): Promise<SelectedCoupon | null> {
  const [row] = await db
    .select({ coupon: coupons, mine: memberCoupons })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(coupons.code, normalizeCouponCode(code)), eq(memberCoupons.memberId, memberId)))
  if (!row) return null
  const { coupon, mine } = row
  const usable = couponUsable(
    {
      held: mine.state,
      withdrawn: coupon.state === 'withdrawn',
      validFrom: coupon.validFrom,
      validUntil: coupon.validUntil,
    },
    now,
  )
  return usable ? selected(coupon) : null
}

/**
 * Gives a coupon used by an order back to the box when that order is cancelled (docs/requirements/ticketing.md#tkt-7):
 * used → held for the same `orderRef`, if the coupon is still valid and not withdrawn; otherwise it stays used (a
 * refund cannot revive an expired coupon). Answers whether it came back; repeating it changes nothing.
 */
export async function restoreCoupon(
  tx: AppDb,
  memberId: number,
  code: string,
  orderRef: string,
  now: Date,
): Promise<boolean> {
  const coupon = await couponByCode(tx, code)
  if (!coupon || coupon.state === 'withdrawn' || coupon.validUntil.getTime() <= now.getTime()) return false
  const restored = await tx
    .update(memberCoupons)
    .set({ state: 'held', orderRef: null, selectedAt: null, usedAt: null })
    .where(
      and(
        eq(memberCoupons.couponId, coupon.id),
        eq(memberCoupons.memberId, memberId),
        eq(memberCoupons.state, 'used'),
        eq(memberCoupons.orderRef, orderRef),
      ),
    )
    .returning({ state: memberCoupons.state })
  return restored.length > 0
}

// Letters and digits people do not misread (no 0/O, 1/I/L).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

function randomCode(): string {
  const bytes = randomBytes(10)
  return `FW${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`
}

export interface CouponBatchInput {
  nameKo: string
  nameEn: string
  discountKind: 'amount' | 'percent'
  discountValue: number
  maxDiscountWon: number | null
  validFrom: string
  validUntil: string
  count: number
  registrationsPerCode: number
  code?: string | undefined
}

/** POST /api/staff/coupons: makes `count` codes (random, or the chosen one), each registrable as many times as set. */
export async function createCouponBatch(db: AppDb, input: CouponBatchInput, now: Date) {
  const batchId = randomUUID()
  const base = {
    batchId,
    nameKo: input.nameKo,
    nameEn: input.nameEn,
    discountKind: input.discountKind,
    discountValue: input.discountValue,
    maxDiscountWon: input.discountKind === 'percent' ? input.maxDiscountWon : null,
    validFrom: new Date(input.validFrom),
    validUntil: new Date(input.validUntil),
    maxRegistrations: input.registrationsPerCode,
    createdAt: now,
  }
  const codes: string[] = []
  if (input.code !== undefined) {
    const code = normalizeCouponCode(input.code)
    const made = await db
      .insert(coupons)
      .values({ ...base, code })
      .onConflictDoNothing()
      .returning()
    if (made.length === 0) throw httpError(409, ERROR_CODES.CONFLICT, `The code ${code} exists already`)
    return { batch: batchId, codes: [code] }
  }
  // A random code that happens to exist is simply drawn again.
  while (codes.length < input.count) {
    const wanted = Array.from({ length: input.count - codes.length }, randomCode)
    const made = await db
      .insert(coupons)
      .values(wanted.map((code) => ({ ...base, code })))
      .onConflictDoNothing()
      .returning({ code: coupons.code })
    codes.push(...made.map((m) => m.code))
  }
  return { batch: batchId, codes }
}
