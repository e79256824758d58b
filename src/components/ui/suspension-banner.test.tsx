import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { PlaySuspension } from '@contract/leaderboard'
import { i18n } from '@/lib/i18n'
import { messages as en } from '../../../locales/en/messages.po'
import { messages as ko } from '../../../locales/ko/messages.po'
import { SuspensionBanner } from './suspension-banner'

// 08:42 UTC is 17:42 in Seoul, whatever the machine's zone.
const DARKNESS: PlaySuspension = { reason: 'darkness', round: 2, since: '2026-11-26T08:42:00.000Z' }

function show(locale: 'ko' | 'en', suspension: PlaySuspension | null) {
  i18n.load(locale, locale === 'ko' ? ko : en)
  i18n.activate(locale)
  return render(
    <I18nProvider i18n={i18n}>
      <SuspensionBanner suspension={suspension} />
    </I18nProvider>,
  )
}

describe('suspension banner', () => {
  it('says why play is suspended and since when, in Seoul time', () => {
    show('en', DARKNESS)
    const banner = screen.getByRole('status')
    expect(banner.textContent).toBe('Play suspended: darknessRound 2 · since 17:42')
    expect(screen.getByText('17:42').getAttribute('dateTime')).toBe(DARKNESS.since)
  })

  it('speaks Korean with each reason the officials can give', () => {
    const { rerender } = show('ko', DARKNESS)
    expect(screen.getByRole('status').textContent).toContain('경기 중단: 일몰')
    expect(screen.getByRole('status').textContent).toContain('17:42')
    const expected = { weather: '경기 중단: 악천후', lightning: '경기 중단: 낙뢰', other: '경기 중단: 기타 사유' }
    for (const [reason, text] of Object.entries(expected)) {
      rerender(
        <I18nProvider i18n={i18n}>
          <SuspensionBanner suspension={{ ...DARKNESS, reason: reason as PlaySuspension['reason'] }} />
        </I18nProvider>,
      )
      expect(screen.getByRole('status').textContent).toContain(text)
    }
  })

  it('shows nothing while play goes on', () => {
    const { container } = show('en', null)
    expect(container.textContent).toBe('')
    expect(screen.queryByRole('status')).toBeNull()
  })
})
