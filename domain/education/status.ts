/**
 * The status of an education event, derived from the clock and never stored (the application states of
 * docs/requirements/content.md#con-16: planned to apply, applying, application ended; then finished once the last day
 * is over). Instants are compared, so the boundaries are exact whatever the server's time zone: an application window
 * closing at midnight Seoul closes at 15:00 UTC of the day before.
 */

export const EDUCATION_STATUSES = ['planned', 'applying', 'closed', 'finished'] as const

export type EducationStatus = (typeof EDUCATION_STATUSES)[number]

export interface EducationWindow {
  applyOpensAt: Date
  /** Exclusive: from this instant applications are no longer taken. */
  applyClosesAt: Date
  endsAt: Date
}

export function educationStatus(event: EducationWindow, now: Date): EducationStatus {
  const t = now.getTime()
  if (t < event.applyOpensAt.getTime()) return 'planned'
  if (t < event.applyClosesAt.getTime()) return 'applying'
  if (t < event.endsAt.getTime()) return 'closed'
  return 'finished'
}

export function isEducationStatus(value: unknown): value is EducationStatus {
  return typeof value === 'string' && (EDUCATION_STATUSES as readonly string[]).includes(value)
}
