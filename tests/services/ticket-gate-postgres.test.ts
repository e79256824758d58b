import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { members } from '../../server/db/schema/index'
import { prepareDatabase } from '../../server/db/seed'
import { inspectTicket } from '../../server/modules/ticketing/gate/inspect'
import { readTicketCode } from '../../server/modules/ticketing/ticket-code'
import { createFreshPostgres, type FreshPostgres } from '../server/helpers'
import { gateKeys, makeTicket, ticketState, tournamentOn } from '../server/tickets/gate-fixture'

const baseUrl = process.env.DATABASE_URL

// Runs only with DATABASE_URL: 20 scans of one ticket on separate PostgreSQL connections, where they really overlap
// (PGlite serialises them on its one). docs/requirements/ticketing.md#tkt-9.
describe.skipIf(!baseUrl)('the gate on PostgreSQL', () => {
  let fresh: FreshPostgres
  let database: Database
  const today = '2026-06-10'
  const now = new Date(`${today}T03:00:00Z`)
  beforeAll(async () => {
    fresh = await createFreshPostgres(baseUrl as string, 'gate')
    ;({ database } = await prepareDatabase(
      { DATA_DIR: './unused', DATABASE_URL: fresh.url },
      { demo: 'test', log: null, today },
    ))
  }, 300_000)
  afterAll(async () => {
    await database?.close()
    await fresh?.drop()
  })

  it('admits exactly one of 20 simultaneous scans; the 19 others say already used', async () => {
    const db = database.db
    const [holder] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, 'member01'))
    const [inspector] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, 'staff06'))
    const { id: tournamentId } = await tournamentOn(db, today)
    const ticket = await makeTicket(db, { memberId: holder!.id, tournamentId, day: today }, now)
    const claims = readTicketCode(gateKeys.publicKey, ticket.code)!
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => inspectTicket(db, claims, inspector!.id, tournamentId, now)),
    )
    const results = answers.map((a) => a.answer.result)
    expect(results.filter((r) => r === 'authenticated')).toHaveLength(1)
    expect(results.filter((r) => r === 'already_used')).toHaveLength(19)
    expect(await ticketState(db, ticket.id)).toMatchObject({ state: 'used', usedBy: inspector!.id })
  })
})
