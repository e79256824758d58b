/**
 * Headers every call carries (docs/requirements/api-conventions.md#api-2). Values on the web and the reason for them:
 * docs/decisions/0003-call-layer-headers.md.
 */
import { getLanguage } from '@/lib/storage'
import { useSystemStore } from '@/stores/system'

export const WEB_CHANNEL = 'WEB'
export const WEB_DEVICE = 'WEB'
export const WEB_APP_VERSION = ''

export interface ClientIdentity {
  channel: string
  device: string
  appVersion: string
}

/** Keeps printable ASCII only: a host value that fetch refuses as a header would fail every call. */
function headerSafe(value: string): string {
  return value.replace(/[^\x20-\x7e]/g, '').trim()
}

export function clientIdentity(): ClientIdentity {
  const { isApp, appInfo } = useSystemStore.getState()
  if (!isApp || !appInfo) return { channel: WEB_CHANNEL, device: WEB_DEVICE, appVersion: WEB_APP_VERSION }
  return {
    channel: headerSafe(appInfo.channel) || WEB_CHANNEL,
    device: headerSafe(appInfo.device),
    appVersion: headerSafe(appInfo.version),
  }
}

export interface HeaderOptions {
  /** Access token to send, or null for a call without Authorization. */
  token: string | null
  /** True when the body is JSON (FormData and other raw bodies let the browser set the type). */
  jsonBody: boolean
  extra?: Record<string, string>
}

export function buildHeaders({ token, jsonBody, extra }: HeaderOptions): Headers {
  const identity = clientIdentity()
  const headers = new Headers(extra)
  headers.set('Accept', 'application/json')
  headers.set('Channel', identity.channel)
  headers.set('Device', identity.device)
  headers.set('AppVersion', identity.appVersion)
  headers.set('LanguageCode', getLanguage())
  // Proxies and the embedding WebView must never answer a member's data from a cache.
  headers.set('Cache-Control', 'no-cache')
  headers.set('Pragma', 'no-cache')
  headers.set('Expires', '0')
  if (token) headers.set('Authorization', `Bearer ${token}`)
  if (jsonBody) headers.set('Content-Type', 'application/json')
  return headers
}
