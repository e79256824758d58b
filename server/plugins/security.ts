import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SSO_PARTNER_ORIGINS } from '@contract/sso-partners'
import { trimTrailingSlashes } from '@contract/url-path'
import { isApiPath, routedPath } from '../http/request-path'
import { SHELL_SCRIPT_CSP } from './page-shells'

/**
 * Security headers (docs/decisions/0011). The CSP fits a Vite-built React SPA: no inline scripts but
 * the first-paint picker (by its hash), inline style attributes allowed (React `style={...}`).
 * Connections and form posts go only where the portal sends them (docs/decisions/0040).
 */
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // The one inline script: the first-paint picker of page-shells.ts, allowed by its hash.
  'script-src': ["'self'", SHELL_SCRIPT_CSP],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // The API and the live socket are the site itself: 'self' covers its ws:/wss: in every browser since
  // Chrome 71 and Safari 16 (CSP 3); an injected script cannot open a socket to another host.
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  // The single sign-on hand-off posts a form to a partner's login page (docs/requirements/accounts.md#acc-20): those
  // origins only, from the one list the browser checks too (contract/sso-partners.ts).
  'form-action': ["'self'", ...SSO_PARTNER_ORIGINS],
  'frame-ancestors': ["'self'"],
}

/** Broadcast pages partners put on air inside their own frames; framable from anywhere. */
export const BROADCAST_PATHS: readonly string[] = [
  '/tour/leaderboardSKT',
  '/tours/leaderboardSKT',
  '/tour/leaderboardTrack3d',
]
const BROADCAST_PATHS_LOWER = new Set(BROADCAST_PATHS.map((p) => p.toLowerCase()))

/** Case-insensitive like the web app's router, so every spelling that renders the page can be framed. */
export function isBroadcastPath(path: string): boolean {
  return BROADCAST_PATHS_LOWER.has(trimTrailingSlashes(path, 1).toLowerCase())
}

const serializeCsp = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')

export const PAGE_CSP = serializeCsp(CSP_DIRECTIVES)
export const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/** Helmet headers that only matter for documents (process isolation, downloads, DNS prefetch). */
const PAGE_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

export const BROADCAST_CSP = serializeCsp({ ...CSP_DIRECTIVES, 'frame-ancestors': ['*'] })

async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    // Legacy counterpart of frame-ancestors 'self' for old browsers.
    frameguard: { action: 'sameorigin' },
    // Not helmet's no-referrer: embedded video players (galleries) refuse to play without an origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  // Helmet writes straight onto the raw response in its onRequest hook, so the exception for
  // broadcast pages is applied right after it on the same raw response.
  app.addHook('onRequest', async (request, reply) => {
    // Decided on the path as the router reads it: `/%61pi/tours` is an API answer too (docs/decisions/0040).
    const path = routedPath(request)
    if (isApiPath(path)) {
      // JSON is never a document: a two-directive policy guards a response opened directly, and the
      // page-only headers go. A live viewer's worker polls every 3 minutes; each 304 stays small.
      reply.raw.setHeader('content-security-policy', API_CSP)
      for (const header of PAGE_ONLY_HEADERS) reply.raw.removeHeader(header)
      return
    }
    if (!isBroadcastPath(path)) return
    reply.raw.removeHeader('x-frame-options')
    reply.raw.setHeader('content-security-policy', BROADCAST_CSP)
  })
}

export const securityPlugin = fp(securityHeaders, { name: 'fairway-security' })
