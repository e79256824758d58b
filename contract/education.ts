import { z } from 'zod'
import { EDUCATION_TYPE_CODES, PROGRAMME_SLUGS } from '@domain/education/programmes'
import { EDUCATION_STATUSES } from '@domain/education/status'
import { ELIGIBILITY_REASONS } from '@domain/education/eligibility'
import { daysBetween, isCalendarDate, isMonth } from '@domain/time'
import { idSchema } from './game'
import { MEMBERSHIP_TYPES } from './roles'

/**
 * Education (docs/decisions/0038): `GET /api/education/events` (the schedule), `GET /api/education/events/{eventId}`,
 * `GET /api/education/events/{eventId}/eligibility` (the logged-in member's standing) and
 * `GET /api/education/programmes` (the programmes and the rules). Days and months are Asia/Seoul.
 */

export const EDUCATION_PAGE_SIZE_DEFAULT = 20
export const EDUCATION_PAGE_SIZE_MAX = 100
/** The longest date range one call may ask for (a season and a little more). */
export const EDUCATION_RANGE_MAX_DAYS = 400

export const educationTypeCodeSchema = z
  .enum(EDUCATION_TYPE_CODES)
  .describe('M = MIP, P = MVP, S = SEMINAR, F = FORUM, O = ORIENTATION')
export const educationStatusSchema = z.enum(EDUCATION_STATUSES)
export const programmeSlugSchema = z.enum(PROGRAMME_SLUGS)

/** A comma-separated list of allowed values ("M,P"), each at most once; the answer is the list. */
const commaList = <T extends string>(values: readonly T[], what: string) =>
  z
    .string()
    .regex(new RegExp(`^(${values.join('|')})(,(${values.join('|')}))*$`), `a comma-separated list of ${what}`)
    .transform((s) => [...new Set(s.split(','))] as T[])

const seoulDay = z.string().refine(isCalendarDate, 'a real day written YYYY-MM-DD')

export const educationEventListQuerySchema = z
  .object({
    type: commaList(EDUCATION_TYPE_CODES, 'type codes M, P, S, F, O')
      .optional()
      .describe('Type codes, comma-separated (M,P); every type when omitted'),
    month: z
      .string()
      .refine(isMonth, 'a month written YYYY-MM')
      .optional()
      .describe('Events touching this Seoul month (YYYY-MM); not with from/to'),
    from: seoulDay.optional().describe('Events ending on or after this Seoul day (YYYY-MM-DD)'),
    to: seoulDay.optional().describe('Events starting on or before this Seoul day (YYYY-MM-DD)'),
    status: commaList(EDUCATION_STATUSES, 'statuses planned, applying, closed, finished')
      .optional()
      .describe('Statuses at the time of the call, comma-separated'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(EDUCATION_PAGE_SIZE_MAX).default(EDUCATION_PAGE_SIZE_DEFAULT),
  })
  .superRefine((q, ctx) => {
    if (q.month !== undefined && (q.from !== undefined || q.to !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['month'], message: 'month and from/to cannot be combined' })
    }
    if (q.from !== undefined && q.to !== undefined) {
      const days = daysBetween(q.from, q.to)
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is before from' })
      else if (days > EDUCATION_RANGE_MAX_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${EDUCATION_RANGE_MAX_DAYS} days` })
    }
  })

export const educationEventParamsSchema = z.object({ eventId: idSchema })

export const educationEventSummarySchema = z
  .object({
    eventId: z.number().int().positive(),
    typeCode: educationTypeCodeSchema,
    programme: programmeSlugSchema,
    titleKo: z.string(),
    titleEn: z.string(),
    venueKo: z.string(),
    venueEn: z.string(),
    startsAt: z.string().describe('ISO instant'),
    endsAt: z.string().describe('ISO instant'),
    startDate: z.string().describe('Seoul day of startsAt (YYYY-MM-DD)'),
    endDate: z.string().describe('Seoul day of endsAt (YYYY-MM-DD)'),
    applyOpensAt: z.string().describe('ISO instant applications open'),
    applyClosesAt: z.string().describe('ISO instant applications stop (exclusive)'),
    status: educationStatusSchema.describe(
      'At the time of the call: planned (to apply), applying, closed (application ended), finished',
    ),
    capacity: z.number().int().positive(),
    applicants: z.number().int().min(0),
    placesLeft: z.number().int().min(0),
    costWon: z.number().int().min(0).describe('Integer won; 0 = free'),
    eligibleTypes: z.array(z.enum(MEMBERSHIP_TYPES)).describe('Membership types that may apply'),
    duesRequired: z.boolean().describe('Dues must be fully paid to apply (docs/requirements/content.md#con-16)'),
  })
  .meta({ id: 'EducationEventSummary' })

export const educationEventListSchema = z
  .object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    items: z.array(educationEventSummarySchema).describe('By start, earliest first'),
  })
  .meta({ id: 'EducationEventList' })

export const educationEventDetailSchema = educationEventSummarySchema
  .extend({
    descriptionKo: z.string().describe('Plain text; paragraphs separated by a blank line'),
    descriptionEn: z.string(),
  })
  .meta({ id: 'EducationEventDetail' })

export const educationEligibilitySchema = z
  .object({
    eventId: z.number().int().positive(),
    meetsConditions: z.boolean().describe('Membership type and dues are as the event requires'),
    canApplyNow: z.boolean().describe('Conditions met, applications open and a place left'),
    reasons: z.array(z.enum(ELIGIBILITY_REASONS)).describe('Why not, member conditions first'),
    membershipType: z.enum(MEMBERSHIP_TYPES).nullable(),
    duesPaid: z.boolean(),
  })
  .meta({ id: 'EducationEligibility' })

export const educationProgrammeSchema = z
  .object({
    slug: programmeSlugSchema,
    typeCodes: z.array(educationTypeCodeSchema).describe('Event types this programme schedules'),
    titleKo: z.string(),
    titleEn: z.string(),
    audienceKo: z.string(),
    audienceEn: z.string(),
    summaryKo: z.string(),
    summaryEn: z.string(),
    topicsKo: z.array(z.string()),
    topicsEn: z.array(z.string()),
  })
  .meta({ id: 'EducationProgramme' })

export const educationRuleSchema = z
  .object({
    slug: z.string(),
    titleKo: z.string(),
    titleEn: z.string(),
    highlightKo: z.string().nullable(),
    highlightEn: z.string().nullable(),
    bodyKo: z.string().describe('Plain text; paragraphs separated by a blank line'),
    bodyEn: z.string(),
  })
  .meta({ id: 'EducationRule' })

export const educationProgrammesSchema = z
  .object({
    programmes: z.array(educationProgrammeSchema),
    rules: z.array(educationRuleSchema).describe('The introductory-training rules and the conditions of applying'),
  })
  .meta({ id: 'EducationProgrammes' })

export type EducationEventListQuery = z.infer<typeof educationEventListQuerySchema>
export type EducationEventListDto = z.infer<typeof educationEventListSchema>
export type EducationEventSummaryDto = z.infer<typeof educationEventSummarySchema>
export type EducationEventDetailDto = z.infer<typeof educationEventDetailSchema>
export type EducationEligibilityDto = z.infer<typeof educationEligibilitySchema>
export type EducationProgrammesDto = z.infer<typeof educationProgrammesSchema>
export type EducationProgrammeDto = z.infer<typeof educationProgrammeSchema>
export type EducationRuleDto = z.infer<typeof educationRuleSchema>
