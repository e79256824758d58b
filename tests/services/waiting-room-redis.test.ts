import { randomUUID } from 'node:crypto'
import type { QueueCheckDto } from '@contract/tickets'
import { asc } from 'drizzle-orm'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { ticketWaitingRooms, tournaments } from '../../server/db/schema/index'
import { admissionUsed, requireAdmission } from '../../server/modules/ticketing/waiting-room/admission'
import { bearer, testClock } from '../server/auth-helpers'
import { createTestApp, createTestDatabase, testEnv, type TestDatabase } from '../server/helpers'
import { makeQueueBuyers, openRoom, type QueueBuyer } from '../server/tickets/queue-buyers'

const REDIS_URL = process.env.REDIS_URL

// Two nodes on one Redis share one waiting room (docs/requirements/ticketing.md#tkt-8): one line, one rate. Runs only
// with REDIS_URL, e.g. REDIS_URL=redis://127.0.0.1:6379 npx vitest run tests/services/waiting-room-redis.test.ts
describe.skipIf(!REDIS_URL)('the waiting room across two nodes on one Redis', () => {
  const keyPrefix = `fairway-test:${randomUUID()}:`
  const clock = testClock('2026-06-10T03:00:00Z')
  let testDb: TestDatabase
  let nodes: [App, App]
  let buyers: QueueBuyer[]
  let gameId: number
  let otherGameId: number

  beforeAll(async () => {
    testDb = await createTestDatabase()
    const node = () =>
      createTestApp(testDb.database, {
        env: testEnv({ REDIS_URL }),
        now: clock,
        rateLimitMax: 100_000,
        purgeJob: false,
        membershipJobs: false,
        mailJobs: false,
        paymentJobs: false,
        waitingRoomKeyPrefix: keyPrefix,
      })
    nodes = [await node(), await node()]
    await Promise.all(nodes.map((n) => n.ready()))
    buyers = await makeQueueBuyers(nodes[0], 10, 'redisqueuer', clock())
    const games = await nodes[0].db.select({ id: tournaments.id }).from(tournaments).orderBy(asc(tournaments.id))
    gameId = games[0]!.id
    otherGameId = games[1]!.id
    // Six a minute: one every ten seconds, for the whole cluster.
    for (const n of nodes)
      await openRoom(n, gameId, { enabled: true, admitPerMinute: 6, admissionMinutes: 10 }, clock())
  }, 120_000)

  afterAll(async () => {
    await Promise.all((nodes ?? []).map((n) => n.close()))
    await testDb?.cleanup()
    const redis = createClient({ url: REDIS_URL })
    await redis.connect()
    const keys: string[] = []
    for await (const batch of redis.scanIterator({ MATCH: `${keyPrefix}*`, COUNT: 500 })) keys.push(...batch)
    if (keys.length > 0) await redis.del(keys)
    await redis.close()
  })

  const place = async (node: App, buyer: QueueBuyer, token?: string | null, game = gameId): Promise<QueueCheckDto> => {
    const query = `gameId=${game}${token ? `&token=${encodeURIComponent(token)}` : ''}`
    const res = await node.inject({
      method: 'GET',
      url: `/api/netfunnerl/check?${query}`,
      headers: bearer(buyer.accessToken),
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }

  it('gives buyers on both nodes one order and admits at one rate for the cluster', async () => {
    // Buyers arrive alternately on node A and node B.
    const answers: QueueCheckDto[] = []
    for (const [i, buyer] of buyers.entries()) answers.push(await place(nodes[i % 2]!, buyer))
    expect(answers[0]).toMatchObject({ state: 'admitted' })
    expect(answers.slice(1).map((a) => a.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    const tokens = answers.map((a) => a.token!)

    // Ten seconds later every buyer polls, each on the other node: one admission for the cluster, not one per node.
    clock.advance(10_000)
    const polled: QueueCheckDto[] = []
    for (const [i, buyer] of buyers.entries()) polled.push(await place(nodes[(i + 1) % 2]!, buyer, tokens[i]))
    expect(polled.map((a) => a.token)).toEqual(tokens)
    expect(polled.map((a) => a.state)).toEqual(['admitted', 'admitted', ...Array(8).fill('waiting')])
    expect(polled.slice(2).map((a) => a.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])

    clock.advance(10_000)
    expect(await place(nodes[1], buyers[9]!, tokens[9])).toMatchObject({ state: 'waiting', position: 6 })
    expect(await place(nodes[0], buyers[2]!, tokens[2])).toMatchObject({ state: 'admitted' })
    expect(await place(nodes[1], buyers[3]!, tokens[3])).toMatchObject({ state: 'waiting', position: 0 })

    // An admission given through node A lets the purchase through on node B, for its own session only.
    const now = clock()
    const onB = { tournamentId: gameId, sessionId: buyers[1]!.sessionId, token: tokens[1]!, now }
    await expect(requireAdmission(nodes[1], onB)).resolves.toBeUndefined()
    await expect(requireAdmission(nodes[1], { ...onB, sessionId: buyers[2]!.sessionId })).rejects.toMatchObject({
      code: 'QUEUE_TOKEN_REQUIRED',
    })
    const stolen = await nodes[0].inject({
      method: 'GET',
      url: `/api/netfunnerl/check?gameId=${gameId}&token=${encodeURIComponent(tokens[1]!)}`,
      headers: bearer(buyers[5]!.accessToken),
    })
    expect([stolen.statusCode, stolen.json().code]).toEqual([403, 'QUEUE_TOKEN_REQUIRED'])
  })

  it('drops a token that stopped polling, and ends admissions that expired or were used, on every node', async () => {
    for (const n of nodes) {
      await openRoom(n, otherGameId, { enabled: true, admitPerMinute: 1, admissionMinutes: 1 }, clock())
    }
    const [first, gone, patient] = buyers.slice(0, 3) as [QueueBuyer, QueueBuyer, QueueBuyer]
    const firstToken = (await place(nodes[0], first, null, otherGameId)).token!
    const goneToken = (await place(nodes[1], gone, null, otherGameId)).token
    const patientToken = (await place(nodes[0], patient, null, otherGameId)).token
    clock.advance(30_000)
    expect(await place(nodes[1], patient, patientToken, otherGameId)).toMatchObject({ position: 1 })
    const admittedFirst = { tournamentId: otherGameId, sessionId: first.sessionId, token: firstToken, now: clock() }
    await expect(requireAdmission(nodes[1], admittedFirst)).resolves.toBeUndefined()
    clock.advance(31_000)
    // The abandoned tab no longer counts, and the first admission (one minute) has run out.
    expect(await place(nodes[1], patient, patientToken, otherGameId)).toMatchObject({ state: 'admitted' })
    await expect(requireAdmission(nodes[0], { ...admittedFirst, now: clock() })).rejects.toMatchObject({
      code: 'QUEUE_TOKEN_REQUIRED',
    })
    const back = await place(nodes[0], gone, goneToken, otherGameId)
    expect(back).toMatchObject({ state: 'waiting', position: 0 })
    expect(back.token).not.toBe(goneToken)
    // The patient buyer's purchase used the admission: it ends for every node.
    const used = { tournamentId: otherGameId, sessionId: patient.sessionId, token: patientToken!, now: clock() }
    await expect(requireAdmission(nodes[1], used)).resolves.toBeUndefined()
    await admissionUsed(nodes[0], used)
    await expect(requireAdmission(nodes[1], used)).rejects.toMatchObject({ code: 'QUEUE_TOKEN_REQUIRED' })
  })

  it('keeps a tournament’s applications room apart from its ticket room, in keys and in admissions', async () => {
    for (const n of nodes) {
      await n.db
        .insert(ticketWaitingRooms)
        .values({ tournamentId: gameId, purpose: 'applications', enabled: true, admitPerMinute: 6, updatedAt: clock() })
        .onConflictDoNothing()
      n.waitingRoom.settings.forget(gameId, 'applications')
    }
    const apply = async (node: App, buyer: QueueBuyer, token: string | null = null) => {
      const query = `gameId=${gameId}&purpose=applications${token ? `&token=${encodeURIComponent(token)}` : ''}`
      const res = await node.inject({ url: `/api/netfunnerl/check?${query}`, headers: bearer(buyer.accessToken) })
      return res.json() as QueueCheckDto
    }
    // The ticket line is long by now; the applications line of the same tournament starts empty.
    const [late, next] = [buyers[8]!, buyers[9]!]
    const first = await apply(nodes[0], late)
    expect(first).toMatchObject({ state: 'admitted' })
    expect(await apply(nodes[1], next)).toMatchObject({ state: 'waiting', position: 0 })
    const admission = { tournamentId: gameId, sessionId: late.sessionId, token: first.token, now: clock() }
    await expect(requireAdmission(nodes[1], { ...admission, purpose: 'applications' })).resolves.toBeUndefined()
    await expect(requireAdmission(nodes[1], admission)).rejects.toMatchObject({ code: 'QUEUE_TOKEN_REQUIRED' })
  })
})
