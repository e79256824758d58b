/**
 * Ticketing's words shared by the tournament page, the purchase pages and the my page
 * (docs/requirements/ticketing.md#tkt-2, #tkt-7): ticket types, purchase states and a product's day.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatCalendarDay } from '@domain/time'

/** contract/tickets.ts TICKET_KINDS, kept as strings here so the entry bundle never needs the contract. */
export const TICKET_KIND_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  one_day: msg`One-day ticket`,
  all_days: msg`All-days ticket`,
  member: msg`Member ticket`,
  junior: msg`Junior ticket`,
}

export const TICKET_PURCHASE_STATE_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  held: msg`Awaiting payment`,
  purchased: msg`Purchased`,
  cancellation_requested: msg`Cancellation requested`,
  cancelled: msg`Cancelled`,
  released: msg`Not completed`,
}

export const ticketKindText = (i18n: I18n, kind: string): string => {
  const text = TICKET_KIND_TEXTS[kind]
  return text ? i18n._(text) : kind
}

export const ticketStateText = (i18n: I18n, state: string): string => {
  const text = TICKET_PURCHASE_STATE_TEXTS[state]
  return text ? i18n._(text) : state
}

/** A product's Korean or English name in the reader's language. */
export const inLanguage = (i18n: I18n, ko: string, en: string): string => (i18n.locale === 'en' ? en || ko : ko)

/** "Sat 3 Oct 2026" / "2026.10.03(토)", or "Every day of the tournament" for an all-days ticket. */
export function ticketDayText(i18n: I18n, day: string | null): string {
  return day === null
    ? i18n._(msg`Every day of the tournament`)
    : formatCalendarDay(day, i18n.locale, { weekday: true })
}
