import { addressBucket } from './throttle-address'

/**
 * The rules of the login throttle, without I/O (login-throttle.ts reads and writes the rows under their locks).
 * docs/decisions/0041-account-abuse-hardening.md: failures from one address slow that address down on that
 * account, never the owner at another address; an account on which many addresses fail is "under attack", and
 * then each failing address's first failure already costs the long delay. The address key across accounts
 * stays as before (docs/decisions/0022-accounts-and-sessions.md).
 */
export const THROTTLE = {
  /** Per (account, address): free failures, then 1 s, 2 s, 4 s ... up to maxDelayMs. */
  pair: { free: 5 },
  /** Per address across accounts: more free failures, because offices and carriers share addresses. */
  address: { free: 20 },
  /** The account is under attack once this many addresses have failed on it within resetAfterMs. */
  account: { alarmAddresses: 5 },
  /** Under attack, every failure on the account waits at least this long (from that address). */
  alarmDelayMs: 15 * 60_000,
  maxDelayMs: 15 * 60_000,
  /** A key without failures for this long starts over. */
  resetAfterMs: 60 * 60_000,
} as const

export interface ThrottleRow {
  key: string
  failures: number
  lastFailureAt: Date
  lockedUntil: Date | null
}

export type Rows = ReadonlyMap<string, ThrottleRow>

/** The keys a password check counts on; `address` is null when the request's address is unknown. */
export interface PasswordKeys {
  /** `id:<login id>`: how many addresses failed on the account (never locks by itself). */
  account: string
  /** `pair:<login id>@<address>`: the growing delays of one address on one account. */
  pair: string
  /** `ip:<address>`: the growing delays of one address across accounts. */
  address: string | null
}

export function passwordKeys(loginId: string, ip: string | null | undefined): PasswordKeys {
  const id = loginId.toLowerCase()
  const bucket = ip ? addressBucket(ip) : null
  return { account: `id:${id}`, pair: `pair:${id}@${bucket ?? 'unknown'}`, address: bucket ? `ip:${bucket}` : null }
}

export const keyList = (keys: PasswordKeys): string[] =>
  [keys.account, keys.pair, keys.address].filter((k): k is string => k !== null)

/** Delay after `failures` failures for a key that has `free` of them. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0
  return Math.min(THROTTLE.maxDelayMs, 1000 * 2 ** Math.min(failures - free, 30))
}

const waitOf = (row: ThrottleRow | undefined, now: Date) =>
  row?.lockedUntil ? Math.max(0, row.lockedUntil.getTime() - now.getTime()) : 0

/** Failures still counting at `now` (a quiet resetAfterMs starts over). */
const counted = (row: ThrottleRow | undefined, now: Date) =>
  row && now.getTime() - row.lastFailureAt.getTime() <= THROTTLE.resetAfterMs ? row.failures : 0

const failed = (key: string, failures: number, delay: number, now: Date): ThrottleRow => ({
  key,
  failures,
  lastFailureAt: now,
  lockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
})

export type Claim = { outcome: 'locked'; waitMs: number } | { outcome: 'claimed'; rows: ThrottleRow[] }

/** Simple keys (password-reset requests, ID lookups): each waits once its own failures pass `free`. */
export function claimKeys(keys: ReadonlyArray<{ key: string; free: number }>, rows: Rows, now: Date): Claim {
  const waitMs = Math.max(0, ...keys.map(({ key }) => waitOf(rows.get(key), now)))
  if (waitMs > 0) return { outcome: 'locked', waitMs }
  return {
    outcome: 'claimed',
    rows: keys.map(({ key, free }) => {
      const failures = counted(rows.get(key), now) + 1
      return failed(key, failures, delayAfter(failures, free), now)
    }),
  }
}

/**
 * One password attempt, counted as a failure before the hash is checked (settlePassword gives it back).
 * Refused while the pair or the address waits; the account alone never refuses, so an address that has not
 * failed on this account (nor on many others) always gets its attempt.
 */
export function claimPassword(keys: PasswordKeys, rows: Rows, now: Date): Claim {
  const waitMs = Math.max(waitOf(rows.get(keys.pair), now), keys.address ? waitOf(rows.get(keys.address), now) : 0)
  if (waitMs > 0) return { outcome: 'locked', waitMs }
  const pairFailures = counted(rows.get(keys.pair), now) + 1
  // An address counts once on the account: when its first failure there (in the window) is claimed.
  const addresses = counted(rows.get(keys.account), now) + (pairFailures === 1 ? 1 : 0)
  const underAttack = addresses >= THROTTLE.account.alarmAddresses
  const pairDelay = Math.max(delayAfter(pairFailures, THROTTLE.pair.free), underAttack ? THROTTLE.alarmDelayMs : 0)
  const claimed = [failed(keys.account, addresses, 0, now), failed(keys.pair, pairFailures, pairDelay, now)]
  if (keys.address) {
    const failures = counted(rows.get(keys.address), now) + 1
    claimed.push(failed(keys.address, failures, delayAfter(failures, THROTTLE.address.free), now))
  }
  return { outcome: 'claimed', rows: claimed }
}

export interface Settlement {
  write: ThrottleRow[]
  remove: string[]
}

/**
 * The claimed attempt had the right password: the pair starts over and its address no longer counts on the
 * account; the address gets its attempt back (one good password must neither unlock guessing other accounts
 * from that address nor count against it). A pair already settled by a concurrent success changes nothing.
 */
export function settlePassword(keys: PasswordKeys, rows: Rows): Settlement {
  const pair = rows.get(keys.pair)
  if (!pair || pair.failures === 0) return { write: [], remove: [] }
  const write: ThrottleRow[] = []
  const remove = [keys.pair]
  const account = rows.get(keys.account)
  if (account && account.failures > 1) write.push({ ...account, failures: account.failures - 1 })
  else if (account) remove.push(keys.account)
  const address = keys.address ? rows.get(keys.address) : undefined
  if (address) {
    const failures = Math.max(0, address.failures - 1)
    write.push({
      ...address,
      failures,
      lockedUntil: delayAfter(failures, THROTTLE.address.free) > 0 ? address.lockedUntil : null,
    })
  }
  return { write, remove }
}
