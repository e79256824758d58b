import { describe, expect, it } from 'vitest'
import { createPagePreloads, routeKeys, type ViteManifest } from '../../server/plugins/page-preloads'

const INDEX =
  '<!doctype html><html><head><script type="module" crossorigin ' +
  'src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>'

/** The shape `vite build --manifest` writes: the entry, its shared chunks, and the routes' split chunks. */
const MANIFEST: ViteManifest = {
  // A second page of the build (the broadcast board) sharing a chunk with the leaderboard route.
  'broadcast.html': { file: 'assets/broadcast-1.js', isEntry: true, imports: ['_client.js'] },
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-1.css'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_board.js': { file: 'assets/board-1.js', imports: ['_react.js', '_client.js'], css: ['assets/board-1.css'] },
  '_client.js': { file: 'assets/client-1.js' },
  'src/routes/tours/leaderboard/index.tsx?tsr-split=component': {
    file: 'assets/leaderboard-1.js',
    imports: ['_board.js', '_react.js'],
    css: ['assets/leaderboard-1.css'],
  },
  'src/routes/tour/leaderboardSKT.tsx?tsr-split=component': { file: 'assets/skt-1.js', imports: ['_board.js'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home-1.js' },
}

describe('page preloads', () => {
  const preloads = createPagePreloads(INDEX, MANIFEST)

  it('names the route files a path may come from', () => {
    expect(routeKeys('/tours/leaderboard/')).toEqual([
      'src/routes/tours/leaderboard/index.tsx?tsr-split=component',
      'src/routes/tours/leaderboard.tsx?tsr-split=component',
    ])
    expect(routeKeys('/')).toEqual(['src/routes/index.tsx?tsr-split=component'])
    expect(routeKeys('/a/../b')).toEqual([])
    expect(routeKeys('/x/%2e%2e')).toEqual([])
  })

  it("puts the route's chunks and styles in the head, dependencies first, without what the entry already loads", () => {
    const html = preloads.html('/tours/leaderboard/')
    const links = [...html.matchAll(/<link rel="(\w+)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`)
    expect(links).toEqual([
      'stylesheet /assets/board-1.css',
      'stylesheet /assets/leaderboard-1.css',
      'modulepreload /assets/client-1.js',
      'modulepreload /assets/board-1.js',
      'modulepreload /assets/leaderboard-1.js',
    ])
    expect(html.indexOf('<link')).toBeLessThan(html.indexOf('</head>'))
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">')
  })

  it('matches paths without regard to case, as the router does', () => {
    expect(preloads.html('/TOUR/leaderboardskt')).toContain('href="/assets/skt-1.js"')
    expect(preloads.html('/')).toContain('href="/assets/home-1.js"')
  })

  it('leaves a page the manifest does not know as built', () => {
    expect(preloads.html('/no/such/page')).toBe(INDEX)
    expect(preloads.html('/a b')).toBe(INDEX)
  })
})
