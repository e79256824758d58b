import { isIP } from 'node:net'

/**
 * TRUST_PROXY: which proxies in front of the server are believed about the client's address (their
 * X-Forwarded-For), handed to Fastify's `trustProxy` so that `request.ip` is the visitor's, not the proxy's
 * (docs/decisions/0040). Off by default: a server reached directly must never believe a header any client
 * can write, or rotating it would escape every per-address limit.
 */
export type TrustProxy = boolean | number | string[]

/** proxy-addr's names for whole ranges (127.0.0.0/8 and ::1, 169.254.0.0/16 and fe80::/10, private ranges). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * `false`/`true`, a hop count (`1`: exactly one proxy in front, the usual TLS terminator), or a comma-separated
 * list of proxy addresses, CIDR ranges and range names; null for anything else.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim().toLowerCase()
  if (text === 'false') return false
  if (text === 'true') return true
  if (/^\d{1,2}$/.test(text)) return Number(text) === 0 ? false : Number(text)
  const entries = text.split(',').map((entry) => entry.trim())
  return entries.every(isAddressOrRange) ? entries : null
}

/**
 * Fastify's `trustProxy` for a setting. Fastify 5.12 ignores a bare number (it trusts nothing, since a hop
 * count cannot tell a proxy from a client that reaches the port directly), so a hop count becomes the
 * function below: it is as safe as the network that keeps the port behind the proxy, as the README says.
 */
export function trustProxyOption(setting: TrustProxy | undefined): boolean | string[] | TrustFunction {
  if (typeof setting !== 'number') return setting ?? false
  return (_address, hop) => hop < setting
}

type TrustFunction = (address: string, hop: number) => boolean
