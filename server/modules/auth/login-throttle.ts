import { eq, inArray } from 'drizzle-orm'
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

/** Milliseconds until any of the keys may try again; 0 when none is locked. */
export async function lockedFor(db: AppDb, keys: string[], now: Date): Promise<number> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys))
  return rows.reduce((wait, row) => Math.max(wait, row.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0), 0)
}

/** Counts one failure for the key and locks it for the next delay. */
export async function recordFailure(db: AppDb, key: string, free: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, key)).for('update')
    const stale = !row || now.getTime() - row.lastFailureAt.getTime() > THROTTLE.resetAfterMs
    const failures = stale ? 1 : row.failures + 1
    const delay = delayAfter(failures, free)
    const values = { failures, lastFailureAt: now, lockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null }
    await tx.insert(loginThrottle).values({ key, ...values }).onConflictDoUpdate({ target: loginThrottle.key, set: values })
  })
}

/** A successful login clears its account's count (not the address's: one good password must not unlock guessing others). */
export async function clearFailures(db: AppDb, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key))
}
