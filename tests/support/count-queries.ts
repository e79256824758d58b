import type { AppDb } from '../../server/db/database'

/**
 * Every statement the app sends to its database from now on outside a transaction (drizzle calls its
 * client's `query`; a transaction's statements go to the transaction's own handle), for tests and
 * benchmarks that count reads. `stop()` unhooks.
 */
export function countQueries(db: AppDb): { count(): number; sql(): string[]; stop(): void } {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client
  const original = client.query
  const seen: string[] = []
  client.query = function (this: unknown, ...args: unknown[]) {
    seen.push(String(args[0]))
    return original.apply(this, args)
  }
  return { count: () => seen.length, sql: () => [...seen], stop: () => void (client.query = original) }
}
