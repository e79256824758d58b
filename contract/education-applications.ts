import { z } from 'zod'
import { APPLICATION_SHOWN_STATES, APPLICATION_STORED_STATES } from '@domain/education/application-state'
import { idSchema } from './game'
import { educationTypeCodeSchema } from './education'
import { paymentMethodSchema, refundAccountSchema } from './payments'

/**
 * Education applications (docs/requirements/my-page.md#my-11): `POST /api/education/{eventId}/apply`,
 * `POST /api/education/applications/{id}/cancel`, `GET /api/mypage/edu` (the member's own) and the staff's scan
 * `POST /api/staff/education/attendance`. A paid event is paid through the payment door (purpose `education`, the
 * application's id as the ref).
 */

export const educationApplyParamsSchema = z.object({ eventId: idSchema })
export const educationApplicationParamsSchema = z.object({ id: idSchema })

export const educationApplicationSchema = z
  .object({
    id: z.number().int().positive(),
    eventId: z.number().int().positive(),
    typeCode: educationTypeCodeSchema,
    titleKo: z.string(),
    titleEn: z.string(),
    venueKo: z.string(),
    venueEn: z.string(),
    startsAt: z.string().describe('ISO instant'),
    endsAt: z.string().describe('ISO instant'),
    amountWon: z.number().int().min(0).describe('Integer won; 0 = free'),
    storedState: z.enum(APPLICATION_STORED_STATES),
    state: z
      .enum(APPLICATION_SHOWN_STATES)
      .describe('What the member sees now: completed/incompleted after the event, attended once scanned'),
    orderNo: z.string().nullable().describe('The payment door order that paid (or is paying) it'),
    method: paymentMethodSchema.nullable(),
    paidAt: z.string().nullable(),
    attendedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    createdAt: z.string(),
    mayCancel: z.boolean().describe('Before the event starts and not cancelled'),
    checkInCode: z
      .string()
      .nullable()
      .describe('The signed code of the QR staff scan at the venue; null until the place is confirmed (free or paid)'),
  })
  .meta({ id: 'EducationApplication' })
export type EducationApplicationDto = z.infer<typeof educationApplicationSchema>

export const educationApplicationListSchema = z
  .object({ items: z.array(educationApplicationSchema) })
  .meta({ id: 'EducationApplicationList' })
export type EducationApplicationListDto = z.infer<typeof educationApplicationListSchema>

export const educationCancelBodySchema = z
  .object({
    refundAccount: refundAccountSchema.optional().describe('Required to refund a paid virtual account'),
  })
  .meta({ id: 'EducationCancel' })

/** The typed or scanned code of an application's QR. */
export const attendanceBodySchema = z
  .object({ code: z.string().trim().min(1).max(200) })
  .meta({ id: 'EducationAttendanceScan' })

export const ATTENDANCE_RESULTS = ['attended', 'already_checked', 'invalid'] as const
export type AttendanceResult = (typeof ATTENDANCE_RESULTS)[number]

export const attendanceResultSchema = z
  .object({
    result: z.enum(ATTENDANCE_RESULTS),
    attendedAt: z.string().nullable(),
    member: z.object({ name: z.string(), memberNo: z.string().nullable() }).nullable(),
    event: z
      .object({
        eventId: z.number().int().positive(),
        titleKo: z.string(),
        titleEn: z.string(),
        venueKo: z.string(),
        venueEn: z.string(),
        startsAt: z.string(),
        endsAt: z.string(),
        curriculumKo: z.string().describe("The event's description: its curriculum"),
        curriculumEn: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'EducationAttendanceResult' })
export type AttendanceResultDto = z.infer<typeof attendanceResultSchema>
