import { describe, expect, it } from 'vitest'
import { claimDeadline, withinClaim } from './deadlines'

describe('welfare claim deadlines (MY-9)', () => {
  it('runs to the end of the year after the occasion', () => {
    expect(claimDeadline('death', 'father', '2025-01-01')).toBe('2026-12-31')
    expect(claimDeadline('marriage', 'applicant', '2025-12-31')).toBe('2026-12-31')
    expect(withinClaim('2026-12-31', '2026-12-31')).toBe(true)
    expect(withinClaim('2026-12-31', '2027-01-01')).toBe(false)
  })

  it("gives a parent's 70th birthday to the end of the third year after it, and the member's own the usual", () => {
    expect(claimDeadline('seventieth_birthday', 'mother', '2024-05-01')).toBe('2027-12-31')
    expect(claimDeadline('seventieth_birthday', 'father_in_law', '2024-05-01')).toBe('2027-12-31')
    expect(claimDeadline('seventieth_birthday', 'applicant', '2024-05-01')).toBe('2025-12-31')
  })
})
