import { asc, eq, inArray } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { loginThrottle } from '../../db/schema/index'

/**
 * Growing delays after failed logins, per account and per address (docs/decisions/0022). From the
 * FREE-th failure on, the key waits 1 s, then 2 s, 4 s ... up to MAX_DELAY. An address gets more free
 * failures than an account because offices and phones share addresses. A quiet hour starts over.
 * Kept in the database so a restart or a second server node does not reset it.
 */
export const THROTTLE = {
  account: { free: 5 },
  address: { free: 20 },
  maxDelayMs: 15 * 60_000,
  resetAfterMs: 60 * 60_000,
} as const

export const accountKey = (loginId: string) => `id:${loginId.toLowerCase()}`
export const addressKey = (ip: string) => `ip:${ip}`

/** Delay after `failures` failures for a key that has `free` of them. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0
  return Math.min(THROTTLE.maxDelayMs, 1000 * 2 ** Math.min(failures - free, 30))
}

export interface ThrottleKey {
  key: string
  free: number
}

/** The keys of a password check: the account, and the address when known. */
export function passwordCheckKeys(loginId: string, ip: string | null | undefined): ThrottleKey[] {
  return [
    { key: accountKey(loginId), free: THROTTLE.account.free },
    ...(ip ? [{ key: addressKey(ip), free: THROTTLE.address.free }] : []),
  ]
}

/**
 * Claims one attempt on every key before the password is checked, counted as a failure until it proves
 * otherwise. Checking first and counting after a failed hash would let a burst of concurrent guesses all
 * pass the check before any was counted; here they queue on the rows' locks, so at most `free` of them
 * run before the lock. Answers the milliseconds to wait when a key is locked (nothing is counted then).
 */
export async function claimAttempt(db: AppDb, keys: ThrottleKey[], now: Date): Promise<number> {
  const sorted = [...keys].sort((a, b) => a.key.localeCompare(b.key))
  return db.transaction(async (tx) => {
    // Rows exist before they are locked: two first attempts must not both insert "1 failure".
    await tx
      .insert(loginThrottle)
      .values(sorted.map(({ key }) => ({ key, failures: 0, lastFailureAt: now, lockedUntil: null })))
      .onConflictDoNothing()
    const rows = await tx
      .select()
      .from(loginThrottle)
      .where(
        inArray(
          loginThrottle.key,
          sorted.map((k) => k.key),
        ),
      )
      .orderBy(asc(loginThrottle.key))
      .for('update')
    const wait = rows.reduce(
      (longest, row) => Math.max(longest, row.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0),
      0,
    )
    if (wait > 0) return wait
    for (const { key, free } of sorted) {
      const row = rows.find((r) => r.key === key)
      const stale = !row || now.getTime() - row.lastFailureAt.getTime() > THROTTLE.resetAfterMs
      const failures = stale ? 1 : row.failures + 1
      const delay = delayAfter(failures, free)
      await tx
        .update(loginThrottle)
        .set({ failures, lastFailureAt: now, lockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null })
        .where(eq(loginThrottle.key, key))
    }
    return 0
  })
}

/**
 * The claimed attempt succeeded: the account's count starts over, and the address gets its attempt back
 * (one good password must not unlock guessing other accounts from that address, nor count against it).
 */
export async function settleSuccess(db: AppDb, keys: ThrottleKey[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { key, free } of keys) {
      if (key.startsWith('id:')) {
        await tx.delete(loginThrottle).where(eq(loginThrottle.key, key))
        continue
      }
      const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).for('update')
      if (!row) continue
      const failures = Math.max(0, row.failures - 1)
      await tx
        .update(loginThrottle)
        .set({ failures, lockedUntil: delayAfter(failures, free) > 0 ? row.lockedUntil : null })
        .where(eq(loginThrottle.key, key))
    }
  })
}

/** Clears an account's count (a password reset proved the member holds the account). */
export async function clearFailures(db: AppDb, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key))
}
