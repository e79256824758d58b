import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../server/app'
import { SSO_PARTNER_ORIGINS } from '@contract/sso-partners'
import { SHELL_SCRIPT_CSP } from '../../server/plugins/page-shells'
import { createTestApp, createTestDatabase, makeTempDir, type TestDatabase } from './helpers'

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" ' +
  'src="/assets/index-abc123.js"></script></body></html>'
const BROADCAST_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" ' +
  'src="/assets/broadcast-def456.js"></script></body></html>'
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

describe('web app serving and security headers', () => {
  let testDb: TestDatabase
  let distDir: string
  let app: App

  beforeAll(async () => {
    testDb = await createTestDatabase()
    // A tiny stand-in for `vite build` output.
    distDir = await makeTempDir('dist')
    await mkdir(join(distDir, 'assets'))
    await writeFile(join(distDir, 'index.html'), INDEX_HTML)
    await writeFile(join(distDir, 'broadcast.html'), BROADCAST_HTML)
    await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")')
    await writeFile(join(distDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    app = await createTestApp(testDb.database, { distDir })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
    await rm(distDir, { recursive: true, force: true })
  })

  it('serves index.html at / with the SPA content security policy, unframable', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: html })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(INDEX_HTML)
    expect(res.headers['cache-control']).toBe('no-cache')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    // Scripts from the site only, and the one inline script by its hash: the first-paint picker.
    expect(csp).toContain(`script-src 'self' ${SHELL_SCRIPT_CSP};`)
    expect(csp).toContain("style-src 'self' 'unsafe-inline'")
    expect(csp).toContain("img-src 'self' data: blob:")
    // Calls and the live socket go to the site itself ('self' covers its ws:/wss: too), nowhere else.
    expect(csp).toContain("connect-src 'self';")
    expect(csp).not.toMatch(/connect-src[^;]*(ws:|wss:|https:)/)
    // Forms post to the site and the single sign-on partners only, not to any https: site.
    expect(csp).toContain(`form-action 'self' ${SSO_PARTNER_ORIGINS.join(' ')};`)
    expect(csp).toContain("worker-src 'self' blob:")
    expect(csp).toContain("frame-ancestors 'self'")
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it.each([
    ['/tour/leaderboardSKT', BROADCAST_HTML],
    ['/tours/leaderboardSKT/?gameId=7', BROADCAST_HTML],
    ['/tour/leaderboardTrack3d', INDEX_HTML],
  ])('lets partners frame the broadcast page %s', async (url, page) => {
    const res = await app.inject({ method: 'GET', url, headers: html })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(page)
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *')
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-frame-options']).toBeUndefined()
  })

  it.each([
    '/tour/leaderboardSKT',
    '/TOURS/LEADERBOARDskt',
    '/tour/leaderboardSKT/',
    '/tours/leaderboardSKT/?gameId=7&theme=chroma',
    '/tour/leaderboardskt?lang=en',
  ])('answers the on-air board %s with its own lean page, revalidated on every load', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: html })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(BROADCAST_HTML)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(String(res.headers['content-type'])).toContain('text/html')
  })

  it.each([
    '/',
    '/tours/leaderboard/?tourId=11',
    '/tour/leaderboardSKTx',
    '/tour/leaderboardTrack3d',
    '/tours/home/?tourId=11',
  ])('answers every other page %s with the portal', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: html })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(INDEX_HTML)
  })

  it('answers a deep link with the app, so the client router can take over', async () => {
    const res = await app.inject({ method: 'GET', url: '/tours/leaderboard/?tourId=11', headers: html })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(INDEX_HTML)
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    // Link previews and curl send Accept: */*; a page URL still gets the app.
    const plain = await app.inject({ method: 'GET', url: '/tours/home/?tourId=12', headers: { accept: '*/*' } })
    expect(plain.statusCode).toBe(200)
    expect(plain.body).toBe(INDEX_HTML)
  })

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const logo = await app.inject({ method: 'GET', url: '/logo.svg' })
    expect(logo.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('keeps misses that are not pages as JSON 404s', async () => {
    for (const url of ['/api/unknown', '/%61pi/unknown']) {
      const api = await app.inject({ method: 'GET', url, headers: html })
      expect(api.statusCode, url).toBe(404)
      expect(api.json()).toMatchObject({ code: 'NOT_FOUND' })
      expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } })
    expect(asset.statusCode).toBe(404)
    expect(asset.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('sends an API its own short security headers, not the page policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(res.headers['origin-agent-cluster']).toBeUndefined()
    const page = await app.inject({ method: 'GET', url: '/', headers: html })
    expect(page.headers['origin-agent-cluster']).toBe('?1')
  })
})

describe("the first page's own code in its HTML", () => {
  const HEAD_HTML =
    '<!doctype html><html><head><script type="module" crossorigin ' +
    'src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>'
  let testDb: TestDatabase
  let distDir: string
  let app: App

  beforeAll(async () => {
    testDb = await createTestDatabase()
    distDir = await makeTempDir('dist-manifest')
    await mkdir(join(distDir, 'assets'))
    await mkdir(join(distDir, '.vite'))
    await writeFile(join(distDir, 'index.html'), HEAD_HTML)
    await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")')
    await writeFile(
      join(distDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js', isEntry: true },
        'src/routes/index.tsx?tsr-split=component': { file: 'assets/home-1.js', css: ['assets/home-1.css'] },
        'src/routes/tours/leaderboard/index.tsx?tsr-split=component': { file: 'assets/leaderboard-1.js' },
      }),
    )
    app = await createTestApp(testDb.database, { distDir })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await testDb.cleanup()
    await rm(distDir, { recursive: true, force: true })
  })

  it.each([
    ['/', '<link rel="modulepreload" crossorigin href="/assets/home-1.js"></head>'],
    ['/tours/leaderboard/?tourId=11', '<link rel="modulepreload" crossorigin href="/assets/leaderboard-1.js"></head>'],
  ])('names the chunks of %s in its head', async (url, head) => {
    const res = await app.inject({ method: 'GET', url, headers: html })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain(head)
    // The page's stylesheets come first in the head (its first paint waits for them).
    if (url === '/')
      expect(res.body).toMatch(
        /^<!doctype html><html><head><link rel="stylesheet" crossorigin href="\/assets\/home-1.css">/,
      )
  })

  it('leaves the manifest itself unserved', async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' })
    expect(res.statusCode).toBe(404)
  })
})
