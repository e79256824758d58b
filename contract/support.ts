import { z } from 'zod'
import {
  AFFILIATE_CATEGORIES,
  FAQ_CATEGORIES,
  FAQ_LIMITS,
  INQUIRY_CATEGORIES,
  INQUIRY_LIMITS,
  INQUIRY_STATES,
} from '@domain/support'
import { idSchema } from './game'

/**
 * Member support (docs/requirements/my-page.md#my-15, #my-17): `GET /api/qna/category`, `POST|GET /api/qna`,
 * `GET|PATCH|DELETE /api/qna/{id}`, the staff's queue and answer, `GET /api/faq` with the staff's editing,
 * `GET /api/affiliation` and the demo's `GET /api/sandbox/mail/messages`. Texts of content come in both languages.
 */

export const bilingualTextSchema = z.object({ ko: z.string(), en: z.string() }).meta({ id: 'BilingualText' })

export const inquiryCategorySchema = z.enum(INQUIRY_CATEGORIES)
export const inquiryStateSchema = z.enum(INQUIRY_STATES).describe('unanswered, then answered (answer completed)')

export const inquiryCategoriesSchema = z
  .object({ categories: z.array(z.object({ code: inquiryCategorySchema, name: bilingualTextSchema })) })
  .meta({ id: 'InquiryCategories' })

const L = INQUIRY_LIMITS
export const inquiryBodySchema = z
  .strictObject({
    category: inquiryCategorySchema,
    title: z.string().trim().min(L.titleMin).max(L.titleMax),
    content: z.string().trim().min(L.contentMin).max(L.contentMax),
  })
  .meta({ id: 'InquiryBody' })
export type InquiryBody = z.infer<typeof inquiryBodySchema>

export const inquiryIdParamsSchema = z.object({ id: idSchema.describe('Inquiry id') })

export const inquirySummarySchema = z.object({
  id: z.number().int(),
  category: inquiryCategorySchema,
  title: z.string(),
  state: inquiryStateSchema,
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
})
export type InquirySummary = z.infer<typeof inquirySummarySchema>

export const inquirySchema = inquirySummarySchema
  .extend({
    content: z.string(),
    updatedAt: z.string().nullable(),
    answer: z.string().nullable(),
    answerEditedAt: z.string().nullable(),
    /** Whether the member may still edit or delete it (only while unanswered). */
    mayChange: z.boolean(),
  })
  .meta({ id: 'Inquiry' })
export type InquiryDto = z.infer<typeof inquirySchema>

export const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })

export const inquiryListSchema = z
  .object({
    items: z.array(inquirySummarySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'InquiryList' })
export type InquiryList = z.infer<typeof inquiryListSchema>

export const staffInquiryQuerySchema = pageQuerySchema.extend({
  state: inquiryStateSchema.optional().describe('Only this state; every inquiry when omitted'),
})

export const staffInquirySchema = inquirySchema
  .extend({ member: z.object({ name: z.string(), loginId: z.string().nullable(), memberNo: z.string().nullable() }) })
  .meta({ id: 'StaffInquiry' })
export type StaffInquiry = z.infer<typeof staffInquirySchema>

export const staffInquiryListSchema = z
  .object({
    items: z.array(staffInquirySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    unanswered: z.number().int().describe('Unanswered inquiries in all, whatever the filter'),
  })
  .meta({ id: 'StaffInquiryList' })
export type StaffInquiryList = z.infer<typeof staffInquiryListSchema>

export const inquiryAnswerBodySchema = z
  .strictObject({ answer: z.string().trim().min(L.answerMin).max(L.answerMax) })
  .meta({ id: 'InquiryAnswerBody' })

// The FAQ.
export const faqCategorySchema = z.enum(FAQ_CATEGORIES)

export const faqQuerySchema = z.object({
  category: faqCategorySchema.optional(),
  q: z.string().max(FAQ_LIMITS.queryMax).optional().describe('Words that must all occur, in either language'),
})

export const faqEntrySchema = z
  .object({
    id: z.number().int(),
    category: faqCategorySchema,
    sortOrder: z.number().int(),
    question: bilingualTextSchema,
    answer: bilingualTextSchema,
  })
  .meta({ id: 'FaqEntry' })
export type FaqEntry = z.infer<typeof faqEntrySchema>

export const faqListSchema = z.object({ items: z.array(faqEntrySchema) }).meta({ id: 'FaqList' })
export type FaqList = z.infer<typeof faqListSchema>

const faqText = (max: number) =>
  z.strictObject({ ko: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) })
export const faqBodySchema = z
  .strictObject({
    category: faqCategorySchema,
    sortOrder: z.number().int().min(0).max(999).default(0),
    question: faqText(FAQ_LIMITS.questionMax),
    answer: faqText(FAQ_LIMITS.answerMax),
  })
  .meta({ id: 'FaqBody' })
export type FaqBody = z.input<typeof faqBodySchema>

export const faqIdParamsSchema = z.object({ id: idSchema.describe('FAQ entry id') })

// Affiliate benefits.
export const affiliateCategorySchema = z.enum(AFFILIATE_CATEGORIES)

export const affiliateBenefitSchema = z
  .object({
    slug: z.string(),
    category: affiliateCategorySchema,
    partner: bilingualTextSchema,
    benefit: bilingualTextSchema,
    howToUse: bilingualTextSchema,
    startsOn: z.string(),
    endsOn: z.string().nullable(),
    state: z.enum(['upcoming', 'running', 'ended']),
    link: z.string().nullable(),
    logoText: z.string(),
  })
  .meta({ id: 'AffiliateBenefit' })
export type AffiliateBenefit = z.infer<typeof affiliateBenefitSchema>

export const affiliationListSchema = z
  .object({ items: z.array(affiliateBenefitSchema) })
  .meta({ id: 'AffiliationList' })
export type AffiliationList = z.infer<typeof affiliationListSchema>

// The demo's sandbox mailbox.
export const sandboxMailQuerySchema = z.strictObject({ to: z.email().max(200) })
export const sandboxMailSchema = z
  .object({
    to: z.string(),
    messages: z.array(z.object({ subject: z.string(), body: z.string(), deliveredAt: z.string() })),
  })
  .meta({ id: 'SandboxMailMessages' })
export type SandboxMail = z.infer<typeof sandboxMailSchema>
