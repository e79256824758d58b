/**
 * Lingui runtime: one i18n instance, one catalog chunk per language, loaded on demand.
 * Production builds keep only message ids, so even the source language ('en') needs its catalog.
 */
import { i18n, type Messages } from '@lingui/core'
import { DEFAULT_LANGUAGE, getLanguage, setLanguage, type Language } from './storage'

export { i18n }

const loadedLanguages = new Set<Language>()
let latestRequest: Language | null = null

async function loadCatalog(language: Language): Promise<void> {
  // Loaded catalogs are kept: switching back and forth costs no second request.
  if (loadedLanguages.has(language)) return
  // One template import: Vite turns it into exactly one chunk per .po file.
  const { messages } = (await import(`../../locales/${language}/messages.po`)) as { messages: Messages }
  i18n.load(language, messages)
  loadedLanguages.add(language)
}

/** Loads and activates a language; the <html lang> follows so screen readers switch voice. */
export async function activateLanguage(language: Language): Promise<void> {
  latestRequest = language
  await loadCatalog(language)
  // A slower load must not override a later choice (ko → en → ko clicked quickly).
  if (latestRequest !== language) return
  i18n.activate(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/** Before the first render: the stored language, else Korean; if its chunk fails, the default. */
export async function activateStoredLanguage(): Promise<void> {
  const stored = getLanguage()
  try {
    await activateLanguage(stored)
  } catch (error) {
    if (stored === DEFAULT_LANGUAGE) throw error
    console.warn('[i18n] falling back to the default language', error)
    await activateLanguage(DEFAULT_LANGUAGE)
  }
}

/** The header's language switch: stores the choice and applies it at once, without a reload. */
export async function switchLanguage(language: Language): Promise<void> {
  setLanguage(language)
  await activateLanguage(language)
}
