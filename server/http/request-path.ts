import type { FastifyRequest } from 'fastify'

/**
 * The path a decision about a request is taken on (rate limits, security headers, page or JSON), read the
 * way Fastify's router reads it, never from the raw URL: the router decodes percent-escapes (`/%61pi/tours`
 * is `/api/tours`) and takes the absolute form of the target (`GET http://host/api/tours`), so a test on
 * `request.url` can be sidestepped by spelling the same route differently (docs/decisions/0040).
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url
  // A matched route's own pattern (`/api/content/pages/:slug`); a catch-all (the static files' `/*`) or
  // no route at all (the not-found handler) says nothing about the path, which is then decoded below.
  if (pattern !== undefined && !pattern.includes('*')) return pattern
  return decodedPath(request.url)
}

/** `url`'s path decoded like the router decodes it: origin of the absolute form, query and fragment off. */
export function decodedPath(url: string): string {
  let path = url
  if (!path.startsWith('/')) {
    const scheme = path.indexOf('://')
    const slash = scheme < 0 ? -1 : path.indexOf('/', scheme + 3)
    path = slash < 0 ? '/' : path.slice(slash)
  }
  const end = path.search(/[?#]/)
  if (end >= 0) path = path.slice(0, end)
  try {
    // decodeURI keeps an encoded `/`, `?` and `#` as they are, as the router does.
    return decodeURI(path)
  } catch {
    return path
  }
}

/** The REST API's paths: JSON answers, the API's own security headers, the rate limit. */
export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')
