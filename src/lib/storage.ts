/**
 * Browser storage for what docs/requirements/accounts.md#acc-8 keeps there: the token pair, the login account, the
 * login marker and the language code. Every access is guarded: storage can throw (private mode, disabled cookies, a
 * sandboxed iframe on a broadcast partner's page), and the portal must still work without it.
 */

import type { TokenPair } from '@contract/auth'
import { LANGUAGE_STORAGE_KEY } from '@contract/first-paint'

export const STORAGE_KEYS = {
  accessToken: 'fw.accessToken',
  refreshToken: 'fw.refreshToken',
  loginAccount: 'fw.loginAccount',
  loginMarker: 'fw.isLogin',
  language: LANGUAGE_STORAGE_KEY,
} as const

export type Language = 'ko' | 'en'
export const LANGUAGES: readonly Language[] = ['ko', 'en']
export const DEFAULT_LANGUAGE: Language = 'ko'

export type { TokenPair }

/** Which browser storage: local outlives the tab, session ends with it (a scorer's borrowed phone). */
export type StorageArea = 'local' | 'session'

const areaOf = (area: StorageArea): Storage | undefined =>
  area === 'local' ? globalThis.localStorage : globalThis.sessionStorage

/** A stored string, or null when absent or when storage cannot be read. */
export function readStored(key: string, area: StorageArea = 'local'): string | null {
  try {
    return areaOf(area)?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Stores (null removes) a string; without storage the value simply does not survive a reload. */
export function writeStored(key: string, value: string | null, area: StorageArea = 'local'): void {
  try {
    if (value === null) areaOf(area)?.removeItem(key)
    else areaOf(area)?.setItem(key, value)
  } catch {
    // Storage unavailable: kept in memory by the caller for this visit only.
  }
}

const read = (key: string) => readStored(key)
const write = (key: string, value: string | null) => writeStored(key, value)

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
