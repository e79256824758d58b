import { createPublicKey, verify } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../server/app'
import { auditLog, members } from '../../../server/db/schema/index'
import { signTicketCode, ticketKeysFromSecret } from '../../../server/modules/ticketing/ticket-code'
import { bearer, loginAs, testClock } from '../auth-helpers'
import { createFixtureDatabase, DEMO_TODAY, type FixtureDatabase } from '../../fixtures/test-db'
import { createTestApp, testEnv } from '../helpers'
import { cancelTicket, GATE_SECRET, makeTicket, tournamentOn, ticketState, type TicketSpec } from './gate-fixture'

/** The gate (docs/requirements/ticketing.md#tkt-9): one admission per ticket, refusals that change nothing. */
const NOON = `${DEMO_TODAY}T03:00:00Z`

describe('ticket inspection at the gate', () => {
  let fx: FixtureDatabase
  let app: App
  const clock = testClock(NOON)
  const tokens = new Map<string, string>()
  let tournamentId: number
  const idOf = async (loginId: string) =>
    (await fx.db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId)))[0]!.id
  const check = async (who: string, code: string, gameId: number | null = null) => {
    if (!tokens.has(who)) tokens.set(who, (await loginAs(app, who)).accessToken)
    return app.inject({
      method: 'POST',
      url: '/api/tickets/check',
      headers: bearer(tokens.get(who)!),
      payload: { code, gameId },
    })
  }
  const ticketFor = async (loginId: string, spec: Partial<TicketSpec> = {}) =>
    makeTicket(fx.db, { memberId: await idOf(loginId), tournamentId, day: DEMO_TODAY, ...spec }, clock())

  beforeAll(async () => {
    fx = await createFixtureDatabase('test')
    app = await createTestApp(fx.database, {
      env: testEnv({ TICKET_SIGNING_SECRET: GATE_SECRET }),
      now: clock,
      rateLimitMax: 100_000,
      purgeJob: false,
      membershipJobs: false,
    })
    await app.ready()
    tournamentId = (await tournamentOn(fx.db, DEMO_TODAY)).id
  }, 300_000)
  afterAll(async () => {
    await app?.close()
    await fx?.cleanup()
  })

  it('admits a ticket once; the second scan says already used, with the first admission', async () => {
    const ticket = await ticketFor('member01')
    const first = await check('staff06', ticket.code, tournamentId)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      result: 'authenticated',
      serial: ticket.serial,
      productNameEn: 'one_day ticket',
      day: DEMO_TODAY,
      usedAt: NOON.replace('Z', '.000Z'),
    })
    clock.advance(90_000)
    const second = await check('member01', ticket.code)
    expect(second.json()).toMatchObject({ result: 'already_used', usedAt: NOON.replace('Z', '.000Z') })
    expect(await ticketState(fx.db, ticket.id)).toMatchObject({ state: 'used', usedBy: await idOf('staff06') })
    const audits = await fx.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ticket_check')))
    expect(audits.map((a) => (a.detail as { result: string }).result)).toEqual(['authenticated', 'already_used'])
  })

  it('lets exactly one of 20 simultaneous scans of one ticket in', async () => {
    const ticket = await ticketFor('member01')
    const answers = await Promise.all(Array.from({ length: 20 }, () => check('staff06', ticket.code)))
    const results = answers.map((a) => a.json().result as string)
    expect(results.filter((r) => r === 'authenticated')).toHaveLength(1)
    expect(results.filter((r) => r === 'already_used')).toHaveLength(19)
  })

  it('answers invalid ticket for forged, altered, unreadable, cancelled, wrong-day and wrong-game codes', async () => {
    const ticket = await ticketFor('member01')
    const other = ticketKeysFromSecret('another-secret-that-is-at-least-32-characters')
    const forged = signTicketCode(other, { ticketId: ticket.id, tournamentId, day: DEMO_TODAY, kind: 'one_day' })
    const [head, id, ...rest] = ticket.code.split('.')
    const altered = [head, Number(id) + 1, ...rest].join('.')
    const cancelled = await ticketFor('member01')
    await cancelTicket(fx.db, cancelled.id)
    const unpaid = await ticketFor('member01', { purchaseState: 'cancelled' })
    const tomorrow = await ticketFor('member01', { day: '2026-06-11' })
    for (const code of [forged, altered, 'hello', ticket.code.slice(0, -2), cancelled.code, unpaid.code, tomorrow.code])
      expect((await check('staff06', code)).json(), code).toMatchObject({ result: 'invalid_ticket', serial: null })
    expect((await check('staff06', ticket.code, tournamentId + 1)).json().result).toBe('invalid_ticket')
    // None of the refusals admitted anything: the genuine ticket still gets in at its own tournament.
    expect(await ticketState(fx.db, ticket.id)).toMatchObject({ state: 'valid', usedAt: null })
    expect((await check('staff06', ticket.code, tournamentId)).json().result).toBe('authenticated')
  })

  it('refuses a member ticket whose holder is not in good standing, without using it', async () => {
    const lapsed = await ticketFor('member03', { kind: 'member' })
    const answer = (await check('staff06', lapsed.code)).json()
    expect(answer).toMatchObject({ result: 'not_member', serial: lapsed.serial, usedAt: null })
    expect((await ticketState(fx.db, lapsed.id)).state).toBe('valid')
    const good = await ticketFor('member01', { kind: 'member' })
    expect((await check('staff06', good.code)).json().result).toBe('authenticated')
  })

  it('admits an all-days ticket once on each day of the tournament', async () => {
    const ticket = await ticketFor('member01', { kind: 'all_days', day: null })
    expect((await check('staff06', ticket.code)).json().result).toBe('authenticated')
    expect((await check('staff06', ticket.code)).json().result).toBe('already_used')
    clock.set(`${DEMO_TODAY}T23:00:00Z`) // 08:00 the next Seoul day: the sessions of the day before have ended
    tokens.clear()
    try {
      expect((await check('staff06', ticket.code)).json().result).toBe('authenticated')
      expect((await check('staff06', ticket.code)).json().result).toBe('already_used')
    } finally {
      clock.set(NOON)
      tokens.clear()
    }
  })

  it('lets association members and staff inspect; a web member gets 403, a visitor 401', async () => {
    const ticket = await ticketFor('member01')
    const web = await check('webmember01', ticket.code)
    expect([web.statusCode, web.json().code]).toEqual([403, 'FORBIDDEN'])
    const visitor = await app.inject({ method: 'POST', url: '/api/tickets/check', payload: { code: ticket.code } })
    expect(visitor.statusCode).toBe(401)
    expect((await ticketState(fx.db, ticket.id)).state).toBe('valid')
    expect((await check('member02', ticket.code)).json().result).toBe('authenticated')
  })

  it("refuses an inspector's 121st check within a minute with 429, then accepts again", async () => {
    const answers = []
    for (let i = 0; i < 121; i += 1) answers.push((await check('member05', `garbage-${i}`)).statusCode)
    expect(answers.slice(0, 120).every((code) => code === 200)).toBe(true)
    expect(answers[120]).toBe(429)
    clock.advance(61_000)
    expect((await check('member05', 'garbage')).statusCode).toBe(200)
  })

  it('publishes the public key a gate verifies codes with offline', async () => {
    const ticket = await ticketFor('member01')
    const res = await app.inject({ method: 'GET', url: '/api/tickets/gate-key' })
    expect(res.statusCode).toBe(200)
    const key = res.json()
    expect(key.algorithm).toBe('Ed25519')
    const publicKey = createPublicKey({ key: Buffer.from(key.publicKeySpki, 'base64url'), format: 'der', type: 'spki' })
    const cut = ticket.code.lastIndexOf('.')
    const signature = Buffer.from(ticket.code.slice(cut + 1), 'base64url')
    expect(verify(null, Buffer.from(ticket.code.slice(0, cut)), publicKey, signature)).toBe(true)
    expect(verify(null, Buffer.from(ticket.code.slice(0, cut).replace('FWT1.', 'FWT1.9')), publicKey, signature)).toBe(
      false,
    )
  })
})
