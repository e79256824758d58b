import { z } from 'zod'
import { memberClassSchema } from './member'
import { standingSchema } from './membership'
import { paymentOrderSchema } from './payments'

/**
 * Dues, the entrance fee, arrears, rewards and punishments and reinstatement: the member's calls under /mypage
 * (docs/requirements/standing-and-dues.md#sd-11) and the staff's standing console (#sd-13). Amounts are integer won,
 * dates are Seoul calendar dates (YYYY-MM-DD), instants ISO 8601.
 */

const won = z.number().int().nonnegative()
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const DUES_PERIOD_STATES = ['unpaid', 'waiting_for_deposit', 'paid', 'exempt', 'canceled'] as const
export const duesPeriodStateSchema = z.enum(DUES_PERIOD_STATES)

/** One half-year bill (SD-3): `2026-1` is January to June 2026, `2026-2` July to December. */
export const duesPeriodSchema = z
  .object({
    id: z.number().int().positive(),
    period: z.string().regex(/^\d{4}-[12]$/),
    startsOn: calendarDate,
    endsOn: calendarDate,
    amount: won,
    state: duesPeriodStateSchema,
    billedAt: z.string(),
    paidAt: z.string().nullable(),
    /** The order that paid it or is paying it (its receipt). */
    orderNo: z.string().nullable(),
    method: z.string().nullable(),
  })
  .meta({ id: 'DuesPeriod' })
export type DuesPeriodDto = z.infer<typeof duesPeriodSchema>

/** GET /api/mypage/opi-dues/year: the years with a bill, newest first. */
export const duesYearsSchema = z.object({ years: z.array(z.number().int()) }).meta({ id: 'DuesYears' })

/** GET /api/mypage/opi-dues?year=: the history of one year ("no payment history" when empty). */
export const duesHistoryQuerySchema = z.object({ year: z.coerce.number().int().min(1950).max(2100).optional() })
export const duesHistorySchema = z
  .object({ year: z.number().int(), periods: z.array(duesPeriodSchema), paidTotal: won })
  .meta({ id: 'DuesHistory' })

/** GET /api/mypage/opi-dues/unpaid and GET /api/mypage/unpaid: what is owed now, oldest first, with the sum. */
export const unpaidListSchema = z
  .object({
    periods: z.array(duesPeriodSchema),
    duesTotal: won,
    entranceFee: won.describe('Unpaid entrance fee, 0 when paid or none'),
    total: won,
  })
  .meta({ id: 'UnpaidList' })

/** GET /api/mypage/opi-dues/amount: the payment guide for this member (SD-3, SD-4). */
export const duesGuideSchema = z
  .object({
    memberClass: memberClassSchema.nullable(),
    monthlyDues: won.nullable(),
    halfYearDues: won.nullable(),
    billingMonths: z.array(z.number().int()),
    /** When both 20 years of membership and age 60 are reached (SD-4); null if it cannot be known. */
    duesEndOn: calendarDate.nullable(),
    exempt: z.boolean(),
    bankTransfer: z.object({ bank: z.string(), accountNumber: z.string(), holder: z.string() }),
  })
  .meta({ id: 'DuesGuide' })

/** GET /api/mypage/unpaid/info: long-term non-payer status (SD-6). */
export const arrearsStatusSchema = z
  .object({
    standing: standingSchema,
    /** Whole years of unpaid dues counted from the oldest unpaid period. */
    unpaidYears: z.number().int().nonnegative(),
    oldestUnpaidOn: calendarDate.nullable(),
    suspensionOn: calendarDate.nullable().describe('When 3 years unpaid is or will be reached'),
    expulsionOn: calendarDate.nullable().describe('When 5 years unpaid is or will be reached'),
    reinstatement: z
      .object({
        reliefEndsOn: calendarDate,
        applyFrom: calendarDate,
        applyUntil: calendarDate,
        consentsNeeded: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'ArrearsStatus' })

/** GET /api/mypage/opi-join-fee: the entrance fee (SD-5); null fields when the member owes none. */
export const entranceFeeSchema = z
  .object({
    id: z.number().int().positive().nullable(),
    amount: won,
    selectedOn: calendarDate.nullable(),
    dueOn: calendarDate.nullable(),
    state: duesPeriodStateSchema.nullable(),
    paidAt: z.string().nullable(),
    orderNo: z.string().nullable(),
  })
  .meta({ id: 'EntranceFee' })

export const SANCTION_KINDS = ['reward', 'discipline'] as const
/** A reward or a disciplinary record (SD-2): what, when, until when. */
export const sanctionSchema = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(SANCTION_KINDS),
    title: z.string(),
    detail: z.string(),
    startsOn: calendarDate,
    endsOn: calendarDate.nullable(),
    /** A discipline that restricts posting and applying while it runs. */
    restricts: z.boolean(),
  })
  .meta({ id: 'Sanction' })

export const STANDING_CAUSES = [
  'arrears_suspension',
  'arrears_expulsion',
  'arrears_paid',
  'reinstatement_approved',
  'staff',
] as const
export const standingChangeSchema = z
  .object({
    from: standingSchema,
    to: standingSchema,
    cause: z.enum(STANDING_CAUSES),
    on: calendarDate,
    note: z.string().nullable(),
  })
  .meta({ id: 'StandingChange' })

/** GET /api/mypage/reward and /api/mypage/opi-dues/punishment. */
export const rewardsSchema = z
  .object({ items: z.array(sanctionSchema), standingChanges: z.array(standingChangeSchema) })
  .meta({ id: 'RewardsAndPunishments' })

/** Dues card states (docs/requirements/standing-and-dues.md#sd-12). */
export const DUES_CARD_STATES = ['registered', 'registration_failed', 'expired', 'charge_suspended', 'no_info'] as const
export const duesCardSchema = z
  .object({
    state: z.enum(DUES_CARD_STATES),
    cardLabel: z.string().nullable().describe('Issuer and the last four digits'),
    approvedAt: z.string().nullable(),
    lastCharge: z.object({ at: z.string(), amount: won, ok: z.boolean(), failure: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'DuesCard' })

/** POST /api/mypage/opi-dues/card: starts registration in the provider's window; `agreed` must be true. */
export const duesCardBodySchema = z.object({ agreed: z.literal(true) }).meta({ id: 'RegisterDuesCard' })
/** Where the browser goes to register the card; the window returns to /payments/card/success or /fail. */
export const duesCardRegistrationSchema = z
  .object({ checkoutUrl: z.string(), customerKey: z.string() })
  .meta({ id: 'DuesCardRegistration' })

export const REINSTATEMENT_STATES = ['collecting', 'submitted', 'approved', 'rejected', 'withdrawn'] as const
export const reinstatementSchema = z
  .object({
    id: z.number().int().positive(),
    state: z.enum(REINSTATEMENT_STATES),
    appliedAt: z.string(),
    statement: z.string(),
    consents: z.number().int().nonnegative(),
    consentsNeeded: z.number().int().positive(),
    decidedAt: z.string().nullable(),
    decisionReason: z.string().nullable(),
  })
  .meta({ id: 'Reinstatement' })

/** Staff: record an offline bank transfer against unpaid periods or the entrance fee (SD-13). */
export const offlineTransferBodySchema = z
  .object({
    periodIds: z.array(z.number().int().positive()).max(24),
    entranceFee: z.boolean().default(false),
    amount: z.number().int().positive(),
    depositedOn: calendarDate,
    depositor: z.string().min(1).max(40),
    note: z.string().max(200).optional(),
  })
  .meta({ id: 'OfflineTransfer' })

export const reinstatementDecisionBodySchema = z
  .object({ approve: z.boolean(), reason: z.string().min(1).max(500) })
  .meta({ id: 'ReinstatementDecision' })

/** Staff console: a member's ledger in one answer. */
export const memberLedgerSchema = z
  .object({
    memberId: z.number().int().positive(),
    name: z.string(),
    memberNo: z.string().nullable(),
    memberClass: memberClassSchema.nullable(),
    standing: standingSchema,
    periods: z.array(duesPeriodSchema),
    entranceFee: entranceFeeSchema,
    orders: z.array(paymentOrderSchema),
    sanctions: z.array(sanctionSchema),
    standingChanges: z.array(standingChangeSchema),
    reinstatements: z.array(reinstatementSchema),
  })
  .meta({ id: 'MemberLedger' })

/** GET /api/mypage/reinstatement: the expelled member's window and own application (SD-7). */
export const myReinstatementSchema = z
  .object({
    standing: standingSchema,
    expelledOn: calendarDate.nullable(),
    window: z
      .object({
        reliefEndsOn: calendarDate,
        applyFrom: calendarDate,
        applyUntil: calendarDate,
        consentsNeeded: z.number().int(),
      })
      .nullable(),
    /** The window is open today and no application is open: POST /api/mypage/reinstatement is accepted. */
    mayApply: z.boolean(),
    application: reinstatementSchema.nullable(),
  })
  .meta({ id: 'MyReinstatement' })

/** POST /api/mypage/reinstatement. */
export const reinstatementBodySchema = z
  .strictObject({ statement: z.string().trim().min(1).max(2000) })
  .meta({ id: 'ApplyReinstatement' })

/** POST /api/reinstatements/{memberNo}/consent: what the consenter sees (not the applicant's statement). */
export const consentResultSchema = z
  .object({
    memberNo: z.string(),
    state: z.enum(REINSTATEMENT_STATES),
    consents: z.number().int().nonnegative(),
    consentsNeeded: z.number().int().positive(),
  })
  .meta({ id: 'ReinstatementConsent' })
export const memberNoParamsSchema = z.object({ memberNo: z.string().regex(/^\d{4,12}$/) })

/** Staff: reinstatement applications, open ones first. */
export const staffReinstatementSchema = reinstatementSchema
  .extend({ memberId: z.number().int().positive(), memberNo: z.string().nullable(), name: z.string() })
  .meta({ id: 'StaffReinstatement' })
export const staffReinstatementsSchema = z
  .object({ items: z.array(staffReinstatementSchema) })
  .meta({ id: 'StaffReinstatements' })

/** Staff: find a member by name, membership number or login ID. */
export const staffMemberQuerySchema = z.object({ q: z.string().trim().min(1).max(40) })
export const staffMemberHitSchema = z
  .object({
    memberId: z.number().int().positive(),
    name: z.string(),
    memberNo: z.string().nullable(),
    loginId: z.string().nullable(),
    memberClass: memberClassSchema.nullable(),
    standing: standingSchema,
  })
  .meta({ id: 'StaffMemberHit' })
export const staffMembersSchema = z.object({ items: z.array(staffMemberHitSchema) }).meta({ id: 'StaffMembers' })

export const staffMemberParamsSchema = z.object({ memberId: z.coerce.number().int().positive().max(2_147_483_647) })
export const reinstatementParamsSchema = z.object({
  applicationId: z.coerce.number().int().positive().max(2_147_483_647),
})

/** Staff: record a reward or a discipline (SD-2). */
export const sanctionBodySchema = z
  .strictObject({
    kind: z.enum(SANCTION_KINDS),
    title: z.string().trim().min(1).max(100),
    detail: z.string().trim().max(1000).default(''),
    startsOn: calendarDate,
    endsOn: calendarDate.nullable().default(null),
    restricts: z.boolean().default(false),
  })
  .refine((b) => b.endsOn === null || b.endsOn >= b.startsOn, { path: ['endsOn'], message: 'invalid_value' })
  .refine((b) => b.kind === 'discipline' || !b.restricts, { path: ['restricts'], message: 'invalid_value' })
  .meta({ id: 'RecordSanction' })
