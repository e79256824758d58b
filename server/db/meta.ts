import { eq, sql } from 'drizzle-orm'
import type { AppDb } from './database'
import { appMeta } from './schema/index'

/** A value of app_meta (what this database holds: seed versions, the demo, its mark), or undefined. */
export async function readMeta(db: AppDb, key: string): Promise<string | undefined> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key))
  return rows[0]?.value
}

/** Writes app_meta values, replacing the ones already there. */
export async function writeMeta(db: AppDb, values: Record<string, string>): Promise<void> {
  const updatedAt = new Date()
  await db
    .insert(appMeta)
    .values(Object.entries(values).map(([key, value]) => ({ key, value, updatedAt })))
    .onConflictDoUpdate({
      target: appMeta.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    })
}
