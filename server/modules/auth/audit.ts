import type { FastifyRequest } from 'fastify'
import type { AppDb } from '../../db/database'
import { auditLog } from '../../db/schema/index'

/** What the audit table records; the names are stable (reports filter on them). */
export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'login_throttled'
  | 'logout'
  | 'refresh_reuse'
  | 'signup'
  | 'signup_request'
  | 'signup_request_document'
  | 'signup_request_confirmed'
  | 'signup_request_purged'
  | 'profile_change'
  | 'password_change'
  | 'password_reset_request'
  | 'password_reset_undelivered'
  | 'password_reset'
  | 'phone_change'
  | 'marketing_change'
  | 'withdraw'
  | 'withdrawn_purged'
  // Staff's scoring desk (docs/decisions/0044): detail holds the game and the scorer or token.
  | 'scorer_assign'
  | 'scorer_unassign'
  | 'feed_token_issue'
  | 'feed_token_revoke'
  // Standing and dues (docs/requirements/standing-and-dues.md#sd-7, #sd-13): detail holds the member and the rows.
  | 'reinstatement_apply'
  | 'reinstatement_consent'
  | 'reinstatement_approve'
  | 'reinstatement_reject'
  | 'staff_ledger_view'
  | 'staff_transfer'
  | 'staff_sanction'
  // Certificates (docs/requirements/my-page.md#my-5): detail holds the number, the holder and the reason.
  | 'certificate_revoke'
  // Welfare review (docs/requirements/my-page.md#my-7): detail holds the application, amounts and the offset.
  | 'welfare_approve'
  | 'welfare_reject'
  // My-page services (docs/requirements/my-page.md#my-11, #my-13, #my-14): detail holds the rows and the result.
  | 'education_attendance'
  | 'cash_adjust'
  | 'coupon_batch'
  // Member support (docs/requirements/my-page.md#my-15): detail holds the inquiry and, for an edit, the earlier answer.
  | 'inquiry_answer'
  | 'inquiry_answer_edit'
  | 'faq_create'
  | 'faq_update'
  | 'faq_delete'
  // Membership card checks (docs/requirements/my-page.md#my-4): detail holds the result and the card's member.
  | 'card_check'
  // Ticket inspection at the gate (docs/requirements/ticketing.md#tkt-9): detail holds the result and the ticket.
  | 'ticket_check'
  // Ticketing's waiting room (docs/requirements/ticketing.md#tkt-8): detail holds the tournament, before and after.
  | 'waiting_room_update'
  // Tournament applications (docs/requirements/tournament-applications.md#app-11): detail holds the tournament and
  // the entries, players and tee groups the confirmation added.
  | 'application_field_confirm'

export interface AuditEntry {
  action: AuditAction
  memberId?: number | null
  loginId?: string | null
  at: Date
  /** Which fields changed, which session ended...: never a password, code or token. */
  detail?: Record<string, unknown>
}

/** Where a request came from, as the audit keeps it. */
export interface RequestOrigin {
  ip: string | null
  userAgent: string | null
}

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
})

export async function writeAudit(
  db: Pick<AppDb, 'insert'>,
  entry: AuditEntry,
  origin: RequestOrigin | null,
): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    memberId: entry.memberId ?? null,
    loginId: entry.loginId ?? null,
    at: entry.at,
    ip: origin?.ip ?? null,
    userAgent: origin?.userAgent ?? null,
    detail: entry.detail ?? null,
  })
}
