import { asc, eq, inArray, like } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { loginThrottle } from '../../db/schema/index'
import {
  claimKeys,
  claimPassword,
  keyList,
  passwordKeys,
  settlePassword,
  type Claim,
  type Rows,
  type ThrottleRow,
} from './throttle-rules'

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0]

/**
 * Locks the rows of `keys` (in one order for every caller, so two attempts never wait on each other in a
 * circle), creating missing ones first when claiming: two first attempts must not both start from "no failures".
 */
async function lockRows(tx: Tx, keys: string[], createAt: Date | null): Promise<Rows> {
  const sorted = [...new Set(keys)].sort()
  if (createAt)
    await tx
      .insert(loginThrottle)
      .values(sorted.map((key) => ({ key, failures: 0, lastFailureAt: createAt, lockedUntil: null })))
      .onConflictDoNothing()
  const rows = await tx
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, sorted))
    .orderBy(asc(loginThrottle.key))
    .for('update')
  return new Map(rows.map((row) => [row.key, row]))
}

async function write(tx: Tx, rows: ThrottleRow[]): Promise<void> {
  for (const { key, ...values } of rows) await tx.update(loginThrottle).set(values).where(eq(loginThrottle.key, key))
}

async function claim(db: AppDb, keys: string[], now: Date, decide: (rows: Rows) => Claim): Promise<number> {
  return db.transaction(async (tx) => {
    const decision = decide(await lockRows(tx, keys, now))
    if (decision.outcome === 'locked') return decision.waitMs
    await write(tx, decision.rows)
    return 0
  })
}

/**
 * Claims one attempt on simple keys (password-reset requests per ID, ID lookups per address) before the work
 * they guard. Answers the milliseconds to wait when a key is locked (nothing is counted then).
 */
export async function claimAttempt(db: AppDb, keys: Array<{ key: string; free: number }>, now: Date): Promise<number> {
  return claim(
    db,
    keys.map((k) => k.key),
    now,
    (rows) => claimKeys(keys, rows, now),
  )
}

/**
 * Claims one password attempt for `loginId` from `ip`, counted as a failure under the rows' locks before
 * the hash is checked: checking first and counting after the hash let a burst of concurrent guesses all pass
 * the check; here they queue on the locks, so at most the free failures of a pair run before it waits.
 * Answers the milliseconds to wait (0: go ahead, then settlePasswordSuccess if the password was right).
 */
export async function claimPasswordAttempt(
  db: AppDb,
  loginId: string,
  ip: string | null | undefined,
  now: Date,
): Promise<number> {
  const keys = passwordKeys(loginId, ip)
  return claim(db, keyList(keys), now, (rows) => claimPassword(keys, rows, now))
}

/** The claimed attempt had the right password (see settlePassword). */
export async function settlePasswordSuccess(db: AppDb, loginId: string, ip: string | null | undefined): Promise<void> {
  const keys = passwordKeys(loginId, ip)
  await db.transaction(async (tx) => {
    const settlement = settlePassword(keys, await lockRows(tx, keyList(keys), null))
    await write(tx, settlement.write)
    if (settlement.remove.length > 0)
      await tx.delete(loginThrottle).where(inArray(loginThrottle.key, settlement.remove))
  })
}

/**
 * A password reset proved the member holds the account: every address starts over on it. The account's
 * count of failing addresses stays, so an attack under way keeps costing each new address the long delay.
 */
export async function clearAccountAddresses(db: AppDb, loginId: string): Promise<void> {
  // Login IDs are lowercase letters and digits, so the pattern holds no LIKE wildcard but the final one.
  await db.delete(loginThrottle).where(like(loginThrottle.key, `pair:${loginId.toLowerCase()}@%`))
}
