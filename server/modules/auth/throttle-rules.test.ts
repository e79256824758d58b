import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  claimPassword,
  delayAfter,
  passwordKeys,
  settlePassword,
  THROTTLE,
  type PasswordKeys,
  type ThrottleRow,
} from './throttle-rules'

/** The throttle's rows in memory, driven as login-throttle.ts drives the database: claim, check, settle. */
function attempt(store: Map<string, ThrottleRow>, keys: PasswordKeys, right: boolean, now: Date) {
  const claim = claimPassword(keys, store, now)
  if (claim.outcome === 'locked') return { outcome: 'locked' as const, waitMs: claim.waitMs }
  for (const row of claim.rows) store.set(row.key, row)
  if (!right) return { outcome: 'wrong' as const }
  const settlement = settlePassword(keys, store)
  for (const row of settlement.write) store.set(row.key, row)
  for (const key of settlement.remove) store.delete(key)
  return { outcome: 'ok' as const }
}

const ACCOUNT = 'owner01'
const OWNER_ADDRESS = '203.0.113.7'
const attackerAddress = (i: number) => `198.51.100.${i + 1}`

/** A guess from attacker `address` after `stepMs`, or (owner: true) the owner trying from a clean address. */
const event = fc.oneof(
  { weight: 5, arbitrary: fc.record({ owner: fc.constant(false), address: fc.nat(11), stepMs: fc.nat(10 * 60_000) }) },
  {
    weight: 1,
    arbitrary: fc.record({ owner: fc.constant(true), address: fc.constant(0), stepMs: fc.nat(5 * 60_000) }),
  },
)

describe('login throttle rules', () => {
  it('doubles from the 5th failure of a pair, capped at 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 8].map((n) => delayAfter(n, THROTTLE.pair.free))).toEqual([0, 0, 1000, 2000, 4000, 8000])
    expect(delayAfter(40, THROTTLE.pair.free)).toBe(THROTTLE.maxDelayMs)
  })

  it('never refuses the right password from an address that has not failed on the account, whatever others did', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 300 }), (events) => {
        const store = new Map<string, ThrottleRow>()
        let now = Date.parse('2026-05-01T00:00:00Z')
        for (const e of events) {
          now += e.stepMs
          const at = new Date(now)
          if (e.owner) expect(attempt(store, passwordKeys(ACCOUNT, OWNER_ADDRESS), true, at).outcome).toBe('ok')
          else attempt(store, passwordKeys(ACCOUNT, attackerAddress(e.address)), false, at)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('once many addresses fail on an account, each failure there costs its address the long delay', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 300 }), (events) => {
        const store = new Map<string, ThrottleRow>()
        let now = Date.parse('2026-05-01T00:00:00Z')
        for (const e of events) {
          now += e.stepMs
          const at = new Date(now)
          const keys = passwordKeys(ACCOUNT, e.owner ? OWNER_ADDRESS : attackerAddress(e.address))
          const result = attempt(store, keys, e.owner, at)
          if (result.outcome !== 'wrong') continue
          const failingAddresses = store.get(keys.account)!.failures
          const lockedUntil = store.get(keys.pair)!.lockedUntil?.getTime() ?? now
          if (failingAddresses >= THROTTLE.account.alarmAddresses)
            expect(lockedUntil - now).toBeGreaterThanOrEqual(THROTTLE.alarmDelayMs)
          else expect(lockedUntil - now).toBeLessThan(THROTTLE.alarmDelayMs)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('a botnet of 50 addresses guessing every minute for 6 hours gets one guess per address per 15 minutes', () => {
    const store = new Map<string, ThrottleRow>()
    const start = Date.parse('2026-05-01T00:00:00Z')
    let guesses = 0
    for (let minute = 0; minute < 6 * 60; minute++)
      for (let i = 0; i < 50; i++) {
        const keys = passwordKeys(ACCOUNT, attackerAddress(i))
        if (attempt(store, keys, false, new Date(start + minute * 60_000)).outcome === 'wrong') guesses += 1
      }
    // The alarm goes off within the first minute (the 5th address), so no address gets the pair's free failures:
    // one guess each at once, then one per 15 minutes (24 periods in 6 hours).
    expect(guesses).toBeLessThanOrEqual(THROTTLE.account.alarmAddresses - 1 + 50 * (6 * 4 + 1))
    expect(guesses).toBeGreaterThanOrEqual(50 * 24)
  })
})
