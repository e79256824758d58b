/**
 * Where the call layer sends requests and with which fetch. The default base URL is same-origin `/api`
 * (vite proxies it in dev, the server serves it in production); VITE_API_BASE_URL points elsewhere.
 */

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>

export interface ApiConfig {
  baseUrl: string
  fetch: FetchLike
  /** Used when a call gives no timeoutMs of its own. */
  timeoutMs: number
}

export const DEFAULT_TIMEOUT_MS = 30_000

function defaults(): ApiConfig {
  const envBase: unknown = import.meta.env?.VITE_API_BASE_URL
  return {
    baseUrl: typeof envBase === 'string' && envBase !== '' ? envBase : '/api',
    // Looked up at call time, not import time, so a fetch patched later (msw in tests) is the one used.
    fetch: (input, init) => globalThis.fetch(input, init),
    timeoutMs: DEFAULT_TIMEOUT_MS,
  }
}

let config: ApiConfig = defaults()

export function configureApiClient(patch: Partial<ApiConfig>): void {
  config = { ...config, ...patch }
}

/** Back to the defaults (tests). */
export function resetApiClient(): void {
  config = defaults()
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config
}
