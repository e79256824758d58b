/**
 * The bridge to the native mobile app that embeds the portal (Flutter InAppWebView).
 * Contract (docs/app-bridge.md): the host injects `window.flutter_inappwebview.callHandler` and fires
 * `flutterInAppWebViewPlatformReady` on window when it can take calls. The page asks `appInfo` once, and
 * hands the host navigation (`appLink`, `externalLink`), new tokens (`tokenChanged`) and `logout`.
 * Every call is fire-and-forget from the page's point of view: a host that fails must not break the page.
 */

import type { TokenPair } from './storage'

export interface AppInfo {
  /** 'App' inside the native app; anything else means the web. */
  channel: string
  device: string
  version: string
}

interface FlutterHost {
  callHandler: (name: string, ...args: unknown[]) => Promise<unknown>
}

declare global {
  interface Window {
    flutter_inappwebview?: FlutterHost
  }
}

export const BRIDGE_READY_EVENT = 'flutterInAppWebViewPlatformReady'

export const BRIDGE_HANDLERS = {
  appInfo: 'appInfo',
  appLink: 'appLink',
  externalLink: 'externalLink',
  tokenChanged: 'tokenChanged',
  logout: 'logout',
} as const

function host(): FlutterHost | undefined {
  return typeof window === 'undefined' ? undefined : window.flutter_inappwebview
}

export function hasHost(): boolean {
  return typeof host()?.callHandler === 'function'
}

/**
 * Calls `fn` on every ready event the host fires. The host may inject `callHandler` before its platform
 * is ready (calls made then can fail), and fires the event again after it reloads, so readiness is an
 * event to follow, not a one-off check.
 */
export function onBridgeReady(fn: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener(BRIDGE_READY_EVENT, fn)
  return () => window.removeEventListener(BRIDGE_READY_EVENT, fn)
}

function call(name: string, ...args: unknown[]): Promise<unknown> {
  const h = host()
  if (!h || typeof h.callHandler !== 'function') return Promise.resolve(undefined)
  try {
    return Promise.resolve(h.callHandler(name, ...args)).catch((error: unknown) => {
      console.warn(`[app-bridge] ${name} failed`, error)
      return undefined
    })
  } catch (error) {
    console.warn(`[app-bridge] ${name} failed`, error)
    return Promise.resolve(undefined)
  }
}

function parseAppInfo(raw: unknown): AppInfo | null {
  const value = typeof raw === 'string' ? safeJson(raw) : raw
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  if (typeof v.channel !== 'string') return null
  return {
    channel: v.channel,
    device: typeof v.device === 'string' ? v.device : '',
    version: typeof v.version === 'string' ? v.version : '',
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export async function requestAppInfo(): Promise<AppInfo | null> {
  return parseAppInfo(await call(BRIDGE_HANDLERS.appInfo))
}

export function isAppChannel(info: AppInfo | null | undefined): boolean {
  return info?.channel.toLowerCase() === 'app'
}

export function sendAppLink(path: string): void {
  void call(BRIDGE_HANDLERS.appLink, { path })
}

export function sendExternalLink(url: string): void {
  void call(BRIDGE_HANDLERS.externalLink, { url })
}

export function sendTokens(pair: TokenPair): void {
  void call(BRIDGE_HANDLERS.tokenChanged, pair)
}

export function sendLogout(): void {
  void call(BRIDGE_HANDLERS.logout)
}
