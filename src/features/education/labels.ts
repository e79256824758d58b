/**
 * Names of the education codes in both languages. Type names follow domain/codes/education-types.ts
 * (MIP and MVP stay acronyms: docs/requirements/content.md#con-15 does not spell them out).
 */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { EducationTypeCode } from '@domain/codes/education-types'
import type { EligibilityReason } from '@domain/education/eligibility'
import type { ProgrammeSlug } from '@domain/education/programmes'
import type { EducationStatus } from '@domain/education/status'
import type { AttendanceState, TrainingState } from '@domain/education/training-record'

export const TYPE_LABELS: Readonly<Record<EducationTypeCode, MessageDescriptor>> = {
  M: msg`MIP`,
  P: msg`MVP`,
  S: msg`Seminar`,
  F: msg`Forum`,
  O: msg`Orientation`,
}

export const PROGRAMME_LABELS: Readonly<Record<ProgrammeSlug, MessageDescriptor>> = {
  introductory: msg`Introductory training`,
  career: msg`Career development`,
  seminar: msg`Seminars`,
  forum: msg`Forums`,
}

export const STATUS_LABELS: Readonly<Record<EducationStatus, MessageDescriptor>> = {
  planned: msg`Applications opening soon`,
  applying: msg`Applications open`,
  closed: msg`Applications closed`,
  finished: msg`Ended`,
}

export const MEMBERSHIP_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  tour_pro: msg`Tour pros`,
  playing_pro: msg`Pros`,
  semi_pro: msg`Semi-pros`,
  teaching_pro: msg`Teaching pros`,
}

/** Why a member cannot apply; DUES_UNPAID is the reason of docs/requirements/content.md#con-16. */
export const REASON_LABELS: Readonly<Record<EligibilityReason, MessageDescriptor>> = {
  NOT_ASSOCIATION_MEMBER: msg`Education applications are for association members only.`,
  MEMBERSHIP_TYPE: msg`This session is not for your membership type.`,
  DUES_UNPAID: msg`Education applications need your dues fully paid. You have unpaid dues.`,
  NOT_OPEN_YET: msg`Applications have not opened yet.`,
  APPLICATION_ENDED: msg`The application period has ended.`,
  FULL: msg`Every place has been taken.`,
}

export const TRAINING_STATE_LABELS: Readonly<Record<TrainingState, MessageDescriptor>> = {
  completed: msg`Training completed`,
  incompleted: msg`Training incompleted`,
  cancellationRequested: msg`Cancellation requested`,
}

export const TRAINING_STATE_NOTES: Readonly<Record<TrainingState, MessageDescriptor>> = {
  completed: msg`You attended the whole session; the training counts towards your record.`,
  incompleted: msg`You applied but did not complete the session; apply again for a later one.`,
  cancellationRequested: msg`You asked to cancel your application; the secretariat is processing it.`,
}

export const ATTENDANCE_LABELS: Readonly<Record<AttendanceState, MessageDescriptor>> = {
  attended: msg`Attended`,
  noApplicationHistory: msg`No education application history`,
}

export const ATTENDANCE_NOTES: Readonly<Record<AttendanceState, MessageDescriptor>> = {
  attended: msg`Your attendance was checked on the day.`,
  noApplicationHistory: msg`You have not applied for any session yet.`,
}
