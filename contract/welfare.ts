import { z } from 'zod'

/**
 * Welfare applications (docs/requirements/my-page.md#my-7 to #my-10): the member's calls under
 * /mypage/benefit and the secretariat's review under /staff/welfare. Amounts are integer won, dates Seoul calendar
 * dates (YYYY-MM-DD), instants ISO 8601. The application itself travels as multipart form data (MY-8): its text
 * fields are `welfareFieldsSchema`, its evidence documents the `files` parts.
 */

const won = z.number().int().nonnegative()
const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** The specification's benefit types (MY-7). */
export const BENEFIT_TYPES = [
  'mutual_aid',
  'condolence_pay',
  'text_service',
  'funeral_supplies',
  'scholarship',
  'welfare_pension',
  'bereaved_pension',
] as const
export type BenefitType = (typeof BENEFIT_TYPES)[number]

/** Whose occasion it is, seen from the member (MY-7). */
export const RELATIONS = [
  'applicant',
  'spouse',
  'children',
  'father',
  'mother',
  'father_in_law',
  'mother_in_law',
  'grandparents',
  'maternal_grandparents',
] as const
export type Relation = (typeof RELATIONS)[number]

export const OCCASIONS = ['marriage', 'death', 'seventieth_birthday', 'business_opening'] as const
export type Occasion = (typeof OCCASIONS)[number]

/** The in-kind item sent with a benefit, or none (MY-7 "in-kind item and delivery address or none"). */
export const IN_KIND_ITEMS = ['none', 'wreath', 'funeral_supplies'] as const
export type InKindItem = (typeof IN_KIND_ITEMS)[number]

export const WELFARE_STATES = ['submitted', 'approved', 'rejected'] as const
export type WelfareState = (typeof WELFARE_STATES)[number]

/** Evidence limits (docs/requirements/my-page.md#my-8): images and PDF, checked by content. */
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024
export const EVIDENCE_MAX_FILES = 5
export const EVIDENCE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const
/** The client's timeout of a sending (docs/requirements/api-conventions.md#api-4). */
export const WELFARE_UPLOAD_TIMEOUT_MS = 6000

const text = (max: number) => z.string().trim().min(1).max(max)

/** The application's text fields, as the multipart parts carry them (every value a string). */
export const welfareFieldsSchema = z
  .object({
    type: z.enum(BENEFIT_TYPES),
    relationship: z.enum(RELATIONS),
    subjectName: text(40),
    occasion: z.enum(OCCASIONS),
    occasionDate: calendarDate,
    /** Required for a death (the funeral procession date). */
    funeralDate: calendarDate.optional(),
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
      .optional(),
    inKindItem: z.enum(IN_KIND_ITEMS),
    /** Required unless the in-kind item is none. */
    deliveryAddress: text(200).optional(),
    bank: text(40),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[0-9][0-9-]{5,29}$/),
    accountHolder: text(40),
  })
  .strict()
  .meta({ id: 'WelfareFields' })
export type WelfareFields = z.infer<typeof welfareFieldsSchema>

export const evidenceFileSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    contentType: z.enum(EVIDENCE_TYPES),
    size: z.number().int().nonnegative(),
  })
  .meta({ id: 'WelfareEvidence' })

export const welfareApplicationSchema = z
  .object({
    id: z.number().int().positive(),
    type: z.enum(BENEFIT_TYPES),
    relationship: z.enum(RELATIONS),
    subjectName: z.string(),
    occasion: z.enum(OCCASIONS),
    occasionDate: calendarDate,
    funeralDate: calendarDate.nullable(),
    time: z.string().nullable(),
    inKindItem: z.enum(IN_KIND_ITEMS),
    deliveryAddress: z.string().nullable(),
    bank: z.string(),
    accountNumber: z.string(),
    accountHolder: z.string(),
    state: z.enum(WELFARE_STATES),
    appliedOn: calendarDate,
    /** The last day the application may be edited: its claim deadline (MY-9). */
    editableUntil: calendarDate,
    editable: z.boolean(),
    /** What the rules give (MY-9); null where the secretariat decides (in-kind and pension types). */
    proposedAmount: won.nullable(),
    /** Approved: the amount granted, the unpaid dues offset from it and what is paid. */
    amount: won.nullable(),
    offset: won.nullable(),
    netAmount: won.nullable(),
    paidOn: calendarDate.nullable(),
    rejectReason: z.string().nullable(),
    files: z.array(evidenceFileSchema),
  })
  .meta({ id: 'WelfareApplication' })
export type WelfareApplicationDto = z.infer<typeof welfareApplicationSchema>

export const welfareListSchema = z
  .object({ items: z.array(welfareApplicationSchema) })
  .meta({ id: 'WelfareApplications' })

export const welfareIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
export const welfareFileParamsSchema = welfareIdParamsSchema.extend({
  fileId: z.coerce.number().int().positive().max(2_147_483_647),
})

/** PATCH /api/mypage/benefit/apply names the application in the query (the specification's path has no id). */
export const welfareEditQuerySchema = welfareIdParamsSchema

/** What the member is eligible for now (MY-10), with the unpaid dues a payment would be offset by (MY-9). */
export const welfareEligibilitySchema = z
  .object({
    membershipYears: z.number().int().nonnegative().nullable(),
    age: z.number().int().nonnegative().nullable(),
    pension: z.object({
      eligible: z.boolean(),
      /** The age the pension starts at for the member's birth year, null outside 1954-1962. */
      startAge: z.number().int().nullable(),
      startYear: z.number().int().nullable(),
      yearlyAmount: won,
      reason: z.enum(['eligible', 'birth_year', 'membership_years', 'unknown']),
    }),
    scholarship: z.object({
      open: z.boolean(),
      opensOn: calendarDate,
      closesOn: calendarDate,
      maxQuarterly: won,
      minQuarterly: won,
    }),
    unpaidDues: won,
  })
  .meta({ id: 'WelfareEligibility' })
export type WelfareEligibilityDto = z.infer<typeof welfareEligibilitySchema>

/** Staff review. */
export const staffWelfareQuerySchema = z.object({ state: z.enum(WELFARE_STATES).optional() })
export const staffWelfareItemSchema = welfareApplicationSchema
  .extend({ memberId: z.number().int(), memberName: z.string(), memberNo: z.string().nullable() })
  .meta({ id: 'StaffWelfareApplication' })
export type StaffWelfareItemDto = z.infer<typeof staffWelfareItemSchema>
export const staffWelfareListSchema = z
  .object({ items: z.array(staffWelfareItemSchema) })
  .meta({ id: 'StaffWelfareApplications' })
export const welfareApproveBodySchema = z
  .object({ amount: z.number().int().min(0).max(100_000_000), paidOn: calendarDate })
  .strict()
  .meta({ id: 'WelfareApprove' })
export const welfareRejectBodySchema = z
  .object({ reason: z.string().trim().min(1).max(500) })
  .strict()
  .meta({ id: 'WelfareReject' })
