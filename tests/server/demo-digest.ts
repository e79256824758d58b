import { sql, type SQL } from 'drizzle-orm'
import type { AppDb } from '../../server/db/database'
import { DEMO_TABLES } from '../../server/db/demo/writer'

export async function rows<T>(db: AppDb, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** One digest per demo table, independent of the session's time zone and of the backend. */
export async function digest(db: AppDb): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`)
    const out: Record<string, string> = {}
    for (const table of DEMO_TABLES) {
      const [row] = (
        (await tx.execute(
          sql.raw(
            `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h, count(*)::int as n
              from "${table}" t`,
          ),
        )) as unknown as { rows: Array<{ h: string; n: number }> }
      ).rows
      out[table] = `${row?.n}:${row?.h}`
    }
    return out
  })
}
