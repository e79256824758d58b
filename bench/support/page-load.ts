/**
 * A page's cold load in Chromium, measured the same way for every page benchmark
 * (browser-leaderboard-load.ts, browser-broadcast-load.ts): LCP, first board row painted, DOM elements,
 * requests and the scripts fetched with their sizes as served, gzip and raw.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { DIST_DIR } from './portal'

export interface Script {
  url: string
  encoding: string
  /** Body bytes as served (encoded), from the dist/ file of that encoding. */
  served: number
  /** Body bytes Playwright saw on the wire (0 for a worker's script). */
  wire: number
  gzip: number
  raw: number
}

export interface Run {
  lcpMs: number
  lcpElement: string
  boardMs: number
  elements: number
  requests: Map<string, number>
  scripts: Script[]
  rows: number
}

/**
 * Sizes of a built file: as served in `encoding` (the server sends dist/<file>.br or .gz as they are,
 * or the file itself), its gzip size (dist/<file>.gz; gzip -9 of it when the build kept it raw, < 1 KB)
 * and raw. Playwright reports no body size for a worker's script, so the served size comes from the files.
 */
function sizesOf(pathname: string, encoding: string): { served: number; gzip: number; raw: number } {
  const file = join(DIST_DIR, decodeURIComponent(pathname))
  const raw = readFileSync(file).length
  const size = (suffix: string) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`).length : null)
  const gzip = size('.gz') ?? gzipSync(readFileSync(file), { level: 9 }).length
  const served = encoding === 'br' ? size('.br') : encoding === 'gzip' ? size('.gz') : raw
  if (served === null) throw new Error(`${pathname} was served as ${encoding} but dist/ has no such file`)
  return { served, gzip, raw }
}

/**
 * One cold load of `path` (a fresh context, empty cache) at `throttle`× CPU: the last LCP entry once a row
 * matching `rowSelector` is in the DOM and the page has settled, when that first row was painted, DOM
 * elements, requests by kind and every script fetched.
 */
export async function loadOnce(
  browser: Browser,
  base: string,
  path: string,
  rowSelector: string,
  throttle: number,
): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  const page = await context.newPage()
  await page.addInitScript((rowSelector: string) => {
    const w = window as unknown as { __lcp: { startTime: number; element: string } | null }
    w.__lcp = null
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>) {
        const el = entry.element
        w.__lcp = {
          startTime: entry.startTime,
          element: el
            ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}`
            : '(removed)',
        }
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    // When the first board row is in the DOM, and when the frame showing it is done.
    const b = window as unknown as { __board: { dom: number; painted: number } | null }
    b.__board = null
    const observer = new MutationObserver(() => {
      if (b.__board || !document.querySelector(rowSelector)) return
      const dom = performance.now()
      b.__board = { dom, painted: Number.NaN }
      observer.disconnect()
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => (b.__board!.painted = performance.now())
        channel.port2.postMessage(null)
      })
    })
    observer.observe(document, { subtree: true, childList: true })
  }, rowSelector)
  // tsx compiles with keepNames: functions passed to the page call esbuild's __name helper.
  await page.addInitScript('globalThis.__name = (fn) => fn')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })

  const requests = new Map<string, number>()
  page.on('request', (request) => {
    const type = request.url().includes('/socket.io/')
      ? 'socket.io'
      : request.url().includes('/api/')
        ? 'api'
        : request.resourceType()
    requests.set(type, (requests.get(type) ?? 0) + 1)
  })
  page.on('websocket', () => requests.set('websocket', (requests.get('websocket') ?? 0) + 1))
  const scriptResponses: Array<Promise<Script>> = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('.js')) return
    scriptResponses.push(
      (async () => {
        const sizes = await response.request().sizes()
        const encoding = (await response.headerValue('content-encoding')) ?? 'identity'
        const { served, gzip, raw } = sizesOf(url.pathname, encoding)
        if (sizes.responseBodySize > 0 && sizes.responseBodySize !== served)
          throw new Error(`${url.pathname}: ${sizes.responseBodySize} B on the wire, ${served} B in dist/`)
        return { url: url.pathname, encoding, served, wire: sizes.responseBodySize, gzip, raw }
      })(),
    )
  })

  // What went wrong when the board never shows (a half-rebuilt dist/, an error in the app).
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`)
  })
  await page.goto(`${base}${path}`)
  try {
    await page.locator(rowSelector).first().waitFor({ timeout: 30_000 })
  } catch (error) {
    const text = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '')
    )
      .slice(0, 300)
      .replace(/\s+/g, ' ')
    throw new Error(
      `no board row after 30 s (${(error as Error).message.split('\n')[0]})\n${problems.join('\n')}\npage text: ` +
        `${text}`,
    )
  }
  // LCP can still move to a later, larger paint: let the page settle (longer when throttled).
  await page.waitForTimeout(1000 + 500 * throttle)
  const found = await page.evaluate((rowSelector: string) => {
    const w = window as unknown as { __lcp: { startTime: number; element: string } | null }
    const b = window as unknown as { __board: { dom: number; painted: number } | null }
    return {
      lcp: w.__lcp,
      board: b.__board,
      elements: document.getElementsByTagName('*').length,
      rows: document.querySelectorAll(rowSelector).length,
    }
  }, rowSelector)
  const scripts = await Promise.all(scriptResponses)
  await context.close()
  if (!found.lcp) throw new Error('no largest-contentful-paint entry')
  return {
    lcpMs: found.lcp.startTime,
    lcpElement: found.lcp.element,
    boardMs: found.board?.painted ?? Number.NaN,
    elements: found.elements,
    requests,
    scripts,
    rows: found.rows,
  }
}
