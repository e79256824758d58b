import { TICKET_KINDS, type TicketKind } from '@contract/tickets'

/**
 * The text a ticket's QR carries (docs/requirements/ticketing.md#tkt-9), read the same way by the server (node's
 * crypto) and by a gate's browser (WebCrypto) when it is offline:
 * `FWT1.<ticket id>.<tournament id>.<day yyyymmdd or 0>.<kind index>.<Ed25519 signature, base64url>`.
 * Only the format lives here; verifying the signature is each side's job.
 */
export interface TicketClaims {
  ticketId: number
  tournamentId: number
  /** Seoul date `YYYY-MM-DD`, or null for an all-days ticket. */
  day: string | null
  kind: TicketKind
}

export const TICKET_CODE_PREFIX = 'FWT1'

// An Ed25519 signature is 64 bytes: 86 base64url characters without padding.
const CODE = /^FWT1\.(\d{1,10})\.(\d{1,10})\.(\d{8}|0)\.(\d)\.([A-Za-z0-9_-]{86})$/

/** The signed part of a code: what the signature covers. */
export const ticketPayload = (c: TicketClaims): string =>
  [
    TICKET_CODE_PREFIX,
    c.ticketId,
    c.tournamentId,
    c.day ? c.day.replaceAll('-', '') : '0',
    TICKET_KINDS.indexOf(c.kind),
  ].join('.')

export interface ParsedTicketCode {
  claims: TicketClaims
  /** The signed text, exactly as `ticketPayload(claims)` writes it. */
  payload: string
  /** The signature, base64url. */
  signature: string
}

/**
 * The parts of a well-formed code, or null for anything else (a number with leading zeros, an unknown kind, a
 * truncated signature): only the canonical spelling of the claims is accepted, so one ticket has one code.
 */
export function parseTicketCode(text: string): ParsedTicketCode | null {
  const code = text.trim()
  const match = CODE.exec(code)
  if (!match) return null
  const [, id, tournament, day, kindIndex, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  const kind = TICKET_KINDS[Number(kindIndex)]
  if (!kind) return null
  const claims: TicketClaims = {
    ticketId: Number(id),
    tournamentId: Number(tournament),
    day: day === '0' ? null : `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`,
    kind,
  }
  const payload = ticketPayload(claims)
  if (payload !== code.slice(0, code.lastIndexOf('.'))) return null
  return { claims, payload, signature }
}
