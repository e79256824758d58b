import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/database'
import { prepareDatabase } from '../../server/db/seed'
import { registerPayable } from '../../server/modules/payments/index'
import { ticketPayable } from '../../server/modules/ticketing/ticket-payable'
import { SandboxPaymentProvider } from '../../server/providers/payment/sandbox'
import { testClock } from '../server/auth-helpers'
import { createFreshPostgres, type FreshPostgres } from '../server/helpers'
import { lastTenRace, limitRace } from '../server/tickets/ticket-support'

const baseUrl = process.env.DATABASE_URL

// Runs only with DATABASE_URL: the ticket races on separate PostgreSQL connections, where the transactions really
// overlap (PGlite serialises them on its one). docs/requirements/ticketing.md#tkt-6.
describe.skipIf(!baseUrl)('ticket holds under a rush (PostgreSQL)', () => {
  let fresh: FreshPostgres
  let database: Database
  const at = new Date('2026-06-10T03:00:00Z')
  let provider: SandboxPaymentProvider
  beforeAll(async () => {
    fresh = await createFreshPostgres(baseUrl as string, 'tickets')
    ;({ database } = await prepareDatabase(
      { DATA_DIR: './unused', DATABASE_URL: fresh.url },
      { demo: 'test', log: null },
    ))
    provider = new SandboxPaymentProvider(
      database.db,
      testClock(at.toISOString()),
      'test-webhook-secret-of-at-least-32-chars',
    )
    registerPayable(ticketPayable)
  }, 300_000)
  afterAll(async () => {
    await database?.close()
    await fresh?.drop()
  })

  it('lets exactly 10 of 200 concurrent buyers hold the last 10 tickets', async () => {
    const race = await lastTenRace(database.db, provider, at)
    expect(race.ok).toBe(10)
    expect(race.codes).toEqual(Array(190).fill('TICKETS_SOLD_OUT'))
    expect(race.product.sold + race.product.held).toBeLessThanOrEqual(race.product.capacity)
    expect(race.product.held).toBe(10)
  }, 60_000)

  it('keeps one member to the limit of 4 when 10 purchases of one arrive at once', async () => {
    const race = await limitRace(database.db, provider, at)
    expect(race.ok).toBe(4)
    expect(race.codes).toEqual(Array(6).fill('TICKET_LIMIT_EXCEEDED'))
    expect(race.product.held).toBe(4)
  }, 60_000)
})
