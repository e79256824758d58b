import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { SHELLS_DIR } from '@contract/first-paint'
import { trimTrailingSlashes } from '@contract/url-path'
import { decodedPath, isApiPath } from '../http/request-path'
import { notFoundBody } from './errors'
import { createPageDocuments, documentEncoding } from './page-documents'
import { loadPagePreloads } from './page-preloads'
import { loadPageShells } from './page-shells'

export interface WebAppOptions {
  /** The Vite build output; nothing is served when it has no index.html. */
  distDir: string | null
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/**
 * The on-air leaderboard's paths get broadcast.html, the board's own lean entry (docs/decisions/0020);
 * every other page gets the portal. Any case, with or without a trailing slash, like the router.
 */
const BROADCAST_BOARD_PATHS = new Set(['/tour/leaderboardskt', '/tours/leaderboardskt'])
const isBroadcastBoard = (path: string) => BROADCAST_BOARD_PATHS.has(trimTrailingSlashes(path, 1).toLowerCase())
const isServerPath = (path: string) => isApiPath(path) || path.startsWith('/socket.io/')

/** The last path segment looks like a file (`/assets/x.js`, `/robots.txt`), not a page (`/tours/home/`). */
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1))

/**
 * A page URL (deep link, reload, a link preview or `curl` sending Accept: *\/*), as opposed to a missing
 * file or a script asking for data: a missing asset must stay a 404, not become index.html.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  // The path as the router decodes it: `/%61pi/x` is an API miss, a JSON 404, not a page (docs/decisions/0040).
  const path = decodedPath(request.url)
  if (isServerPath(path)) return false
  return (request.headers.accept ?? '').includes('text/html') || !looksLikeFile(path)
}

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, index.html is revalidated
 * on every load so a deploy is picked up at once, and any page URL the client router knows
 * (e.g. /tours/leaderboard/?tourId=11) gets index.html, the broadcast board's paths broadcast.html.
 * Misses under /api stay JSON 404s.
 */
async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const distDir = options.distDir
  const hasApp = distDir !== null && existsSync(join(distDir, 'index.html'))
  const hasBroadcast = hasApp && existsSync(join(distDir, 'broadcast.html'))
  // The portal's HTML names the first page's own chunks, so they load beside the entry, and holds the
  // busiest pages' first paint.
  const preloads = hasApp ? loadPagePreloads(distDir) : null
  const documents = preloads ? createPageDocuments(preloads, loadPageShells(distDir!)) : null

  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      // `/` is a page like any other (its route's preloads): the not-found handler below answers it.
      // The build manifest (dist/.vite) and the first paints (dist/shells) are the server's, not the visitors'.
      allowedPath: (pathname) =>
        pathname !== '/' && !pathname.startsWith('/.vite/') && !pathname.startsWith(`/${SHELLS_DIR}/`),
      // The build writes .br and .gz beside each file (scripts/precompress.ts); served by Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const file = relative(distDir, filePath).replaceAll('\\', '/')
        // Vite content-hashes everything under assets/, so a changed file always has a new name.
        if (file.startsWith('assets/')) reply.header('cache-control', IMMUTABLE)
        else if (file.endsWith('.html')) reply.header('cache-control', REVALIDATE)
        else reply.header('cache-control', 'public, max-age=3600')
      },
    })
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (hasApp && wantsPage(request)) {
      const page = hasBroadcast && isBroadcastBoard(decodedPath(request.url)) ? 'broadcast.html' : 'index.html'
      reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8')
      if (page === 'index.html' && documents && request.method === 'GET') {
        const encoding = documentEncoding(request.headers['accept-encoding'])
        reply.header('vary', 'accept-encoding')
        if (encoding !== 'identity') reply.header('content-encoding', encoding)
        return reply.send(documents.get(request.url, encoding))
      }
      return reply.sendFile(page)
    }
    return reply.code(404).send(notFoundBody(request))
  })
}

export const webAppPlugin = fp(registerWebApp, { name: 'fairway-web-app' })
