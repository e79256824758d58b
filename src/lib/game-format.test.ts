import { describe, expect, it } from 'vitest'
import { formatDateRange, formatShortDate, gameTabFor } from './game-format'
import { formatWon } from './money'
import { daysBetween, seoulDate } from '@domain/time'

describe('tournament formats', () => {
  it('prints a tournament within one month, across months and across years in both languages', () => {
    expect(formatDateRange('2026-05-07', '2026-05-10', 'ko')).toBe('2026.05.07 ~ 05.10')
    expect(formatDateRange('2026-05-07', '2026-05-10', 'en')).toBe('7–10 May 2026')
    expect(formatDateRange('2026-04-30', '2026-05-03', 'en')).toBe('30 Apr – 3 May 2026')
    expect(formatDateRange('2026-12-30', '2027-01-02', 'ko')).toBe('2026.12.30 ~ 2027.01.02')
    expect(formatDateRange('2026-12-30', '2027-01-02', 'en')).toBe('30 Dec 2026 – 2 Jan 2027')
    expect(formatDateRange('2026-06-01', '2026-06-01', 'en')).toBe('1 Jun 2026')
    expect(formatShortDate('2026-04-03', 'ko')).toBe('4.3')
  })

  it('prints integer won with separators', () => {
    expect(formatWon(1_500_000_000, 'ko')).toBe('1,500,000,000원')
    expect(formatWon(800_000_000, 'en')).toBe('₩800,000,000')
  })

  it('opens upcoming tournaments on their information and the others on the leaderboard', () => {
    expect([1, 4].map(gameTabFor)).toEqual(['information', 'information'])
    expect([2, 3, 9].map(gameTabFor)).toEqual(['leaderboard', 'leaderboard', 'leaderboard'])
  })

  it("knows today's date in Seoul whatever the reader's clock says, and counts days", () => {
    expect(seoulDate(new Date('2026-05-31T14:59:59Z'))).toBe('2026-05-31')
    expect(seoulDate(new Date('2026-05-31T15:00:00Z'))).toBe('2026-06-01')
    expect(daysBetween('2026-05-30', '2026-06-02')).toBe(3)
    expect(daysBetween('2026-06-02', '2026-06-02')).toBe(0)
  })
})
