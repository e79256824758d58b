import { describe, expect, it } from 'vitest'
import { readTicketCode, signTicketCode, ticketKeysFromSecret } from './ticket-code'

const keys = ticketKeysFromSecret('x'.repeat(40))
const claims = { ticketId: 42, tournamentId: 7, day: '2026-10-03', kind: 'one_day' as const }

describe('ticket codes (docs/requirements/ticketing.md#tkt-9)', () => {
  it('reads back what it signed with the public key alone', () => {
    expect(readTicketCode(keys.publicKey, signTicketCode(keys, claims))).toEqual(claims)
    const allDays = { ...claims, day: null, kind: 'all_days' as const }
    expect(readTicketCode(keys.publicKey, signTicketCode(keys, allDays))).toEqual(allDays)
  })

  it('refuses a code altered in any field, truncated, or signed by another key', () => {
    const code = signTicketCode(keys, claims)
    expect(readTicketCode(keys.publicKey, code.replace('FWT1.42.', 'FWT1.43.'))).toBeNull()
    expect(readTicketCode(keys.publicKey, code.replace('.20261003.', '.20261004.'))).toBeNull()
    expect(readTicketCode(keys.publicKey, code.slice(0, -1))).toBeNull()
    const other = ticketKeysFromSecret('y'.repeat(40))
    expect(readTicketCode(other.publicKey, code)).toBeNull()
    expect(readTicketCode(keys.publicKey, 'FWT1.42.7.0.0.' + 'A'.repeat(86))).toBeNull()
  })

  it('derives the same key on every node from one secret', () => {
    expect(ticketKeysFromSecret('x'.repeat(40)).publicKeySpki).toBe(keys.publicKeySpki)
    expect(keys.keyId).toMatch(/^[0-9a-f]{8}$/)
  })
})
