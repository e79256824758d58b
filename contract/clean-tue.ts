/**
 * Therapeutic-use exemptions (docs/decisions/0039): an association member applies to use a prohibited
 * substance or method for a medical condition; staff approve or reject with a reason.
 */
import { z } from 'zod'
import { INT4_MAX } from './int4'
import { isIsoDay, isoDaySchema, onAnyObject } from './clean'
import { TUE_DECIDED, TUE_ROUTES, TUE_STATUSES } from '@domain/clean/codes'
import { FIELD_ERRORS } from './error-codes'

export { TUE_DECIDED, TUE_ROUTES, TUE_STATUSES }
export type { TueRoute, TueStatus } from '@domain/clean/codes'

export const TUE_LIMITS = {
  substance: 100,
  diagnosis: 500,
  dose: 100,
  frequency: 100,
  physicianName: 30,
  reason: 500,
} as const

/** A physician's licence number: letters, digits and hyphens, 4 to 20 characters. */
export const LICENCE_PATTERN = /^[0-9A-Za-z-]{4,20}$/

const text = (min: number, max: number) => z.string().trim().min(min).max(max)
const mustAgree = z.boolean().refine((agreed) => agreed, FIELD_ERRORS.CONSENT_REQUIRED)

export const tueBodySchema = z
  .strictObject({
    substance: text(1, TUE_LIMITS.substance).describe('The prohibited substance or method, as on the prescription'),
    diagnosis: text(2, TUE_LIMITS.diagnosis),
    dose: text(1, TUE_LIMITS.dose).describe('e.g. 40 mg'),
    route: z.enum(TUE_ROUTES),
    frequency: text(1, TUE_LIMITS.frequency).describe('e.g. twice a day'),
    startDate: isoDaySchema,
    endDate: isoDaySchema,
    physicianName: text(1, TUE_LIMITS.physicianName),
    physicianLicence: z.string().trim().regex(LICENCE_PATTERN),
    /** Consent to collecting and using health information (sensitive information) for the review. */
    agreeHealthData: mustAgree,
    /** The member declares the information true and the physician's statement available on request. */
    agreeDeclaration: mustAgree,
  })
  .check(
    z.superRefine((body: { startDate?: unknown; endDate?: unknown }, ctx) => {
      const { startDate: start, endDate: end } = body
      // Only two real days can be out of order; a missing or broken day has its own message.
      if (typeof start === 'string' && typeof end === 'string' && isIsoDay(start) && isIsoDay(end) && end < start) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: FIELD_ERRORS.INVALID_VALUE })
      }
    }, onAnyObject),
  )
  .meta({ id: 'TueBody' })

export type TueBody = z.input<typeof tueBodySchema>

export const tueItemSchema = z
  .object({
    applicationId: z.number().int(),
    substance: z.string(),
    diagnosis: z.string(),
    dose: z.string(),
    route: z.enum(TUE_ROUTES),
    frequency: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    physicianName: z.string(),
    physicianLicence: z.string(),
    status: z.enum(TUE_STATUSES),
    staffReason: z.string().nullable().describe("The staff's reason (always given on a rejection)"),
    decidedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TueApplication' })

/** GET /api/clean/tue: the caller's own applications and what the caller may do. */
export const myTueSchema = z
  .object({
    canApply: z.boolean().describe('An association member may apply'),
    canReview: z.boolean().describe('Staff may open the review'),
    items: z.array(tueItemSchema).describe('Newest first'),
  })
  .meta({ id: 'MyTueApplications' })

export const tueReviewItemSchema = tueItemSchema
  .extend({
    member: z.object({
      name: z.string(),
      loginId: z.string().nullable(),
      memberNo: z.string().nullable(),
      memberClass: z.string().nullable(),
    }),
    decidedBy: z.string().nullable().describe('Name of the staff member who decided'),
  })
  .meta({ id: 'TueReviewItem' })

export const tueReviewQuerySchema = z.object({
  status: z.enum(TUE_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

export const tueReviewListSchema = z
  .object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    counts: z.record(z.string(), z.number().int()).describe('Applications in each status'),
    items: z.array(tueReviewItemSchema).describe('Oldest undecided first, then newest decided'),
  })
  .meta({ id: 'TueReviewList' })

/**
 * PATCH /api/clean/tue/{id}: mark under review, approve or reject. A rejection needs a reason the member
 * reads; an approval may carry a note (conditions, validity).
 */
export const tueDecisionSchema = z
  .strictObject({
    decision: z.enum(['reviewing', 'approved', 'rejected']),
    reason: z.string().trim().max(TUE_LIMITS.reason).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'rejected' && (body.reason ?? '').length < 2)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: FIELD_ERRORS.REQUIRED })
  })
  .meta({ id: 'TueDecision' })

export const tueIdParamsSchema = z.object({ applicationId: z.coerce.number().int().positive().max(INT4_MAX) })

export type TueItemDto = z.infer<typeof tueItemSchema>
export type MyTueDto = z.infer<typeof myTueSchema>
export type TueReviewItemDto = z.infer<typeof tueReviewItemSchema>
export type TueReviewListDto = z.infer<typeof tueReviewListSchema>
export type TueDecision = z.input<typeof tueDecisionSchema>
