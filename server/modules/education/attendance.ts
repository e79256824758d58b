import type { AttendanceResult, AttendanceResultDto } from '@contract/education-applications'
import { isConfirmed } from '@domain/education/application-state'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { educationApplications, members } from '../../db/schema/index'
import { writeAudit, type RequestOrigin } from '../auth/audit'
import { applicationById } from './application-repository'
import { readCheckInCode } from './check-in-code'

/**
 * The staff's check at the venue (docs/requirements/my-page.md#my-11): the application's code, scanned or typed,
 * marks it attended once; a second scan answers "already checked". A forged code, a cancelled or unpaid application,
 * or an event already over is "invalid". Every scan is audited with its result.
 */
export async function scanAttendance(
  db: AppDb,
  key: Uint8Array,
  input: { staffId: number; code: string; origin: RequestOrigin; now: Date },
): Promise<AttendanceResultDto> {
  const { now } = input
  const id = readCheckInCode(key, input.code)
  const found = id === null ? undefined : await applicationById(db, id)
  let result: AttendanceResult = 'invalid'
  let attendedAt: Date | null = null
  if (found && isConfirmed(found.application.state) && now.getTime() < found.event.endsAt.getTime()) {
    const [marked] = await db
      .update(educationApplications)
      .set({ attendedAt: now, attendedBy: input.staffId })
      .where(
        and(
          eq(educationApplications.id, found.application.id),
          isNull(educationApplications.attendedAt),
          inArray(educationApplications.state, ['applied', 'paid']),
        ),
      )
      .returning({ attendedAt: educationApplications.attendedAt })
    if (marked) {
      result = 'attended'
      attendedAt = marked.attendedAt
    } else {
      const again = await applicationById(db, found.application.id)
      attendedAt = again?.application.attendedAt ?? null
      result = attendedAt ? 'already_checked' : 'invalid'
    }
  }
  await writeAudit(
    db,
    {
      action: 'education_attendance',
      memberId: input.staffId,
      at: now,
      detail: { applicationId: found?.application.id ?? null, result },
    },
    input.origin,
  )
  if (result === 'invalid' || !found) return { result: 'invalid', attendedAt: null, member: null, event: null }
  const [member] = await db
    .select({ name: members.name, memberNo: members.memberNo })
    .from(members)
    .where(eq(members.id, found.application.memberId))
  const e = found.event
  return {
    result,
    attendedAt: attendedAt?.toISOString() ?? null,
    member: member ? { name: member.name, memberNo: member.memberNo } : null,
    event: {
      eventId: e.id,
      titleKo: e.titleKo,
      titleEn: e.titleEn,
      venueKo: e.venueKo,
      venueEn: e.venueEn,
      startsAt: e.startsAt.toISOString(),
      endsAt: e.endsAt.toISOString(),
      curriculumKo: e.descriptionKo,
      curriculumEn: e.descriptionEn,
    },
  }
}
