import { ERROR_CODES } from '@contract/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { PHONE_CODE_RATE_LIMIT } from '../../server/modules/cert/routes'
import { REPORT_RATE_LIMIT } from '../../server/modules/clean/routes'
import { API_CSP } from '../../server/plugins/security'
import { createTestApp, createTestDatabase, listen, type TestDatabase } from './helpers'
import { rawRequest } from './raw-http'

const REPORT = {
  category: 'match_fixing',
  occurredOn: '2026-05-30',
  place: '스카이72 골프클럽 3라운드',
  description: '경기 전날 밤 특정 선수에게 컷 탈락을 부탁하는 메시지가 왔다는 이야기를 들었습니다.',
  anonymous: true,
}

/**
 * Spellings of GET /api/tours that Fastify's router still hands to the tours handler: percent-encoded
 * letters, the absolute form of the request target, an empty query, a fragment.
 */
const ROUTED_SPELLINGS = [
  '/%61pi/tours',
  '/ap%69/tours',
  '/%61%70%69/tours',
  '/api/tour%73',
  'http://127.0.0.1/api/tours',
  'http://elsewhere.example/%61pi/tours',
  '/api/tours?',
  '/api/tours#x',
]
/** Spellings the router does not route to any handler: they end in the JSON 404, never in a tour list. */
const UNROUTED_SPELLINGS = [
  '/API/tours',
  '/api//tours',
  '/api/tours/',
  '/api/./tours',
  '/api/%2e/tours',
  '/api/x/../tours',
  '/api/tours%3F',
  '/api%2ftours',
]

describe('rate limits are decided on the matched route, whatever the spelling of the URL', () => {
  let testDb: TestDatabase
  let app: App
  let base: string

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database, { rateLimitMax: 3, purgeJob: false })
    base = await listen(app)
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  it('refuses every spelling that reaches /api/tours once /api/tours answers 429', async () => {
    for (let i = 0; i < 3; i += 1) expect((await rawRequest(base, 'GET', '/api/tours')).status).toBe(200)
    expect((await rawRequest(base, 'GET', '/api/tours')).status).toBe(429)
    for (const target of ROUTED_SPELLINGS) {
      const res = await rawRequest(base, 'GET', target)
      expect(res.status, target).toBe(429)
      expect(JSON.parse(res.body), target).toMatchObject({ code: ERROR_CODES.RATE_LIMITED })
    }
    for (const target of UNROUTED_SPELLINGS) {
      const res = await rawRequest(base, 'GET', target)
      expect(res.status, target).toBe(404)
      expect(JSON.parse(res.body), target).toMatchObject({ code: ERROR_CODES.NOT_FOUND })
    }
  })

  it('keeps the health check unlimited in every spelling', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await rawRequest(base, 'GET', '/api/health')).status).toBe(200)
      expect((await rawRequest(base, 'GET', '/%61pi/health')).status).toBe(200)
    }
  })

  it("gives an API answer the API's security headers in any spelling", async () => {
    for (const target of ['/api/health', '/%61pi/health', 'http://127.0.0.1/api/health']) {
      const res = await rawRequest(base, 'GET', target)
      expect(res.headers['content-security-policy'], target).toBe(API_CSP)
      expect(res.headers['origin-agent-cluster'], target).toBeUndefined()
    }
  })
})

describe('route limits (reports, phone codes) count every spelling against one budget', () => {
  let testDb: TestDatabase
  let app: App

  beforeAll(async () => {
    testDb = await createTestDatabase()
    app = await createTestApp(testDb.database, { rateLimitMax: 100_000, purgeJob: false })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  it(`refuses a report spelled /%61pi/clean/reports after ${REPORT_RATE_LIMIT.max} from one address`, async () => {
    const remoteAddress = '10.20.0.1'
    const send = (url: string) => app.inject({ method: 'POST', url, payload: REPORT, remoteAddress })
    for (let i = 0; i < REPORT_RATE_LIMIT.max; i += 1) expect((await send('/api/clean/reports')).statusCode).toBe(201)
    for (const url of ['/%61pi/clean/reports', '/api/clean/report%73', '/api/clean/reports']) {
      const res = await send(url)
      expect(res.statusCode, url).toBe(429)
      expect(res.json().code).toBe(ERROR_CODES.RATE_LIMITED)
    }
    // The limit is the address's: another one still reports.
    const other = await app.inject({
      method: 'POST',
      url: '/api/clean/reports',
      payload: REPORT,
      remoteAddress: '10.20.0.2',
    })
    expect(other.statusCode).toBe(201)
  })

  const { max, timeWindow } = PHONE_CODE_RATE_LIMIT
  it(`sends at most ${max} phone codes from one address in ${timeWindow}, in any spelling`, async () => {
    const remoteAddress = '10.20.1.1'
    // A different number each time: the provider's limit per number never applies, as in SMS pumping.
    const ask = (url: string, n: number) =>
      app.inject({ method: 'GET', url: `${url}?phone=0107${String(n).padStart(7, '0')}`, remoteAddress })
    const spellings = ['/api/cert/phone', '/%61pi/cert/phone', '/api/cert/phon%65']
    for (let i = 0; i < max; i += 1) {
      const res = await ask(spellings[i % spellings.length]!, i)
      expect(res.statusCode, res.body).toBe(200)
    }
    for (const [i, url] of spellings.entries()) {
      const res = await ask(url, 1000 + i)
      expect(res.statusCode, url).toBe(429)
      expect(res.json().code).toBe(ERROR_CODES.RATE_LIMITED)
    }
    const other = await app.inject({
      method: 'GET',
      url: '/api/cert/phone?phone=01070009999',
      remoteAddress: '10.20.1.2',
    })
    expect(other.statusCode).toBe(200)
  })

  it(`sends at most ${max} password-recovery codes from one address in ${timeWindow}, whatever the IDs`, async () => {
    const remoteAddress = '10.20.2.1'
    // A different ID each time: the throttle per ID never applies, as in SMS pumping through recovery.
    const ask = (n: number, from = remoteAddress) =>
      app.inject({
        method: 'POST',
        url: '/api/member/findPw',
        payload: { id: `nobody${String(n).padStart(4, '0')}`, name: '김없음', mobile: '01070000000' },
        remoteAddress: from,
      })
    for (let i = 0; i < max; i += 1) expect((await ask(i)).statusCode).toBe(200)
    const refused = await ask(max)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe(ERROR_CODES.RATE_LIMITED)
    expect((await ask(max + 1, '10.20.2.2')).statusCode).toBe(200)
  })
})
