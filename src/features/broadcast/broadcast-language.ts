/**
 * The broadcast page's language: only its own messages (`.po?broadcast`, scripts/vite/broadcast-catalog.ts),
 * not the portal's whole catalog, to stay in its JavaScript budget. `lang` in the URL, else the
 * portal's stored choice, else Korean; never written back (a broadcast runs on a partner's machine).
 */
import type { Messages } from '@lingui/core'
// The Lingui singleton itself, not src/lib/i18n.ts (whose loader would drag in the portal's catalogs).
import { i18n } from '@lingui/core'
import { getLanguage } from '@/lib/storage'

const catalogs: Record<'ko' | 'en', () => Promise<{ messages: Messages }>> = {
  ko: () => import('../../../locales/ko/messages.po?broadcast'),
  en: () => import('../../../locales/en/messages.po?broadcast'),
}

export const broadcastLanguage = (lang: 'ko' | 'en' | null): 'ko' | 'en' => lang ?? getLanguage()

export async function activateBroadcastLanguage(language: 'ko' | 'en'): Promise<void> {
  const { messages } = await catalogs[language]()
  i18n.load(language, messages)
  i18n.activate(language)
  document.documentElement.lang = language
}
