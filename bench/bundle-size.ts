/**
 * What a visitor downloads: gzip sizes of the built app's chunks against the budgets below, as a ratio.
 * Builds first when dist/ is stale (the same check `npm start` uses).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildIfStale } from '../scripts/build-if-stale'

/** Budgets in gzip KB; the entry is what every first visit pays before anything renders. */
const BUDGETS = { entryJs: 130, entryCss: 12, languageChunk: 8, routeChunk: 30 }

await buildIfStale()
const dist = join(process.cwd(), 'dist')
const html = await readFile(join(dist, 'index.html'), 'utf8')
const entryFiles = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))
const assets = (await readdir(join(dist, 'assets'))).filter((f) => f.endsWith('.js') || f.endsWith('.css'))

const rows: Array<{ file: string; kind: keyof typeof BUDGETS; kb: number }> = []
for (const file of assets) {
  const bytes = await readFile(join(dist, 'assets', file))
  const kb = gzipSync(bytes).length / 1024
  const path = `assets/${file}`
  const kind: keyof typeof BUDGETS = entryFiles.has(path)
    ? file.endsWith('.css')
      ? 'entryCss'
      : 'entryJs'
    : /^messages/.test(file)
      ? 'languageChunk'
      : 'routeChunk'
  rows.push({ file, kind, kb })
}
rows.sort((a, b) => b.kb - a.kb)

let over = 0
console.log('gzip KB  budget  ratio  kind           file')
for (const row of rows) {
  const budget = BUDGETS[row.kind]
  const ratio = row.kb / budget
  if (ratio > 1) over += 1
  console.log(
    `${row.kb.toFixed(1).padStart(7)}  ${String(budget).padStart(6)}  ${ratio.toFixed(2).padStart(5)}  ` +
      `${row.kind.padEnd(13)}  ${row.file}${ratio > 1 ? '  OVER BUDGET' : ''}`,
  )
}
const total = rows.reduce((sum, r) => sum + r.kb, 0)
const first = rows.filter((r) => r.kind === 'entryJs' || r.kind === 'entryCss').reduce((s, r) => s + r.kb, 0)
console.log(
  `\nfirst load (entry js + css): ${first.toFixed(1)} KB gzip; all chunks: ${total.toFixed(1)} KB gzip; ` +
    `${over} over budget`,
)
