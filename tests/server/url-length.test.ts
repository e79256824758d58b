import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ERROR_CODES } from '@contract/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { MAX_URL_LENGTH } from '../../server/plugins/input-guards'
import { createTestApp, createTestDatabase, listen, makeTempDir, type TestDatabase } from './helpers'
import { rawRequest } from './raw-http'

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>'
const html = { accept: 'text/html' }

describe('URL length', () => {
  let testDb: TestDatabase
  let distDir: string
  let app: App
  let base: string

  beforeAll(async () => {
    testDb = await createTestDatabase()
    distDir = await makeTempDir('dist-url')
    await mkdir(join(distDir, 'assets'))
    await writeFile(join(distDir, 'index.html'), INDEX_HTML)
    app = await createTestApp(testDb.database, { distDir, rateLimitMax: 100_000 })
    base = await listen(app)
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
    await rm(distDir, { recursive: true, force: true })
  })

  it.each([
    ['a page', `/tours/home/?tourId=11&x=${'a'.repeat(MAX_URL_LENGTH)}`],
    ['an API call', `/api/players?q=${'a'.repeat(MAX_URL_LENGTH)}`],
    ['16,000 slashes and a letter', `/tours${'/'.repeat(16_000)}a`],
    ['16,000 slashes at the end', `/tours${'/'.repeat(16_000)}`],
  ])(`answers %s over ${MAX_URL_LENGTH} characters with 414 in the error shape`, async (_what, target) => {
    const res = await rawRequest(base, 'GET', target, html)
    expect(res.status).toBe(414)
    expect(JSON.parse(res.body)).toEqual({
      code: ERROR_CODES.URI_TOO_LONG,
      message: `The URL is longer than ${MAX_URL_LENGTH} characters`,
    })
  })

  it("answers a request line past Node's 16 KB header limit with 431 in the error shape too", async () => {
    const res = await rawRequest(base, 'GET', `/api/players?q=${'a'.repeat(20_000)}`)
    expect(res.status).toBe(431)
    expect(JSON.parse(res.body)).toEqual({
      code: ERROR_CODES.BAD_REQUEST,
      message: 'The request line and headers are too large',
    })
  })

  it('serves a long URL under the cap as usual', async () => {
    const page = await rawRequest(base, 'GET', `/tours/home/?x=${'a'.repeat(MAX_URL_LENGTH - 200)}`, html)
    expect(page.status).toBe(200)
    expect(page.body).toBe(INDEX_HTML)
    // The static files' guard refuses a path of empty segments (403), as before the cap.
    const slashes = await rawRequest(base, 'GET', `/tours${'/'.repeat(MAX_URL_LENGTH - 100)}a`, html)
    expect(slashes.status).toBe(403)
  })
})
