/**
 * One HTTP exchange: URL, headers, body encoding, timeout and abort, reading the answer. It knows nothing
 * of sessions; client.ts and refresh.ts decide what a 401 means.
 */
import { errorBodySchema } from '@contract/errors'
import { ApiError, CLIENT_ERROR_CODES } from './api-error'
import { getApiConfig } from './config'
import { buildHeaders } from './headers'
import { buildUrl, type QueryParams } from './query-string'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface SendOptions {
  query?: QueryParams
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  /** Overrides the configured timeout for this call (the benefit upload uses 6000 ms). */
  timeoutMs?: number
}

export interface RawResponse {
  method: HttpMethod
  url: string
  status: number
  ok: boolean
  body: unknown
  /** The answer said JSON but could not be parsed. */
  malformed: boolean
}

/** Bodies the browser encodes itself: multipart FormData gets its boundary only if we set no type. */
function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  )
}

async function readBody(response: Response): Promise<{ body: unknown; malformed: boolean }> {
  const text = await response.text()
  if (text === '') return { body: null, malformed: false }
  try {
    return { body: JSON.parse(text) as unknown, malformed: false }
  } catch {
    const json = (response.headers.get('Content-Type') ?? '').includes('json')
    return { body: text, malformed: json }
  }
}

export async function send(
  method: HttpMethod,
  path: string,
  options: SendOptions,
  token: string | null,
): Promise<RawResponse> {
  const config = getApiConfig()
  const url = buildUrl(config.baseUrl, path, options.query)
  const hasBody = options.body !== undefined && method !== 'GET'
  const raw = hasBody && isRawBody(options.body)
  const headers = buildHeaders({ token, jsonBody: hasBody && !raw, extra: options.headers })
  const body = !hasBody ? undefined : raw ? (options.body as BodyInit) : JSON.stringify(options.body)

  // Our own controller, fed by the caller's signal and the timer, so we can tell a timeout from a cancel.
  const controller = new AbortController()
  const outer = options.signal
  const onAbort = () => controller.abort()
  if (outer?.aborted) controller.abort()
  else outer?.addEventListener('abort', onAbort, { once: true })
  const timeoutMs = options.timeoutMs ?? config.timeoutMs
  let timedOut = false
  const timer =
    timeoutMs > 0 && Number.isFinite(timeoutMs)
      ? setTimeout(() => {
          timedOut = true
          controller.abort()
        }, timeoutMs)
      : undefined

  try {
    const response = await config.fetch(url, { method, headers, body, signal: controller.signal })
    const read = await readBody(response)
    return { method, url, status: response.status, ok: response.ok, ...read }
  } catch (cause) {
    const kind = timedOut ? 'timeout' : outer?.aborted ? 'aborted' : 'network'
    const code =
      kind === 'timeout'
        ? CLIENT_ERROR_CODES.TIMEOUT
        : kind === 'aborted'
          ? CLIENT_ERROR_CODES.ABORTED
          : CLIENT_ERROR_CODES.NETWORK
    const message =
      kind === 'timeout' ? `${method} ${path} timed out after ${timeoutMs} ms` : `${method} ${path} failed: ${kind}`
    throw new ApiError({ kind, status: 0, code, message, method, url }, { cause })
  } finally {
    clearTimeout(timer)
    outer?.removeEventListener('abort', onAbort)
  }
}

/** The typed error for a non-2xx answer, with the server's `{code, message, fields?}` when it sent one. */
export function httpError(res: RawResponse): ApiError {
  const parsed = errorBodySchema.safeParse(res.body)
  const base = { kind: 'http' as const, status: res.status, body: res.body, method: res.method, url: res.url }
  if (parsed.success) return new ApiError({ ...base, ...parsed.data })
  return new ApiError({ ...base, code: null, message: `${res.method} ${res.url} answered ${res.status}` })
}

/** A 2xx answer that breaks its contract: an ApiError now rather than a crash somewhere in a screen. */
export function badResponse(res: RawResponse, detail: string): ApiError {
  return new ApiError({
    kind: 'http',
    status: res.status,
    code: CLIENT_ERROR_CODES.BAD_RESPONSE,
    message: `${res.method} ${res.url}: malformed answer (${detail})`,
    body: res.body,
    method: res.method,
    url: res.url,
  })
}
