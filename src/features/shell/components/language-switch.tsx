import { useLingui } from '@lingui/react/macro'
import { switchLanguage } from '@/lib/i18n'
import { LANGUAGES, isLanguage, type Language } from '@/lib/storage'

/** Each language names itself (an endonym), so it stays the same whatever language is active. */
const ENDONYMS: Record<Language, string> = { ko: '한국어', en: 'English' }

interface LanguageSwitchProps {
  tone?: 'dark' | 'light'
}

/** The choice is stored and applied at once: Lingui re-renders every message, no reload. */
export function LanguageSwitch({ tone = 'dark' }: LanguageSwitchProps) {
  const { t, i18n } = useLingui()
  const current = isLanguage(i18n.locale) ? i18n.locale : null
  return (
    <div role="group" aria-label={t`Language`} className={`lang-switch lang-switch--${tone}`}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="lang-switch__option"
          aria-pressed={current === language}
          onClick={() => void switchLanguage(language)}
        >
          {ENDONYMS[language]}
        </button>
      ))}
    </div>
  )
}
