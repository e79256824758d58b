import { z } from 'zod'
import { COUPON_BOX_STATES } from '@domain/wallet/coupons'

/**
 * Cash and coupons (docs/requirements/my-page.md#my-13, #my-14): `GET /api/mypage/cash`, `GET` and
 * `POST /api/mypage/coupons`, and the staff's `POST /api/staff/cash/{memberId}` and `POST /api/staff/coupons`.
 * Amounts are integer won.
 */

/** What caused a cash entry; ticketing adds its own kinds (`ticket_order`, `ticket_refund`). */
export const CASH_CAUSE_KINDS = ['staff_adjustment', 'event_reward', 'ticket_order', 'ticket_refund'] as const

export const CASH_PAGE_SIZE_DEFAULT = 20

export const cashQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CASH_PAGE_SIZE_DEFAULT),
})

export const cashEntrySchema = z
  .object({
    id: z.number().int().positive(),
    amount: z.number().int().describe('Signed won: credit positive, debit negative'),
    causeKind: z.string(),
    causeId: z.number().int().nullable(),
    note: z.string(),
    balanceAfter: z.number().int().min(0),
    createdAt: z.string(),
  })
  .meta({ id: 'CashEntry' })

export const cashLedgerSchema = z
  .object({
    balance: z.number().int().min(0),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().min(0),
    items: z.array(cashEntrySchema).describe('Newest first'),
  })
  .meta({ id: 'CashLedger' })
export type CashLedgerDto = z.infer<typeof cashLedgerSchema>

export const staffCashBodySchema = z
  .object({
    amount: z
      .number()
      .int()
      .min(-10_000_000)
      .max(10_000_000)
      .refine((n) => n !== 0, 'not zero')
      .describe('Signed won: a credit is positive, a debit negative'),
    reason: z.string().trim().min(1).max(200),
  })
  .meta({ id: 'StaffCashAdjustment' })

export const couponSchema = z
  .object({
    code: z.string(),
    nameKo: z.string(),
    nameEn: z.string(),
    discountKind: z.enum(['amount', 'percent']),
    discountValue: z.number().int().positive(),
    maxDiscountWon: z.number().int().positive().nullable(),
    validFrom: z.string(),
    validUntil: z.string().describe('Exclusive'),
    state: z
      .enum(COUPON_BOX_STATES)
      .describe(
        'before_use, used, selected (held by an open order), use_expired, ' +
          'cannot_be_used (not valid yet or withdrawn by the association)',
      ),
    registeredAt: z.string(),
    usedAt: z.string().nullable(),
  })
  .meta({ id: 'Coupon' })
export type CouponDto = z.infer<typeof couponSchema>

export const couponBoxSchema = z.object({ items: z.array(couponSchema) }).meta({ id: 'CouponBox' })
export type CouponBoxDto = z.infer<typeof couponBoxSchema>

/** The code as typed; an empty one answers 400 COUPON_CODE_REQUIRED ("coupon code required"). */
export const registerCouponBodySchema = z.object({ code: z.string().max(64) }).meta({ id: 'RegisterCoupon' })

export const couponBatchBodySchema = z
  .object({
    nameKo: z.string().trim().min(1).max(100),
    nameEn: z.string().trim().min(1).max(100),
    discountKind: z.enum(['amount', 'percent']),
    discountValue: z.number().int().positive().max(10_000_000),
    maxDiscountWon: z.number().int().positive().max(10_000_000).nullable().default(null),
    validFrom: z.iso.datetime({ offset: true }),
    validUntil: z.iso.datetime({ offset: true }),
    count: z.number().int().min(1).max(500).describe('How many codes to make'),
    registrationsPerCode: z.number().int().min(1).max(100_000).default(1),
    code: z
      .string()
      .regex(/^[A-Za-z0-9-]{4,32}$/)
      .optional()
      .describe('A chosen code (only with count 1), e.g. a campaign code many members register'),
  })
  .refine((b) => b.discountKind === 'amount' || b.discountValue <= 100, {
    path: ['discountValue'],
    message: 'a percent is at most 100',
  })
  .refine((b) => Date.parse(b.validUntil) > Date.parse(b.validFrom), { path: ['validUntil'], message: 'after from' })
  .refine((b) => b.code === undefined || b.count === 1, { path: ['code'], message: 'a chosen code needs count 1' })
  .meta({ id: 'CouponBatch' })

export const couponBatchSchema = z
  .object({ batch: z.string().describe('The batch reference (a UUID)'), codes: z.array(z.string()) })
  .meta({ id: 'CouponBatchCreated' })
