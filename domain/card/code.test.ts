import { describe, expect, it } from 'vitest'
import { acceptedSteps, base32, cardCode, readCode, shortCode, stepEndsAt, stepOf } from './code'

const MAC = '7K3MD9QPAZ1XC4RT'

describe('the card code (my-page.md#my-3)', () => {
  it('changes every 30 seconds', () => {
    const at = new Date('2026-06-10T03:00:00Z')
    const step = stepOf(at)
    expect(stepOf(new Date(at.getTime() + 29_999))).toBe(step)
    expect(stepOf(new Date(at.getTime() + 30_000))).toBe(step + 1)
    expect(stepEndsAt(step).getTime()).toBe(at.getTime() + 30_000)
  })

  it('writes Crockford base 32 without ambiguous letters', () => {
    expect(base32(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff]), 8)).toBe('ZZZZZZZZ')
    expect(base32(new Uint8Array([0, 0, 0, 0, 0]), 8)).toBe('00000000')
    expect(base32(new Uint8Array(10).fill(0xa5), 16)).not.toMatch(/[ILOU]/)
  })

  it('reads back the QR form with its one step', () => {
    expect(readCode(cardCode(42, 59_000_123, MAC), 59_000_123)).toEqual({ memberId: 42, steps: [59_000_123], mac: MAC })
  })

  it('reads back the short form among the steps still accepted, forgiving case, spaces, O and I', () => {
    const short = shortCode(42, 59_000_123, MAC)
    expect(short).toBe('42-23-7K3M-D9QP')
    expect(readCode(short, 59_000_124)).toEqual({ memberId: 42, steps: [59_000_123], mac: '7K3MD9QP' })
    expect(readCode(' 42 - 23 - 7k3m d9qp ', 59_000_123)?.mac).toBe('7K3MD9QP')
    expect(readCode('42-23-7K3M-D9QO', 59_000_123)?.mac).toBe('7K3MD9Q0')
    // Two steps later the short code's digits match no accepted step.
    expect(readCode(short, 59_000_125)?.steps).toEqual([])
  })

  it('refuses what is neither form', () => {
    for (const text of [
      '',
      'FWC1.0.1.7K3MD9QPAZ1XC4RT',
      'FWC2.4.1.7K3MD9QPAZ1XC4RT',
      'FWC1.4.1.SHORT',
      'hello',
      '4-1-AAAA-BBBB',
    ])
      expect(readCode(text, 100)).toBeNull()
  })

  it('accepts the current and the previous step only', () => {
    expect(acceptedSteps(100)).toEqual([100, 99])
  })
})
