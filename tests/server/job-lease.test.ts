import { rm } from 'node:fs/promises'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/database'
import { withLease } from '../../server/jobs/lease'
import { makeTempDir } from './helpers'

let dataDir: string
let database: Database
beforeAll(async () => {
  dataDir = await makeTempDir('lease')
  database = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined })
  await database.migrate()
})
afterAll(async () => {
  await database.close()
  await rm(dataDir, { recursive: true, force: true })
})

const at = (iso: string) => new Date(iso)

it('lets one node run a job while another holds its lease, and the other after the holder finishes', async () => {
  const now = at('2026-07-01T00:00:00Z')
  const ran: string[] = []
  let release!: () => void
  const held = new Promise<void>((r) => {
    release = r
  })
  const first = withLease(database.db, { name: 'billing', ttlMs: 60_000, now, holder: 'a' }, async () => {
    ran.push('a')
    await held
    return 'a done'
  })
  // Give the first node time to take the lease before the second tries.
  await new Promise((r) => setTimeout(r, 50))
  const second = await withLease(database.db, { name: 'billing', ttlMs: 60_000, now, holder: 'b' }, async () => {
    ran.push('b')
    return 'b done'
  })
  expect(second).toBeNull()
  release()
  expect(await first).toBe('a done')
  const after = await withLease(database.db, { name: 'billing', ttlMs: 60_000, now, holder: 'b' }, async () => 'b ran')
  expect(after).toBe('b ran')
  expect(ran).toEqual(['a'])
})

it("takes over a crashed holder's lease once its time has run out, not before", async () => {
  const start = at('2026-07-02T00:00:00Z')
  // Holder c takes the lease and "crashes": its work never returns, so the lease is not released.
  void withLease(database.db, { name: 'arrears', ttlMs: 60_000, now: start, holder: 'c' }, () => new Promise(() => {}))
  await new Promise((r) => setTimeout(r, 50))
  const early = new Date(start.getTime() + 30_000)
  expect(await withLease(database.db, { name: 'arrears', ttlMs: 60_000, now: early, holder: 'd' }, async () => 1)).toBe(
    null,
  )
  const late = new Date(start.getTime() + 61_000)
  expect(await withLease(database.db, { name: 'arrears', ttlMs: 60_000, now: late, holder: 'd' }, async () => 2)).toBe(
    2,
  )
})
