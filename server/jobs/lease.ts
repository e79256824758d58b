import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { AppDb } from '../db/database'
import { jobLeases } from '../db/schema/index'

/** This process's name in the lease table; a restarted process is a new holder. */
export const PROCESS_HOLDER = `node-${randomUUID()}`

/**
 * Runs `work` only while this holder has the job's lease (docs/requirements/standing-and-dues.md#sd-10). Taking the
 * lease is one atomic upsert: it succeeds when nobody holds it, the holder's time ran out, or we already hold it.
 * Answers null without running when another node holds it. The work itself must still be idempotent: a lease that
 * runs out mid-work lets another node start the same work.
 */
export async function withLease<T>(
  db: AppDb,
  job: { name: string; ttlMs: number; now: Date; holder?: string },
  work: () => Promise<T>,
): Promise<T | null> {
  const holder = job.holder ?? PROCESS_HOLDER
  const until = new Date(job.now.getTime() + job.ttlMs)
  const taken = await db
    .insert(jobLeases)
    .values({ name: job.name, holder, until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, until },
      setWhere: sql`${jobLeases.until} <= ${job.now.toISOString()}::timestamptz or ${jobLeases.holder} = ${holder}`,
    })
    .returning({ name: jobLeases.name })
  if (taken.length === 0) return null
  try {
    return await work()
  } finally {
    await db
      .update(jobLeases)
      .set({ until: job.now })
      .where(and(eq(jobLeases.name, job.name), eq(jobLeases.holder, holder)))
  }
}
