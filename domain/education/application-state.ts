/**
 * What a member sees of an education application (docs/requirements/my-page.md#my-11): the stored state of the
 * application and its payment, the attendance scanned at the venue and the event's end. After the end an application
 * that was attended is completed and one that was not is incompleted, computed here so no job has to move it.
 */

/** How an application and its payment stand, as stored (server/db/schema/education-applications.ts). */
export const APPLICATION_STORED_STATES = [
  'applied',
  'awaiting_payment',
  'waiting_for_deposit',
  'paid',
  'cancellation_requested',
  'cancelled',
] as const
export type ApplicationStoredState = (typeof APPLICATION_STORED_STATES)[number]

/** What the member area shows. */
export const APPLICATION_SHOWN_STATES = [
  'applied',
  'awaiting_payment',
  'waiting_for_deposit',
  'paid',
  'attended',
  'completed',
  'incompleted',
  'cancellation_requested',
  'cancelled',
] as const
export type ApplicationShownState = (typeof APPLICATION_SHOWN_STATES)[number]

export interface ApplicationFacts {
  state: ApplicationStoredState
  attendedAt: Date | null
  eventStartsAt: Date
  eventEndsAt: Date
}

export function applicationShownState(a: ApplicationFacts, now: Date): ApplicationShownState {
  if (a.state === 'cancelled' || a.state === 'cancellation_requested') return a.state
  const over = now.getTime() >= a.eventEndsAt.getTime()
  if (over) return a.attendedAt ? 'completed' : 'incompleted'
  if (a.attendedAt) return 'attended'
  return a.state
}

/** Holds a place and may be checked in: free and applied, or paid. */
export const isConfirmed = (state: ApplicationStoredState) => state === 'applied' || state === 'paid'

/** The member may cancel until the event starts, unless it is already cancelled (or being refunded). */
export function mayCancel(a: Omit<ApplicationFacts, 'eventEndsAt'>, now: Date): boolean {
  if (a.state === 'cancelled' || a.state === 'cancellation_requested') return false
  return now.getTime() < a.eventStartsAt.getTime() && a.attendedAt === null
}

/** A paid event's application still to pay. */
export const needsPayment = (state: ApplicationStoredState) => state === 'awaiting_payment'
