/**
 * Browser storage for what the spec keeps there: the token pair, the login account, the login marker
 * and the language code. Every access is guarded: storage can throw (private mode, disabled cookies,
 * a sandboxed iframe on a broadcast partner's page), and the portal must still work without it.
 */

import type { TokenPair } from '@contract/auth'

export const STORAGE_KEYS = {
  accessToken: 'fw.accessToken',
  refreshToken: 'fw.refreshToken',
  loginAccount: 'fw.loginAccount',
  loginMarker: 'fw.isLogin',
  language: 'fw.languageCode',
} as const

export type Language = 'ko' | 'en'
export const LANGUAGES: readonly Language[] = ['ko', 'en']
export const DEFAULT_LANGUAGE: Language = 'ko'

export type { TokenPair }

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key)
    else globalThis.localStorage?.setItem(key, value)
  } catch {
    // Storage unavailable: the session simply does not survive a reload.
  }
}

export function getTokens(): TokenPair | null {
  const accessToken = read(STORAGE_KEYS.accessToken)
  const refreshToken = read(STORAGE_KEYS.refreshToken)
  return accessToken && refreshToken ? { accessToken, refreshToken } : null
}

export function getAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken)
}

export function setTokens(pair: TokenPair): void {
  write(STORAGE_KEYS.accessToken, pair.accessToken)
  write(STORAGE_KEYS.refreshToken, pair.refreshToken)
}

/** Stores a fresh login: token pair, the account used and the login marker read at start-up. */
export function storeLogin(pair: TokenPair, account: string): void {
  setTokens(pair)
  write(STORAGE_KEYS.loginAccount, account)
  write(STORAGE_KEYS.loginMarker, 'Y')
}

export function hasLoginMarker(): boolean {
  return read(STORAGE_KEYS.loginMarker) === 'Y'
}

export function getLoginAccount(): string | null {
  return read(STORAGE_KEYS.loginAccount)
}

/** Clears the stored session. The login account stays so the login form can offer it again. */
export function clearSession(): void {
  write(STORAGE_KEYS.accessToken, null)
  write(STORAGE_KEYS.refreshToken, null)
  write(STORAGE_KEYS.loginMarker, null)
}

export function isLanguage(value: unknown): value is Language {
  return value === 'ko' || value === 'en'
}

export function getLanguage(): Language {
  const stored = read(STORAGE_KEYS.language)
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
}

export function setLanguage(language: Language): void {
  write(STORAGE_KEYS.language, language)
}
