/**
 * The clean tour and anti-doping centre (docs/decisions/0039): the prohibited-substance search and the
 * reporting form. The therapeutic-use exemption calls are in contract/clean-tue.ts.
 */
import { z } from 'zod'
import { INT4_MAX } from './int4'
import { PROHIBITED_WHEN, REPORT_CATEGORIES, REPORT_STATUSES, SUBSTANCE_CLASSES } from '@domain/clean/codes'
import { FIELD_ERRORS } from './error-codes'

export { PROHIBITED_WHEN, REPORT_CATEGORIES, REPORT_STATUSES, SUBSTANCE_CLASSES }
export type { ProhibitedWhen, ReportCategory, ReportStatus, SubstanceClass } from '@domain/clean/codes'

export const substanceClassSchema = z.enum(SUBSTANCE_CLASSES)

export const SUBSTANCE_PAGE_SIZE_DEFAULT = 20
export const SUBSTANCE_PAGE_SIZE_MAX = 50

export const substanceListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(50)
    .optional()
    .describe('Part of the Korean or English name or of an example (brand) name, case-insensitive'),
  class: substanceClassSchema.optional().describe('Only this class of the Prohibited List'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(SUBSTANCE_PAGE_SIZE_MAX).default(SUBSTANCE_PAGE_SIZE_DEFAULT),
})

export const substanceSchema = z
  .object({
    code: z.string().describe('Stable key of the entry, e.g. s1-testosterone'),
    substanceClass: substanceClassSchema,
    nameKo: z.string(),
    nameEn: z.string(),
    prohibited: z.enum(PROHIBITED_WHEN),
    examplesKo: z.string().describe('Common products or sources; empty when none is worth naming'),
    examplesEn: z.string(),
    noteKo: z.string().describe('Conditions: permitted routes or doses, thresholds; empty when none'),
    noteEn: z.string(),
  })
  .meta({ id: 'ProhibitedSubstance' })

export const substanceListSchema = z
  .object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    items: z.array(substanceSchema).describe('By class in list order, then by name in the LanguageCode language'),
    classCounts: z
      .record(z.string(), z.number().int())
      .describe('Entries matching q in each class (ignores the class filter)'),
  })
  .meta({ id: 'ProhibitedSubstanceList' })

export type SubstanceListQuery = z.infer<typeof substanceListQuerySchema>
export type SubstanceDto = z.infer<typeof substanceSchema>
export type SubstanceListDto = z.infer<typeof substanceListSchema>

// ---------------------------------------------------------------------------------------------------
// Reports (POST /api/clean/reports, public) and the staff's list of them.

/** Limits shared by the form and the server. */
export const REPORT_LIMITS = {
  place: 200,
  involved: 200,
  descriptionMin: 20,
  description: 4000,
  evidence: 2000,
  name: 30,
} as const

/** Korean mobile or wired number, digits only. */
export const CONTACT_PHONE_PATTERN = /^0\d{8,10}$/

/** 'YYYY-MM-DD' that is a real calendar day from 2000 on. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return y >= 2000 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

export const isoDaySchema = z.string().refine(isIsoDay, FIELD_ERRORS.INVALID_DATE)

const text = (min: number, max: number) => z.string().trim().min(min).max(max)
const optionalText = (max: number) => z.string().trim().max(max).optional()

/** Zod runs an object's cross-field check only on a valid object unless told; these run whenever it is an object. */
export const onAnyObject = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
}

interface IdentityFields {
  anonymous?: unknown
  name?: unknown
  phone?: unknown
  email?: unknown
  agreePrivacy?: unknown
}

/**
 * Anonymous reports carry no name or contact at all; a named one needs a name, a mobile or an e-mail to
 * reach the reporter, and consent to collecting them. Field → code; checked even when other fields are
 * wrong, so the form names every problem at once.
 */
export function reportIdentityProblems(body: IdentityFields): Record<string, string> {
  const problems: Record<string, string> = {}
  const given = (value: unknown) => value !== undefined && value !== null && value !== ''
  if (body.anonymous === true) {
    for (const key of ['name', 'phone', 'email'] as const)
      if (given(body[key])) problems[key] = FIELD_ERRORS.INVALID_VALUE
    return problems
  }
  if (body.anonymous !== false) return problems
  if (!given(body.name)) problems.name = FIELD_ERRORS.REQUIRED
  if (!given(body.phone) && !given(body.email)) problems.phone = FIELD_ERRORS.REQUIRED
  if (body.agreePrivacy !== true) problems.agreePrivacy = FIELD_ERRORS.CONSENT_REQUIRED
  return problems
}

/** A report (POST /api/clean/reports). */
export const reportBodySchema = z
  .strictObject({
    category: z.enum(REPORT_CATEGORIES),
    occurredOn: isoDaySchema.describe('When it happened (YYYY-MM-DD, the closest day when unsure); not in the future'),
    place: text(1, REPORT_LIMITS.place),
    involved: optionalText(REPORT_LIMITS.involved).describe('Who was involved, if known'),
    description: text(REPORT_LIMITS.descriptionMin, REPORT_LIMITS.description),
    evidence: optionalText(REPORT_LIMITS.evidence).describe(
      'Evidence described as text: links, where documents are, witnesses',
    ),
    anonymous: z.boolean(),
    name: optionalText(REPORT_LIMITS.name),
    phone: z.string().regex(CONTACT_PHONE_PATTERN).optional(),
    email: z.string().trim().max(100).email().optional(),
    agreePrivacy: z
      .boolean()
      .default(false)
      .describe('Consent to collecting the name and contact; required unless anonymous'),
  })
  .check(
    z.superRefine((body: IdentityFields, ctx) => {
      for (const [key, code] of Object.entries(reportIdentityProblems(body)))
        ctx.addIssue({ code: 'custom', path: [key], message: code })
    }, onAnyObject),
  )
  .meta({ id: 'CleanReportBody' })

export type ReportBody = z.input<typeof reportBodySchema>

/** The rule that needs today's date (Asia/Seoul): field → code. */
export function reportDateProblems(body: { occurredOn: string }, today: string): Record<string, string> {
  return body.occurredOn > today ? { occurredOn: FIELD_ERRORS.INVALID_VALUE } : {}
}

export const reportReceiptSchema = z
  .object({
    receiptNo: z.string().describe('The number the reporter keeps, e.g. CR-260610-7KQ2MX'),
    receivedAt: z.string().describe('ISO instant'),
  })
  .meta({ id: 'CleanReportReceipt' })

export type ReportReceiptDto = z.infer<typeof reportReceiptSchema>

export const REVIEW_PAGE_SIZE = 20

export const reportListQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

export const reportItemSchema = z
  .object({
    reportId: z.number().int(),
    receiptNo: z.string(),
    category: z.enum(REPORT_CATEGORIES),
    occurredOn: z.string(),
    place: z.string(),
    involved: z.string().nullable(),
    description: z.string(),
    evidence: z.string().nullable(),
    anonymous: z.boolean(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    status: z.enum(REPORT_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CleanReport' })

export const reportListSchema = z
  .object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    counts: z.record(z.string(), z.number().int()).describe('Reports in each status'),
    items: z.array(reportItemSchema).describe('Newest first'),
  })
  .meta({ id: 'CleanReportList' })

/** Staff move a report forward only: received → reviewing → closed. */
export const reportStatusBodySchema = z
  .strictObject({ status: z.enum(['reviewing', 'closed']) })
  .meta({ id: 'CleanReportStatusBody' })

export const reportIdParamsSchema = z.object({ reportId: z.coerce.number().int().positive().max(INT4_MAX) })

export type ReportItemDto = z.infer<typeof reportItemSchema>
export type ReportListDto = z.infer<typeof reportListSchema>
