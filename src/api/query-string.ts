/** Filters of GET (and DELETE) calls, appended as a query string (docs/requirements/api-conventions.md#api-1). */
import { trimTrailingSlashes } from '@contract/url-path'

export type QueryValue = string | number | boolean | Date
export type QueryParams = Record<string, QueryValue | readonly (QueryValue | null | undefined)[] | null | undefined>

function encodeValue(value: QueryValue): string {
  return value instanceof Date ? value.toISOString() : String(value)
}

/**
 * Undefined and null are skipped (an unset filter is not the same as an empty one), arrays become repeated
 * keys (`tourIds=11&tourIds=12`), booleans and numbers are stringified. Returns '' or '?…'.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return ''
  const search = new URLSearchParams()
  for (const [key, raw] of Object.entries(params)) {
    if (raw === undefined || raw === null) continue
    const values = Array.isArray(raw) ? raw : [raw]
    for (const value of values as readonly (QueryValue | null | undefined)[]) {
      if (value !== undefined && value !== null) search.append(key, encodeValue(value))
    }
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** Base URL + path + filters; a path that already has a query gets the filters appended with '&'. */
export function buildUrl(baseUrl: string, path: string, params?: QueryParams): string {
  const base = trimTrailingSlashes(baseUrl)
  const rel = path.startsWith('/') ? path : `/${path}`
  const query = toQueryString(params)
  const joined = query && rel.includes('?') ? `${base}${rel}&${query.slice(1)}` : `${base}${rel}${query}`
  // Resolve a same-origin base against the page so fetch gets an absolute URL in every environment.
  const origin = globalThis.location?.href
  return origin && !/^[a-z][a-z0-9+.-]*:/i.test(joined) ? new URL(joined, origin).toString() : joined
}
