import type { QueueCheckDto } from '@contract/tickets'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../server/app'
import { auditLog, tournaments } from '../../../server/db/schema/index'
import { admissionUsed, requireAdmission } from '../../../server/modules/ticketing/waiting-room/admission'
import { bearer, loginAs, testClock, type TestClock } from '../auth-helpers'
import { createTestApp, createTestDatabase, type TestDatabase } from '../helpers'
import { makeQueueBuyers, openRoom, type QueueBuyer } from './queue-buyers'

/** The waiting room on one node, memory store (docs/requirements/ticketing.md#tkt-8); the clock moves, no sleeps. */
let testDb: TestDatabase
let app: App
let clock: TestClock
let buyers: QueueBuyer[]
/** One tournament per test, so each test has a room of its own. */
let games: number[]

beforeAll(async () => {
  testDb = await createTestDatabase()
  clock = testClock('2026-06-10T03:00:00Z')
  app = await createTestApp(testDb.database, { now: clock, rateLimitMax: 100_000, purgeJob: false })
  await app.ready()
  buyers = await makeQueueBuyers(app, 40, 'queuer', clock())
  const rows = await app.db.select({ id: tournaments.id }).from(tournaments).orderBy(asc(tournaments.id)).limit(8)
  games = rows.map((r) => r.id)
}, 120_000)
afterAll(async () => {
  await app?.close()
  await testDb?.cleanup()
})

async function check(buyer: QueueBuyer, gameId: number, token?: string | null) {
  const query = `gameId=${gameId}${token ? `&token=${encodeURIComponent(token)}` : ''}`
  return app.inject({ method: 'GET', url: `/api/netfunnerl/check?${query}`, headers: bearer(buyer.accessToken) })
}
async function place(buyer: QueueBuyer, gameId: number, token?: string | null): Promise<QueueCheckDto> {
  const res = await check(buyer, gameId, token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const admission = (buyer: QueueBuyer, tournamentId: number, token: string | null) => ({
  tournamentId,
  sessionId: buyer.sessionId,
  token,
  now: clock(),
})

describe('the waiting room', () => {
  it('is off unless staff turned it on: no token, and a purchase without one passes', async () => {
    const [gameId] = games
    expect(await place(buyers[0]!, gameId!)).toEqual({
      state: 'off',
      token: null,
      position: 0,
      estimatedWaitSeconds: 0,
      retryAfterMs: 0,
      admittedUntil: null,
    })
    await expect(requireAdmission(app, admission(buyers[0]!, gameId!, null))).resolves.toBeUndefined()
    const visitor = await app.inject({ method: 'GET', url: `/api/netfunnerl/check?gameId=${gameId}` })
    expect(visitor.statusCode).toBe(401)
  })

  it('lets buyers in first come, first served, at the rate staff set, with places and waits that shrink', async () => {
    const gameId = games[1]!
    // 12 a minute: one every 5 s; the first buyer into the empty room walks straight in.
    await openRoom(app, gameId, { enabled: true, admitPerMinute: 12, admissionMinutes: 10 }, clock())
    const line = buyers.slice(0, 30)
    const tokens: string[] = []
    const firstAnswers: QueueCheckDto[] = []
    for (const buyer of line) {
      const answer = await place(buyer, gameId)
      tokens.push(answer.token!)
      firstAnswers.push(answer)
    }
    expect(new Set(tokens).size).toBe(30)
    expect(tokens.every((t) => t.length >= 22)).toBe(true) // at least 128 random bits, base64url
    expect(firstAnswers[0]).toMatchObject({ state: 'admitted', position: 0 })
    expect(firstAnswers.slice(1).map((a) => a.position)).toEqual(Array.from({ length: 29 }, (_, i) => i))
    expect(firstAnswers[1]).toMatchObject({ state: 'waiting', estimatedWaitSeconds: 5, retryAfterMs: 1_250 })
    expect(firstAnswers[29]).toMatchObject({ estimatedWaitSeconds: 145, retryAfterMs: 10_000 })

    const admittedOrder: number[] = [0]
    const tracked: Array<{ position: number; wait: number }> = []
    for (let step = 1; step <= 12; step += 1) {
      clock.advance(5_000)
      for (const [i, buyer] of line.entries()) {
        if (admittedOrder.includes(i)) continue
        const answer = await place(buyer, gameId, tokens[i])
        expect(answer.token).toBe(tokens[i])
        if (answer.state === 'admitted') admittedOrder.push(i)
        if (i === 29) tracked.push({ position: answer.position, wait: answer.estimatedWaitSeconds })
      }
    }
    // A minute at 12 a minute: 12 more, in the order they came.
    expect(admittedOrder).toEqual(Array.from({ length: 13 }, (_, i) => i))
    expect(tracked.map((t) => t.position)).toEqual([27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16])
    expect(tracked.at(-1)!.wait).toBeLessThan(tracked[0]!.wait)
    const next = await place(line[13]!, gameId, tokens[13])
    expect(next).toMatchObject({ state: 'waiting', position: 0, estimatedWaitSeconds: 5, retryAfterMs: 1_250 })
  })

  it("refuses another session's token, and a purchase needs this session's admitted token", async () => {
    const gameId = games[2]!
    await openRoom(app, gameId, { enabled: true, admitPerMinute: 60, admissionMinutes: 10 }, clock())
    const [owner, thief] = [buyers[0]!, buyers[1]!]
    const mine = await place(owner, gameId)
    expect(mine.state).toBe('admitted')
    expect(mine.admittedUntil).toBe(new Date(clock().getTime() + 10 * 60_000).toISOString())
    const stolen = await check(thief, gameId, mine.token)
    expect([stolen.statusCode, stolen.json().code]).toEqual([403, 'QUEUE_TOKEN_REQUIRED'])
    const refusal = (await requireAdmission(app, admission(thief, gameId, mine.token)).catch((e) => e)) as {
      statusCode: number
      code: string
    }
    expect([refusal.statusCode, refusal.code]).toEqual([403, 'QUEUE_TOKEN_REQUIRED'])
    await expect(requireAdmission(app, admission(owner, gameId, null))).rejects.toMatchObject({ statusCode: 403 })
    await expect(requireAdmission(app, admission(owner, gameId, 'made-up-token'))).rejects.toMatchObject({
      code: 'QUEUE_TOKEN_REQUIRED',
    })
    // The thief's own place is untouched by the attempt: a fresh token, behind nobody yet.
    expect((await place(thief, gameId)).token).not.toBe(mine.token)

    await expect(requireAdmission(app, admission(owner, gameId, mine.token))).resolves.toBeUndefined()
    // The purchase used it: a second purchase with the same token must queue again.
    await admissionUsed(app, admission(owner, gameId, mine.token))
    await expect(requireAdmission(app, admission(owner, gameId, mine.token))).rejects.toMatchObject({
      code: 'QUEUE_TOKEN_REQUIRED',
    })
    expect((await place(owner, gameId, mine.token)).token).not.toBe(mine.token)
  })

  it('ends an admission after the minutes staff set', async () => {
    const gameId = games[3]!
    await openRoom(app, gameId, { enabled: true, admitPerMinute: 60, admissionMinutes: 1 }, clock())
    const buyer = buyers[2]!
    const mine = await place(buyer, gameId)
    expect(mine.state).toBe('admitted')
    clock.advance(59_000)
    await expect(requireAdmission(app, admission(buyer, gameId, mine.token))).resolves.toBeUndefined()
    expect(await place(buyer, gameId, mine.token)).toMatchObject({ state: 'admitted', token: mine.token })
    clock.advance(1_000)
    await expect(requireAdmission(app, admission(buyer, gameId, mine.token))).rejects.toMatchObject({
      statusCode: 403,
      code: 'QUEUE_TOKEN_REQUIRED',
    })
    expect((await place(buyer, gameId, mine.token)).token).not.toBe(mine.token)
  })

  it('gives the place of a buyer who stopped polling for a minute to the next in line', async () => {
    const gameId = games[4]!
    await openRoom(app, gameId, { enabled: true, admitPerMinute: 1, admissionMinutes: 10 }, clock())
    const [first, gone, patient, last] = buyers.slice(3, 7) as [QueueBuyer, QueueBuyer, QueueBuyer, QueueBuyer]
    expect((await place(first, gameId)).state).toBe('admitted')
    const goneToken = (await place(gone, gameId)).token
    const patientToken = (await place(patient, gameId)).token
    const lastToken = (await place(last, gameId)).token
    expect((await place(patient, gameId, patientToken)).position).toBe(1)
    clock.advance(30_000)
    await place(patient, gameId, patientToken)
    await place(last, gameId, lastToken)
    clock.advance(31_000)
    // A minute has passed: one more may enter, and the abandoned tab ahead no longer counts.
    expect(await place(patient, gameId, patientToken)).toMatchObject({ state: 'admitted', token: patientToken })
    expect(await place(last, gameId, lastToken)).toMatchObject({ state: 'waiting', position: 0 })
    const back = await place(gone, gameId, goneToken)
    expect(back.token).not.toBe(goneToken)
    expect(back).toMatchObject({ state: 'waiting', position: 1 })
  })

  it('keeps the place of a buyer who reloads the page and lost the token', async () => {
    const gameId = games[5]!
    await openRoom(app, gameId, { enabled: true, admitPerMinute: 1, admissionMinutes: 10 }, clock())
    await place(buyers[7]!, gameId)
    const mine = await place(buyers[8]!, gameId)
    await place(buyers[9]!, gameId)
    expect(await place(buyers[8]!, gameId)).toMatchObject({ token: mine.token, position: 0 })
  })
})

describe('the staff settings', () => {
  it('lets staff read and set a room, audited; refuses everyone else and checks the input', async () => {
    const gameId = games[6]!
    const staff = (await loginAs(app, 'staff01')).accessToken
    const member = (await loginAs(app, 'member01')).accessToken
    const url = `/api/staff/ticketing/waiting-room/${gameId}`
    const body = { enabled: true, admitPerMinute: 300, admissionMinutes: 5 }
    expect((await app.inject({ method: 'GET', url, headers: bearer(member) })).statusCode).toBe(403)
    expect((await app.inject({ method: 'PUT', url, headers: bearer(member), payload: body })).statusCode).toBe(403)
    expect((await app.inject({ method: 'PUT', url, payload: body })).statusCode).toBe(401)
    const before = await app.inject({ method: 'GET', url, headers: bearer(staff) })
    expect(before.json()).toEqual({ enabled: false, admitPerMinute: 600, admissionMinutes: 10 })
    expect(await place(buyers[10]!, gameId)).toMatchObject({ state: 'off' })

    const saved = await app.inject({ method: 'PUT', url, headers: bearer(staff), payload: body })
    expect([saved.statusCode, saved.json()]).toEqual([200, body])
    expect((await app.inject({ method: 'GET', url, headers: bearer(staff) })).json()).toEqual(body)
    expect(await place(buyers[10]!, gameId)).toMatchObject({ state: 'admitted' })
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.action, 'waiting_room_update'))
    expect(audits).toHaveLength(1)
    expect(audits[0]!.detail).toEqual({
      tournamentId: gameId,
      // The room's purpose: without ?purpose= the ticket sale's (tournament-applications.md#app-10).
      purpose: 'tickets',
      before: { enabled: false, admitPerMinute: 600, admissionMinutes: 10 },
      after: body,
    })

    const zero = await app.inject({
      method: 'PUT',
      url,
      headers: bearer(staff),
      payload: { ...body, admitPerMinute: 0 },
    })
    expect([zero.statusCode, zero.json().code]).toEqual([400, 'VALIDATION'])
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/staff/ticketing/waiting-room/999999',
      headers: bearer(staff),
      payload: body,
    })
    expect(unknown.statusCode).toBe(404)
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, 'waiting_room_update'))).toHaveLength(1)
  })
})
