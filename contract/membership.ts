import { z } from 'zod'
import { memberClassSchema } from './member'

/**
 * A member's standing and the one answer to "what may this member do now"
 * (docs/requirements/standing-and-dues.md#sd-2, #sd-9). The server decides; the client shows the answer and its
 * translated reason and never recomputes it.
 */

/** Association standing (SD-2): reinstated is active again after an approved reinstatement. */
export const STANDINGS = ['active', 'suspended', 'expelled', 'reinstated'] as const
export const standingSchema = z.enum(STANDINGS)
export type Standing = z.infer<typeof standingSchema>

/** What a later module asks before it lets a member act (SD-9). */
export const MEMBER_ACTIONS = [
  'post',
  'apply_tournament',
  'apply_education',
  'get_certificate',
  /** The professional-experience certificate: also refused under 3 years since the first enrollment (MY-6). */
  'get_experience_certificate',
  'buy_member_ticket',
  /** Welfare applications (MY-7): unpaid dues do not refuse, they are offset from the payment (MY-9). */
  'apply_welfare',
] as const
export const memberActionSchema = z.enum(MEMBER_ACTIONS)
export type MemberAction = z.infer<typeof memberActionSchema>

/**
 * Why an action is refused, most serious first. Each maps to one of the specification's catalogue messages
 * (docs/requirements/api-conventions.md#api-12) in the client: `unpaid_dues` and `unpaid_entrance_fee` to "cannot
 * post due to unpaid dues or entrance fee", `discipline` to "restricted due to disciplinary action", `not_member` to
 * "available only for association members", the rest to "no access rights" with the standing shown beside it.
 */
export const REFUSAL_REASONS = [
  'not_logged_in',
  'not_member',
  'expelled',
  'suspended',
  'discipline',
  'restricted_qualification',
  'unpaid_entrance_fee',
  'unpaid_dues',
  'education_incomplete',
  'too_recent',
] as const
export const refusalReasonSchema = z.enum(REFUSAL_REASONS)
export type RefusalReason = z.infer<typeof refusalReasonSchema>

export const permissionSchema = z
  .discriminatedUnion('allowed', [
    z.object({ allowed: z.literal(true) }),
    z.object({
      allowed: z.literal(false),
      reason: refusalReasonSchema,
      /** The error code a refused call answers with (contract/error-codes.ts). */
      code: z.string(),
    }),
  ])
  .meta({ id: 'Permission' })
export type Permission = z.infer<typeof permissionSchema>

/** GET /api/mypage/permissions: every action at once, so a screen can close what the member may not do. */
export const permissionsSchema = z
  .object({
    standing: standingSchema.nullable().describe('Null for web members who are not association members'),
    actions: z.record(memberActionSchema, permissionSchema),
  })
  .meta({ id: 'MemberPermissions' })
export type PermissionsDto = z.infer<typeof permissionsSchema>

const calendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/**
 * GET /api/mypage/association-record: what the association keeps about the member (SD-1), read-only to the member
 * (PATCH /member refuses these fields).
 */
export const associationRecordSchema = z
  .object({
    memberNo: z.string().nullable(),
    memberClass: memberClassSchema.nullable(),
    category: z.string().nullable(),
    level: z.string().nullable(),
    firstEnrolledOn: calendarDate.nullable(),
    selectedOn: calendarDate.nullable(),
    standing: standingSchema.nullable().describe('Null for web members who are not association members'),
    standingSince: calendarDate.nullable(),
    placeOfBirth: z.string().nullable(),
    heightCm: z.number().int().nullable(),
    weightKg: z.number().int().nullable(),
    affiliation: z.string().nullable(),
    contract: z.string().nullable(),
    extraMobile: z.string().nullable(),
    extraMobileRelation: z.string().nullable(),
    mailDelivery: z.enum(['home', 'work']).nullable(),
  })
  .meta({ id: 'AssociationRecord' })
export type AssociationRecordDto = z.infer<typeof associationRecordSchema>
