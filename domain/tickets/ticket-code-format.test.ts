import { describe, expect, it } from 'vitest'
import { parseTicketCode, ticketPayload } from './ticket-code-format'

/** The one reading of a ticket's QR text, shared by the server and the gate's browser (ticketing.md#tkt-9). */
const signature = 'A'.repeat(86)

describe('ticket code format', () => {
  it('reads the claims of a well-formed code and gives back exactly the signed text', () => {
    const parsed = parseTicketCode(`  FWT1.42.7.20260610.0.${signature} `)
    expect(parsed).toEqual({
      claims: { ticketId: 42, tournamentId: 7, day: '2026-06-10', kind: 'one_day' },
      payload: 'FWT1.42.7.20260610.0',
      signature,
    })
    expect(ticketPayload(parsed!.claims)).toBe(parsed!.payload)
    expect(parseTicketCode(`FWT1.5.7.0.1.${signature}`)?.claims).toMatchObject({ day: null, kind: 'all_days' })
  })

  it('refuses other spellings, unknown kinds and truncated signatures, so one ticket has one code', () => {
    for (const text of [
      `FWT1.042.7.20260610.0.${signature}`,
      `FWT1.42.7.20260610.9.${signature}`,
      `FWT1.42.7.20260610.0.${signature.slice(1)}`,
      `FWT2.42.7.20260610.0.${signature}`,
      `FWT1.42.7.2026-06-10.0.${signature}`,
      'hello',
    ])
      expect(parseTicketCode(text), text).toBeNull()
  })
})
