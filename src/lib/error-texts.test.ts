import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_ERROR_TEXTS } from '@contract/error-code-texts'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/error-codes'
import { messages as en } from '../../locales/en/messages.po'
import { messages as ko } from '../../locales/ko/messages.po'
import { errorText, TRANSLATED_CODES } from './error-texts'

const inLanguage = (locale: 'ko' | 'en') => setupI18n({ locale, messages: { [locale]: locale === 'ko' ? ko : en } })

describe('error texts', () => {
  it('say what the contract says for every account code, in both languages', () => {
    const codes = Object.keys(ACCOUNT_ERROR_TEXTS)
    expect(codes.filter((code) => !TRANSLATED_CODES.includes(code))).toEqual([])
    for (const locale of ['ko', 'en'] as const) {
      const i18n = inLanguage(locale)
      for (const code of codes)
        expect(errorText(i18n, code), `${locale} ${code}`).toBe(ACCOUNT_ERROR_TEXTS[code]![locale])
    }
  })

  it('read the numeric session code whether it came as a number or as text', () => {
    const i18n = inLanguage('ko')
    expect(errorText(i18n, ERROR_CODES.SESSION_REPLACED)).toBe(errorText(i18n, '-1002'))
    expect(errorText(i18n, FIELD_ERRORS.REQUIRED)).toBe('필수 입력 항목입니다.')
  })

  it('answer null for a code without words, so the screen can fall back', () => {
    expect(errorText(inLanguage('en'), 'SOMETHING_NEW')).toBeNull()
    expect(errorText(inLanguage('en'), null)).toBeNull()
  })
})
