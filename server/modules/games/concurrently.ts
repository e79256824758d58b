import { PgTransaction } from 'drizzle-orm/pg-core'
import type { AppDb } from '../../db/database'

/**
 * Runs independent queries at once on a pooled database, one after the other inside a transaction:
 * a transaction holds one connection, and node-postgres refuses overlapping queries on a client.
 */
export async function concurrently<T extends readonly unknown[]>(
  db: AppDb,
  ...tasks: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(tasks.map((task) => task()))) as unknown as T
  const results: unknown[] = []
  for (const task of tasks) results.push(await task())
  return results as unknown as T
}
