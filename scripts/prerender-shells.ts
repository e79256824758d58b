/**
 * `tsx scripts/prerender-shells.ts` (part of `npm run build`, after `vite build`): renders the first
 * paint of the busiest public pages from the app's own components, in Korean and English, into
 * dist/shells/ with an index (contract/first-paint.ts). The server puts them in the page's HTML so the
 * header, the title band and the loading states paint before any JavaScript has run; the app then
 * renders over them (server/plugins/page-shells.ts, docs/decisions/0034).
 *
 * The render is React's renderToString of the real router at that URL with nothing fetched, in a jsdom
 * window (the components and stores read browser globals), through Vite's SSR module loader (the same
 * plugins as the build: the router's code splitting, Lingui's macro and catalogs).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { SHELLS_DIR, SHELLS_INDEX, type ShellIndex } from '@contract/first-paint'
import { MAIN_TOUR_IDS } from '@domain/tours'
import type { renderShell as RenderShell } from '../src/app/prerender/render-shell'
import { REPO_ROOT } from './build-if-stale'

interface ShellPage {
  /** The page's path as the server matches it: lower case, no trailing slash ('/' for the front page). */
  path: string
  /** The search parameter the first paint depends on, and its values (normalised as the route does). */
  param: { name: string; values: readonly number[] } | null
  /** The URL to render for a value (or for the page without a parameter). */
  url: (value?: number) => string
}

/** The pages a cold visit most often opens: the live boards and the front pages. */
export const SHELL_PAGES: readonly ShellPage[] = [
  {
    path: '/tours/leaderboard',
    param: { name: 'tourId', values: MAIN_TOUR_IDS },
    url: (id) => `/tours/leaderboard/?tourId=${id}`,
  },
  { path: '/tours/home', param: { name: 'tourId', values: MAIN_TOUR_IDS }, url: (id) => `/tours/home/?tourId=${id}` },
  { path: '/', param: null, url: () => '/' },
]

const LANGUAGES = ['ko', 'en'] as const

/** A browser-like global scope for the render: jsdom's window, without replacing what Node has. */
async function installDom(): Promise<void> {
  const { JSDOM } = await import('jsdom')
  const dom = new JSDOM('<!doctype html><html lang="ko"><body><div id="root"></div></body></html>', {
    url: 'http://127.0.0.1/',
    pretendToBeVisual: true,
  })
  const scope = globalThis as Record<string, unknown>
  for (const key of Object.getOwnPropertyNames(dom.window)) {
    if (key in scope || key.startsWith('_')) continue
    Object.defineProperty(scope, key, {
      value: (dom.window as unknown as Record<string, unknown>)[key],
      configurable: true,
      writable: true,
    })
  }
  scope.window = dom.window
  // Node 20 has no navigator; jsdom's answers like a browser.
  Object.defineProperty(scope, 'navigator', { value: dom.window.navigator, configurable: true })
}

/**
 * What React's string renderer adds for the browser to hydrate (comment markers, the template saying a
 * Suspense boundary fell back, scripts) goes: the app renders over the shell instead, so they are only bytes.
 * So does the site footer, below the fold on every screen: laying it out would only delay the first
 * paint, and the app adds it under everything, where it moves nothing.
 */
export const cleanRenderedHtml = (html: string) =>
  html
    .replace(/<template data-msg="[^"]*"( data-cstck="[^"]*")?><\/template>/g, '')
    .replace(/<!--[^>]*-->/g, '')
    // The router's scroll-restoration script is for hydrated pages; inserted from a template it would run
    // (and be refused by the CSP). The app restores scroll itself.
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<footer class="site-footer">[\s\S]*<\/footer>/, '')

export async function prerenderShells(root = REPO_ROOT): Promise<number> {
  await installDom()
  const { createServer } = await import('vite')
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
    // Stores that a server render reads at their current state (see the module).
    resolve: { alias: [{ find: /^zustand$/, replacement: join(root, 'src/app/prerender/zustand-current-state.ts') }] },
  })
  const outDir = join(root, 'dist', SHELLS_DIR)
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const index: ShellIndex = { pages: {} }
  let files = 0
  try {
    const { renderShell } = (await vite.ssrLoadModule('/src/app/prerender/render-shell.tsx')) as {
      renderShell: typeof RenderShell
    }
    for (const page of SHELL_PAGES) {
      const variants: ShellIndex['pages'][string]['variants'] = {}
      for (const value of page.param?.values ?? [undefined]) {
        const names = { ko: '', en: '' }
        for (const language of LANGUAGES) {
          const html = cleanRenderedHtml(await renderShell(page.url(value), language))
          if (!html.includes('<main')) throw new Error(`${page.url(value)} (${language}) rendered no main area`)
          const base = page.path === '/' ? 'front' : page.path.slice(1).replaceAll('/', '-')
          const name = `${base}${value === undefined ? '' : `-${value}`}.${language}.html`
          await writeFile(join(outDir, name), html)
          names[language] = name
          files++
        }
        variants[value === undefined ? '' : String(value)] = names
      }
      index.pages[page.path] = { param: page.param?.name ?? null, variants }
    }
  } finally {
    await vite.close()
  }
  await writeFile(join(outDir, SHELLS_INDEX), JSON.stringify(index, null, 2))
  return files
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now()
  try {
    const files = await prerenderShells()
    console.log(
      `prerendered ${files} first paints into dist/${SHELLS_DIR}/ in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    // Vite's module runner and jsdom keep handles open: the work is done.
    process.exit(0)
  } catch (error) {
    console.error(`prerender failed: ${(error as Error).stack ?? error}`)
    process.exit(1)
  }
}
