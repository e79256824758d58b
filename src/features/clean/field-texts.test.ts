import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { FIELD_ERRORS } from '@contract/error-codes'
import { messages as en } from '../../../locales/en/messages.po'
import { messages as ko } from '../../../locales/ko/messages.po'
import { fieldText } from './field-texts'

const inLanguage = (locale: 'ko' | 'en') => setupI18n({ locale, messages: { [locale]: locale === 'ko' ? ko : en } })

describe("the clean centre's field texts", () => {
  it("say a pasted control character is the problem, not the field's usual hint", () => {
    expect(fieldText(inLanguage('en'), 'place', FIELD_ERRORS.CONTROL_CHARACTER)).toBe(
      'This contains an invisible control character. Please retype it.',
    )
    expect(fieldText(inLanguage('ko'), 'place', FIELD_ERRORS.CONTROL_CHARACTER)).toBe(
      '보이지 않는 제어 문자가 들어 있습니다. 다시 입력해 주세요.',
    )
    expect(fieldText(inLanguage('en'), 'place', FIELD_ERRORS.REQUIRED)).toBe('Enter where it happened.')
  })
})
