/**
 * The first page's own code, announced in the HTML that opens it. The client router loads a route's
 * code only once the entry has run (~300 ms of main thread on a slow phone), so a cold load waited for
 * the entry, then fetched the route's chunks, then ran them. The server knows the URL and the build's
 * manifest (vite.config.ts `build.manifest`), so it names the route's chunks and styles in the page's
 * <head>: the browser fetches them while the entry downloads and runs. Pure apart from reading the manifest.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}

export type ViteManifest = Record<string, ManifestChunk>

/** The file routes (src/routes/**) a path may come from, as the router plugin names their split chunks. */
export function routeKeys(pathname: string): string[] {
  const segments = (pathname.split('?')[0] ?? '').split('/').filter(Boolean)
  // Only plain segments: anything else is not a file route of ours, and keeps keys out of the cache.
  if (segments.some((segment) => !/^[A-Za-z0-9_-]{1,60}$/.test(segment))) return []
  const base = segments.join('/')
  const files = base === '' ? ['index.tsx'] : [`${base}/index.tsx`, `${base}.tsx`]
  return files.map((file) => `src/routes/${file}?tsr-split=component`)
}

export interface PagePreloads {
  /** index.html with the <head> links of the route that serves `pathname` (unchanged when none). */
  html(pathname: string): string
}

/**
 * Builds the injector for one build: `indexHtml` as built, `manifest` from dist/.vite/manifest.json.
 * Results are cached per route file (a bounded set), so a request costs a map lookup.
 */
export function createPagePreloads(indexHtml: string, manifest: ViteManifest): PagePreloads {
  // The router matches paths without regard to case (/tour/leaderboardskt), so does this.
  const keysByLowerCase = new Map(Object.keys(manifest).map((key) => [key.toLowerCase(), key]))
  // The portal's entry, not the broadcast board's (a second entry of the same build).
  const entry = manifest['index.html']
  const inEntry = new Set<string>()
  const walk = (chunk: ManifestChunk | undefined, into: Set<string>, out: ManifestChunk[]) => {
    if (!chunk || into.has(chunk.file)) return
    into.add(chunk.file)
    for (const key of chunk.imports ?? []) walk(manifest[key], into, out)
    out.push(chunk)
  }
  walk(entry, inEntry, [])

  const cache = new Map<string, string>()
  const linksFor = (key: string): string => {
    const chunks: ManifestChunk[] = []
    walk(manifest[key], new Set(inEntry), chunks)
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]
    return [
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
    ].join('')
  }

  return {
    html(pathname) {
      const key = routeKeys(pathname)
        .map((candidate) => keysByLowerCase.get(candidate.toLowerCase()))
        .find((found) => found !== undefined)
      if (!key) return indexHtml
      let page = cache.get(key)
      if (page === undefined) {
        const links = linksFor(key)
        page = links ? indexHtml.replace('</head>', `${links}</head>`) : indexHtml
        cache.set(key, page)
      }
      return page
    },
  }
}

/** The preloads of a built app in `distDir`; null when the build wrote no manifest (then pages go out as built). */
export function loadPagePreloads(distDir: string): PagePreloads | null {
  try {
    const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8')
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest
    return createPagePreloads(indexHtml, manifest)
  } catch {
    return null
  }
}
