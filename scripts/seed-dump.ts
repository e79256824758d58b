/**
 * Seeds a fresh PGlite and prints one digest per table (row count and md5 of the rows in a stable order),
 * then one digest of them all: two runs print the same lines exactly when the seeded content is the same.
 * Used to prove that moving seed prose into data files changed no row (docs/decisions/0047-content-as-data.md).
 *
 *   npx tsx scripts/seed-dump.ts [full|test] [YYYY-MM-DD]
 *
 * Columns the seed fills from the wall clock or with random salts (creation times, password hashes, the seed
 * report's timing) differ between any two runs, so they are left out and named in the output.
 */
import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type { AppDb } from '../server/db/database'
import { prepareDatabase } from '../server/db/seed'

/** Filled by the clock or a random salt at seeding time: never the same twice. */
const VOLATILE = new Set([
  'app_meta.value',
  'app_meta.updated_at',
  'members.password_hash',
  'tournament_scorers.assigned_at',
  'tue_applications.consented_at',
  'tue_applications.decided_at',
  'tue_applications.start_date',
  'tue_applications.end_date',
])

interface Column {
  table: string
  column: string
  defaulted: string | null
}

async function columns(db: AppDb): Promise<Column[]> {
  const result = (await db.execute(
    sql`select table_name as "table", column_name as "column", column_default as "defaulted"
        from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  )) as unknown as { rows: Column[] }
  return result.rows
}

const isVolatile = (c: Column) =>
  VOLATILE.has(`${c.table}.${c.column}`) || /now\(\)|current_timestamp|random|gen_random/i.test(c.defaulted ?? '')

async function main() {
  const scale = (process.argv[2] ?? 'full') as 'full' | 'test'
  const today = process.argv[3] ?? '2026-11-26'
  const dir = await mkdtemp(join(tmpdir(), 'seed-dump-'))
  const { database } = await prepareDatabase({ DATA_DIR: dir }, { demo: scale, today, log: null })
  try {
    const cols = await columns(database.db)
    const tables = [...new Set(cols.map((c) => c.table))]
    const all = createHash('sha256')
    const skipped: string[] = []
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local timezone = 'UTC'`)
      for (const table of tables) {
        const kept = cols.filter((c) => c.table === table && !isVolatile(c))
        skipped.push(...cols.filter((c) => c.table === table && isVolatile(c)).map((c) => `${table}.${c.column}`))
        const row = kept.length ? `row(${kept.map((c) => `t."${c.column}"`).join(', ')})::text` : `''`
        const query = `select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as h, count(*)::int as n
          from "${table}" t`
        const result = (await tx.execute(sql.raw(query))) as unknown as { rows: Array<{ h: string; n: number }> }
        const line = `${table} ${result.rows[0]?.n} ${result.rows[0]?.h}`
        all.update(`${line}\n`)
        console.log(line)
      }
    })
    console.log(`left out (clock or salt): ${skipped.join(', ')}`)
    console.log(`all tables (${scale}, ${today}): ${all.digest('hex')}`)
  } finally {
    await database.close()
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
