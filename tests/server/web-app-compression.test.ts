import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { precompressDist } from '../../scripts/precompress'
import { createTestApp, createTestDatabase, makeTempDir, type TestDatabase } from './helpers'

// Big enough to be worth compressing (scripts/precompress.ts skips files under 1 KB).
const SCRIPT = `console.log(${JSON.stringify('leaderboard '.repeat(400))})`
const INDEX_HTML =
  `<!doctype html><html><body><div id="root"></div><script type="module" ` +
  `src="/assets/index-abc123.js"></script>${'<!-- pad -->'.repeat(120)}</body></html>`

describe('precompressed web app', () => {
  let testDb: TestDatabase
  let root: string
  let app: App

  beforeAll(async () => {
    testDb = await createTestDatabase()
    root = await makeTempDir('precompress')
    await mkdir(join(root, 'dist', 'assets'), { recursive: true })
    await writeFile(join(root, 'dist', 'index.html'), INDEX_HTML)
    await writeFile(join(root, 'dist', 'assets', 'index-abc123.js'), SCRIPT)
    await writeFile(join(root, 'dist', 'assets', 'tiny-1.js'), 'export {}')
    const written = await precompressDist(root)
    expect(written.files).toBe(2)
    app = await createTestApp(testDb.database, { distDir: join(root, 'dist') })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
    await rm(root, { recursive: true, force: true })
  })

  it('answers brotli, then gzip, then the raw file by what the browser accepts', async () => {
    const url = '/assets/index-abc123.js'
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT)
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i)

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)

    const raw = await app.inject({ method: 'GET', url })
    expect(raw.headers['content-encoding']).toBeUndefined()
    expect(raw.body).toBe(SCRIPT)
  })

  it('serves small files as they are, and page URLs still get index.html', async () => {
    const tiny = await app.inject({ method: 'GET', url: '/assets/tiny-1.js', headers: { 'accept-encoding': 'br' } })
    expect(tiny.statusCode).toBe(200)
    expect(tiny.body).toBe('export {}')
    const page = await app.inject({
      method: 'GET',
      url: '/tours/leaderboard/?tourId=11',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    })
    expect(page.statusCode).toBe(200)
    const body = page.headers['content-encoding'] === 'gzip' ? gunzipSync(page.rawPayload).toString() : page.body
    expect(body).toBe(INDEX_HTML)
  })
})
