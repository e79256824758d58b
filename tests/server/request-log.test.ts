import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { createTestApp, createTestDatabase, testEnv, type TestDatabase } from './helpers'

describe('request logs', () => {
  let testDb: TestDatabase
  let app: App
  const lines: Array<{ msg: string; req?: { url: string; method: string } }> = []
  /** The URLs the request log lines carry for requests to `path`. */
  const loggedUrls = (path: string) =>
    lines
      .flatMap((line) => (line.req?.url.startsWith(path) ? [line.req.url] : []))
      .filter((u, i, all) => all.indexOf(u) === i)

  beforeAll(async () => {
    testDb = await createTestDatabase()
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text))
        done()
      },
    })
    app = await createTestApp(testDb.database, { env: testEnv({ LOG_LEVEL: 'info' }), logStream, purgeJob: false })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
  })

  it('keep the path and the other parameters but not the phone number of a code request', async () => {
    await app.inject({ method: 'GET', url: '/api/cert/phone?phone=01012345678&from=signup' })
    expect(loggedUrls('/api/cert/phone')).toEqual(['/api/cert/phone?phone=[redacted]&from=signup'])
  })

  it('leave out a number that looks like a mobile or phone number in any parameter, however written', async () => {
    await app.inject({ method: 'GET', url: '/api/search?keyword=010-9876-5432&tourId=11' })
    await app.inject({ method: 'GET', url: '/api/players?q=%30%31%30%31%31%31%32%32%32%32&tourId=11' })
    await app.inject({ method: 'GET', url: '/api/sandbox/phone/messages?phone=01055556666' })
    expect(loggedUrls('/api/search')).toEqual(['/api/search?keyword=[redacted]&tourId=11'])
    expect(loggedUrls('/api/players')).toEqual(['/api/players?q=[redacted]&tourId=11'])
    expect(loggedUrls('/api/sandbox')).toEqual(['/api/sandbox/phone/messages?phone=[redacted]'])
    const requestLines = JSON.stringify(lines.filter((line) => line.req))
    for (const digits of ['01012345678', '9876', '01011122222', '55556666']) expect(requestLines).not.toContain(digits)
  })

  it('leave other searches as they were', async () => {
    await app.inject({ method: 'GET', url: '/api/players?q=%EA%B9%80&tourId=11&page=2' })
    expect(loggedUrls('/api/players?q=%EA')).toEqual(['/api/players?q=%EA%B9%80&tourId=11&page=2'])
  })
})
