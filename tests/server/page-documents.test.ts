import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { ShellIndex } from '@contract/first-paint'
import { describe, expect, it } from 'vitest'
import { createPageDocuments, documentEncoding } from '../../server/plugins/page-documents'
import { createPagePreloads, type ViteManifest } from '../../server/plugins/page-preloads'
import { createPageShells, SHELL_SCRIPT, SHELL_SCRIPT_CSP } from '../../server/plugins/page-shells'

// The portal's HTML as the server answers it: stylesheets first, and on the busiest pages their
// prerendered first paint with the app started after it (docs/decisions/0034).
const INDEX =
  '<!doctype html><html lang="ko"><head><meta charset="UTF-8" /><title>FAIRWAY</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
  '<body><div id="root"></div></body></html>'

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-1.css'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/routes/tours/leaderboard/index.tsx?tsr-split=component': {
    file: 'assets/leaderboard-1.js',
    imports: ['_react.js'],
    css: ['assets/leaderboard-1.css'],
  },
  'src/routes/sign/login.tsx?tsr-split=component': { file: 'assets/login-1.js' },
}

const SHELL_INDEX: ShellIndex = {
  pages: {
    '/tours/leaderboard': {
      param: 'tourId',
      variants: { '11': { ko: 'lb-11.ko', en: 'lb-11.en' }, '12': { ko: 'lb-12.ko', en: 'lb-12.en' } },
    },
    '/': { param: null, variants: { '': { ko: 'front.ko', en: 'front.en' } } },
  },
}
const SHELL_FILES: Record<string, string> = {
  'lb-11.ko': '<h1>리더보드 11</h1>',
  'lb-11.en': '<h1>Leaderboard 11</h1>',
  'lb-12.ko': '<h1>리더보드 12</h1>',
  'lb-12.en': '<h1>Leaderboard 12</h1>',
  'front.ko': '<h1>홈</h1>',
  'front.en': '<h1>Home</h1>',
}

describe('page documents', () => {
  const documents = createPageDocuments(
    createPagePreloads(INDEX, MANIFEST),
    createPageShells(SHELL_INDEX, (file) => SHELL_FILES[file]!),
  )
  const html = (url: string) => documents.get(url, 'identity').toString()
  const head = (doc: string) => doc.slice(0, doc.indexOf('</head>'))
  const root = (doc: string) => doc.slice(doc.indexOf('<div id="root">'), doc.lastIndexOf('</div>'))

  it('puts every stylesheet, the route’s too, right after the title, ahead of the module preloads', () => {
    const doc = head(html('/sign/login'))
    const sheets = [...doc.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1])
    expect(sheets).toEqual(['/assets/index-1.css'])
    expect(doc.indexOf('<link rel="stylesheet"')).toBe(doc.indexOf('</title>') + '</title>'.length)
    // A tour without a first paint keeps its preloads in the head, behind the route's stylesheet.
    const board = head(html('/tours/leaderboard/?tourId=999'))
    expect(board.indexOf('leaderboard-1.css')).toBeGreaterThan(0)
    expect(board.indexOf('leaderboard-1.css')).toBeLessThan(board.indexOf('modulepreload'))
  })

  it('leaves a page without a first paint as it was: the entry in the head, an empty root', () => {
    const doc = html('/sign/login')
    expect(head(doc)).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>')
    expect(doc).toContain('<div id="root"></div>')
  })

  it('gives the leaderboard its tour’s first paint in both languages, and starts the app from the picker', () => {
    const doc = html('/tours/leaderboard/?tourId=12')
    expect(root(doc)).toContain('<template id="fw-shell-ko"><h1>리더보드 12</h1></template>')
    expect(root(doc)).toContain('<template id="fw-shell-en"><h1>Leaderboard 12</h1></template>')
    // The entry no longer runs from the head: the picker starts it after the first paint, with the preloads.
    expect(head(doc)).not.toContain('<script')
    expect(head(doc)).not.toContain('modulepreload')
    const preload = /<template id="fw-preload">(.*?)<\/template>/.exec(doc)![1]!
    expect([...preload.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '/assets/react-1.js',
      '/assets/leaderboard-1.js',
      '/assets/index-1.js',
    ])
    expect(root(doc)).toContain(`<script data-entry="/assets/index-1.js">${SHELL_SCRIPT}</script>`)
  })

  it('reads the tour the way the route does: absent or an alias is the main tour; an unknown one gets no shell', () => {
    expect(html('/tours/leaderboard/')).toContain('리더보드 11')
    expect(html('/tours/leaderboard/?tourId=all')).toContain('리더보드 11')
    expect(html('/TOURS/Leaderboard?tourId=11')).toContain('리더보드 11')
    const unknown = html('/tours/leaderboard/?tourId=999')
    expect(unknown).not.toContain('fw-shell')
    expect(unknown).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>')
    expect(html('/')).toContain('<h1>홈</h1>')
  })

  it('allows exactly the picker through the Content-Security-Policy', () => {
    expect(SHELL_SCRIPT_CSP).toBe(`'sha256-${createHash('sha256').update(SHELL_SCRIPT).digest('base64')}'`)
  })

  it('sends the same document brotli- or gzip-compressed, as the browser accepts', () => {
    const url = '/tours/leaderboard/?tourId=11'
    const plain = html(url)
    expect(brotliDecompressSync(documents.get(url, 'br')).toString()).toBe(plain)
    expect(gunzipSync(documents.get(url, 'gzip')).toString()).toBe(plain)
    expect(documentEncoding('gzip, deflate, br')).toBe('br')
    expect(documentEncoding('gzip;q=1, br;q=0')).toBe('gzip')
    expect(documentEncoding('identity')).toBe('identity')
    expect(documentEncoding(undefined)).toBe('identity')
    expect(documentEncoding('*')).toBe('br')
  })
})
