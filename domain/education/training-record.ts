/**
 * The states of a member's training record (docs/requirements/content.md#con-18): a training is completed, incompleted
 * or has a cancellation request; attendance is attended or "no application history" (a catalogue message of
 * docs/requirements/api-conventions.md#api-12 "no education application history"). The member's own record comes with
 * the member area; the rules page explains what each state means.
 */

export const TRAINING_STATES = ['completed', 'incompleted', 'cancellationRequested'] as const
export type TrainingState = (typeof TRAINING_STATES)[number]

export const ATTENDANCE_STATES = ['attended', 'noApplicationHistory'] as const
export type AttendanceState = (typeof ATTENDANCE_STATES)[number]
