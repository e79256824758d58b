import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { messages as en } from '../../locales/en/messages.po'
import { messages as ko } from '../../locales/ko/messages.po'
import { paymentOrderTitle } from './payment-labels'

const inLanguage = (locale: 'ko' | 'en') => setupI18n({ locale, messages: { [locale]: locale === 'ko' ? ko : en } })

const dues = (...periods: string[]) => ({
  title: 'Dues 2026-1',
  lines: periods.map((name) => ({ refKind: 'dues_period', name, amount: 150_000 })),
})

describe('payment order titles', () => {
  it("name dues orders in the reader's language, whatever name the gateway was sent", () => {
    expect(paymentOrderTitle(inLanguage('ko'), dues('2025-1'))).toBe('회비 2025년 상반기')
    expect(paymentOrderTitle(inLanguage('en'), dues('2025-1'))).toBe('Dues, 1st half of 2025')
    expect(paymentOrderTitle(inLanguage('ko'), dues('2024-2', '2025-1', '2025-2'))).toBe('회비 2024년 하반기 외 2건')
    expect(paymentOrderTitle(inLanguage('en'), dues('2024-2', '2025-1'))).toBe('Dues, 2nd half of 2024 and 1 more')
  })

  it('translate the entrance fee and keep the name of anything the portal does not know', () => {
    const fee = { title: 'Entrance fee', lines: [{ refKind: 'entrance_fee', name: 'Entrance fee', amount: 2_000_000 }] }
    expect(paymentOrderTitle(inLanguage('ko'), fee)).toBe('입회비')
    const other = { title: '티켓', lines: [{ refKind: 'ticket', name: '1일권 2매', amount: 40_000 }] }
    expect(paymentOrderTitle(inLanguage('en'), other)).toBe('1일권 2매')
  })
})
