import type { TicketCheckDto } from '@contract/tickets'
import { ERROR_CODES } from '@contract/errors'
import type { KeyObject } from 'node:crypto'
import type { AppDb } from '../../../db/database'
import { httpError, tooManyAttempts } from '../../../http/http-error'
import { type RequestOrigin, writeAudit } from '../../auth/audit'
import type { AuthContext } from '../../auth/authenticate'
import type { CheckLimiter } from '../../member-card/check-limiter'
import { readTicketCode } from '../ticket-code'
import { type Inspection, inspectTicket } from './inspect'

/**
 * Scans per inspector and minute. Higher than the card check's: a gate admits a queue quickly and sends the codes it
 * held while offline in one go; a guess is hopeless anyway, since a code is signed (docs/requirements/ticketing.md
 * #tkt-9).
 */
export const SCANS_PER_MINUTE = 120

/** Association members and staff inspect tickets (docs/requirements/ticketing.md#tkt-9). */
export function requireInspector(auth: AuthContext): void {
  if (!auth.roles.includes('staff') && !auth.roles.includes('association_member'))
    throw httpError(403, ERROR_CODES.FORBIDDEN, 'No access rights.')
}

export interface CheckInput {
  code: string
  gameId: number | null
}

/** POST /api/tickets/check: the signature first (no database), then one redemption; every check is audited. */
export async function checkTicket(
  db: AppDb,
  publicKey: KeyObject,
  limiter: CheckLimiter,
  inspector: AuthContext,
  input: CheckInput,
  now: Date,
  origin: RequestOrigin,
): Promise<TicketCheckDto> {
  requireInspector(inspector)
  const wait = limiter.take(inspector.memberId, now)
  if (wait > 0) throw tooManyAttempts(wait, 'Too many checks: wait a moment.')
  const claims = readTicketCode(publicKey, input.code)
  const inspection: Inspection = claims
    ? await inspectTicket(db, claims, inspector.memberId, input.gameId, now)
    : {
        answer: {
          result: 'invalid_ticket',
          serial: null,
          productNameKo: null,
          productNameEn: null,
          day: null,
          usedAt: null,
        },
        ticketId: null,
        holderId: null,
      }
  await writeAudit(
    db,
    {
      action: 'ticket_check',
      memberId: inspector.memberId,
      loginId: inspector.loginId,
      at: now,
      detail: {
        result: inspection.answer.result,
        gameId: input.gameId,
        ...(inspection.ticketId !== null ? { ticketId: inspection.ticketId } : {}),
        ...(inspection.holderId !== null ? { holderId: inspection.holderId } : {}),
        ...(claims ? {} : { forged: true }),
      },
    },
    origin,
  )
  return inspection.answer
}
