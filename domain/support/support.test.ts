import { describe, expect, it } from 'vitest'
import {
  benefitPeriodState,
  faqMatches,
  faqSearchWords,
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_NAMES,
  inquiryStateOf,
  memberMayChange,
} from './index'

describe('inquiry rules (MY-15)', () => {
  it('names every category in both languages', () => {
    for (const c of INQUIRY_CATEGORIES) {
      expect(INQUIRY_CATEGORY_NAMES[c].ko.length).toBeGreaterThan(0)
      expect(INQUIRY_CATEGORY_NAMES[c].en.length).toBeGreaterThan(0)
    }
  })
  it('is answered once an answer is saved, and changes only while unanswered', () => {
    expect(inquiryStateOf(null)).toBe('unanswered')
    expect(inquiryStateOf(new Date())).toBe('answered')
    expect(memberMayChange('unanswered')).toBe(true)
    expect(memberMayChange('answered')).toBe(false)
  })
})

describe('FAQ search', () => {
  it('splits on spaces, lower-cases and keeps at most five words', () => {
    expect(faqSearchWords('  Dues   CARD ')).toEqual(['dues', 'card'])
    expect(faqSearchWords(undefined)).toEqual([])
    expect(faqSearchWords('a b c d e f g')).toHaveLength(5)
  })
  it('needs every word somewhere in either language', () => {
    expect(faqMatches(['회비는 언제 내나요?', 'When are dues paid?'], ['dues', 'paid'])).toBe(true)
    expect(faqMatches(['회비는 언제 내나요?', 'When are dues paid?'], ['회비'])).toBe(true)
    expect(faqMatches(['회비는 언제 내나요?', 'When are dues paid?'], ['dues', 'ticket'])).toBe(false)
  })
})

describe('affiliate benefit period (MY-17)', () => {
  it('runs from its first to its last day inclusive; an open end never ends', () => {
    expect(benefitPeriodState('2026-01-01', '2026-12-31', '2025-12-31')).toBe('upcoming')
    expect(benefitPeriodState('2026-01-01', '2026-12-31', '2026-01-01')).toBe('running')
    expect(benefitPeriodState('2026-01-01', '2026-12-31', '2026-12-31')).toBe('running')
    expect(benefitPeriodState('2026-01-01', '2026-12-31', '2027-01-01')).toBe('ended')
    expect(benefitPeriodState('2026-01-01', null, '2099-01-01')).toBe('running')
  })
})
