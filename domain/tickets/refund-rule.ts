import { seoulDayStart } from '@domain/time'

/**
 * The ticket refund rule (docs/decisions/0076-ticket-refund-rule.md, docs/requirements/ticketing.md#tkt-7): a
 * purchase is refunded in full until the end of the day before the ticket's day in Seoul (an all-days ticket: the
 * day before the tournament's first round), not after, and never once one of its tickets was used at the gate.
 */
export function refundDeadline(ticketDay: string | null, firstRoundDay: string): Date {
  // The end of the day before is the first instant of the ticket's own day.
  return seoulDayStart(ticketDay ?? firstRoundDay)
}

export function mayRefund(deadline: Date, anyTicketUsed: boolean, now: Date): boolean {
  return !anyTicketUsed && now.getTime() < deadline.getTime()
}
