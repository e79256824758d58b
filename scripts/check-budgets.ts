/**
 * npm run test:budgets — fails (exit 1) when what a visitor downloads breaks a budget:
 *  - the broadcast page (/tour/leaderboardSKT, broadcast.html): every JavaScript file it can request
 *    (its entry, the chunks those import statically or dynamically and the language catalog; it loads
 *    no socket.io-client and no worker, docs/decisions/0020) ≤ 100 KB gzip, and no zod in any of them;
 *  - the portal's entry (index.html's scripts and their static imports): no three, recharts or
 *    socket.io-client (they load lazily where used).
 * Builds first when dist/ is stale. Reads the script graph from the HTML and the built files (every
 * `assets/*.js` a file names is a file it can request), and which packages a chunk holds from its
 * source map (the build writes one per chunk).
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { buildIfStale, REPO_ROOT } from './build-if-stale'

export const BROADCAST_BUDGET_KB = 100
// zod too: the call layer's schemas load with the first page that calls the API, not before the first paint.
const PORTAL_ENTRY_FORBIDDEN = [
  'three',
  'recharts',
  'socket.io-client',
  'engine.io-client',
  '@react-three/fiber',
  'zod',
]
const BROADCAST_FORBIDDEN = ['zod', 'three', 'recharts', '@tanstack/react-router']

export interface Chunk {
  file: string
  gzipKb: number
  /** How the page gets it. */
  via: 'html' | 'static' | 'dynamic' | 'worker'
  packages: string[]
}

const ASSET_REF = /assets\/([\w.-]+\.js)(?![\w.])/g
const LANGUAGE_CATALOG = /^messages-/

async function gzipKb(dist: string, file: string): Promise<number> {
  const path = join(dist, 'assets', file)
  const gz = `${path}.gz`
  const bytes = existsSync(gz) ? (await readFile(gz)).length : gzipSync(await readFile(path), { level: 9 }).length
  return bytes / 1024
}

/** The npm packages a chunk was built from, from its source map. */
async function packagesOf(dist: string, file: string): Promise<string[]> {
  const map = join(dist, 'assets', `${file}.map`)
  // The bundler's own runtime chunk has no sources and no map. Any other chunk without its map has unknown
  // packages: say so rather than pass the package checks blind.
  if (/^rolldown-runtime-/.test(file)) return []
  if (!existsSync(map))
    throw new Error(`${file} has no source map (vite.config.ts build.sourcemap): cannot tell which packages it holds`)
  const { sources = [] } = JSON.parse(await readFile(map, 'utf8')) as { sources?: string[] }
  const names = new Set<string>()
  for (const source of sources) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source.replaceAll('\\', '/'))
    if (match) names.add(match[1]!)
  }
  return [...names].sort()
}

/**
 * Every JavaScript file reachable from an HTML page. `staticOnly` keeps to what loads before the
 * page runs (the entry and its static imports), for the portal's entry check.
 */
export async function scriptGraph(dist: string, html: string, staticOnly = false): Promise<Chunk[]> {
  const page = await readFile(join(dist, html), 'utf8')
  const queue: Array<{ file: string; via: Chunk['via'] }> = [
    ...page.matchAll(/<script[^>]+src="\/assets\/([^"]+\.js)"/g),
  ].map((m) => ({ file: m[1]!, via: 'html' }))
  const seen = new Map<string, Chunk>()
  while (queue.length > 0) {
    const { file, via } = queue.shift()!
    if (seen.has(file)) continue
    const code = await readFile(join(dist, 'assets', file), 'utf8')
    seen.set(file, { file, via, gzipKb: await gzipKb(dist, file), packages: await packagesOf(dist, file) })
    const statics = new Set(
      [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g)].map((m) => m[1]!),
    )
    for (const ref of statics) queue.push({ file: ref, via: 'static' })
    if (staticOnly) continue
    for (const [, ref] of code.matchAll(ASSET_REF))
      if (!statics.has(ref!)) queue.push({ file: ref!, via: /worker/.test(ref!) ? 'worker' : 'dynamic' })
    for (const [, ref] of code.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g))
      if (!statics.has(ref!)) queue.push({ file: ref!, via: /worker/.test(ref!) ? 'worker' : 'dynamic' })
  }
  return [...seen.values()]
}

/**
 * What one visit of the broadcast page can download: everything in its graph, but of the language
 * catalogs only the largest (a page loads one language).
 */
export function broadcastTotal(chunks: readonly Chunk[]): number {
  const catalogs = chunks.filter((c) => LANGUAGE_CATALOG.test(c.file))
  const rest = chunks.filter((c) => !LANGUAGE_CATALOG.test(c.file))
  return rest.reduce((sum, c) => sum + c.gzipKb, 0) + Math.max(0, ...catalogs.map((c) => c.gzipKb))
}

async function main(): Promise<number> {
  await buildIfStale()
  const dist = join(REPO_ROOT, 'dist')
  const problems: string[] = []

  const broadcast = await scriptGraph(dist, 'broadcast.html')
  broadcast.sort((a, b) => b.gzipKb - a.gzipKb)
  console.log('broadcast page (broadcast.html): every JavaScript file it can request')
  console.log('gzip KB  via      file                                 packages')
  for (const c of broadcast)
    console.log(`${c.gzipKb.toFixed(1).padStart(7)}  ${c.via.padEnd(7)}  ${c.file.padEnd(36)} ${c.packages.join(' ')}`)
  const total = broadcastTotal(broadcast)
  console.log(`total: ${total.toFixed(1)} KB gzip (one language catalog counted) — budget ${BROADCAST_BUDGET_KB} KB`)
  if (total > BROADCAST_BUDGET_KB)
    problems.push(
      `the broadcast page's JavaScript is ${total.toFixed(1)} KB gzip, over its ${BROADCAST_BUDGET_KB} KB budget`,
    )
  for (const c of broadcast) {
    const bad = c.packages.filter((p) => BROADCAST_FORBIDDEN.includes(p))
    if (bad.length > 0) problems.push(`the broadcast page loads ${bad.join(', ')} (${c.file})`)
  }

  const portal = await scriptGraph(dist, 'index.html', true)
  const portalKb = portal.reduce((sum, c) => sum + c.gzipKb, 0)
  console.log(
    `\nportal entry (index.html and its static imports): ${portal.length} files, ${portalKb.toFixed(1)} KB gzip`,
  )
  portal.sort((a, b) => b.gzipKb - a.gzipKb)
  for (const c of portal)
    console.log(`${c.gzipKb.toFixed(1).padStart(7)}  ${c.file.padEnd(36)} ${c.packages.join(' ')}`)
  for (const c of portal) {
    const bad = c.packages.filter((p) => PORTAL_ENTRY_FORBIDDEN.includes(p))
    if (bad.length > 0) problems.push(`the portal's entry loads ${bad.join(', ')} eagerly (${c.file})`)
  }

  if (problems.length === 0) {
    console.log('\nbudgets: ok')
    return 0
  }
  console.error(`\nbudgets broken:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  return 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = await main()
