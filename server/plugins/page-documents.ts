/**
 * The portal's HTML for one URL: index.html with the route's own chunks in its head (page-preloads.ts)
 * and, for the busiest pages, their first paint in `#root` (page-shells.ts), compressed the way the
 * browser accepts. The set of distinct documents is bounded (routes × shell variants), so each is
 * built and compressed once and then answered from memory.
 *
 * Stylesheets go first in the head: the first paint waits for them, and behind a few dozen module
 * preloads they would queue for a free connection.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { PagePreloads } from './page-preloads'
import { SHELL_SCRIPT, type PageShells } from './page-shells'

export type DocumentEncoding = 'br' | 'gzip' | 'identity'

export interface PageDocuments {
  /** The document for `url` (path and query) in `encoding`. */
  get(url: string, encoding: DocumentEncoding): Buffer
}

/** The best encoding an Accept-Encoding header allows (q=0 refuses one). */
export function documentEncoding(accept: string | undefined): DocumentEncoding {
  const offered = new Map(
    (accept ?? '').split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return [name ?? '', q ? Number(q.slice(2)) : 1] as const
    }),
  )
  const allows = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : 'identity'
}

/** The portal's entry as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/
const STYLESHEET = /<link rel="stylesheet"[^>]*>/g
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g

/** The head's stylesheet links moved ahead of the rest: after `<title>`, else at the start of the head. */
function stylesFirst(html: string): string {
  const end = html.indexOf('</head>')
  const head = end < 0 ? '' : html.slice(0, end)
  const sheets = head.match(STYLESHEET)
  if (!sheets) return html
  const stripped = head.replace(STYLESHEET, '')
  const title = stripped.indexOf('</title>')
  const open = /<head[^>]*>/.exec(stripped)
  const at = title >= 0 ? title + '</title>'.length : open ? open.index + open[0].length : -1
  if (at < 0) return html
  return `${stripped.slice(0, at)}${sheets.join('')}${stripped.slice(at)}${html.slice(end)}`
}

export function createPageDocuments(preloads: PagePreloads, shells: PageShells | null): PageDocuments {
  const encoded = new Map<string, Partial<Record<DocumentEncoding, Buffer>>>()
  return {
    get(url, encoding) {
      const path = url.split('?')[0] ?? ''
      let html = stylesFirst(preloads.html(path))
      const templates = shells?.templates(url)
      const entry = ENTRY_SCRIPT.exec(html)
      if (templates && entry) {
        // The entry and the module preloads start from the shell's script, after the first paint: dozens of
        // module responses handled before it would delay that paint by hundreds of milliseconds on a slow phone.
        html = html.replace(entry[0], '')
        const modules = [
          ...(html.slice(0, html.indexOf('</head>')).match(MODULE_PRELOAD) ?? []),
          `<link rel="modulepreload" crossorigin href="${entry[1]}">`,
        ]
        html = html.replace(MODULE_PRELOAD, '')
        html = html.replace(
          '<div id="root"></div>',
          `<div id="root">${templates}<template id="fw-preload">${modules.join('')}</template><script ` +
            `data-entry="${entry[1]}">${SHELL_SCRIPT}</script></div>`,
        )
      }
      let forms = encoded.get(html)
      if (!forms) encoded.set(html, (forms = {}))
      return (forms[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(html, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 9,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : encoding === 'gzip'
            ? gzipSync(html, { level: 9 })
            : Buffer.from(html))
    },
  }
}
