import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LeaderboardRowDto } from '@contract/leaderboard'
import { i18n } from '@/lib/i18n'
import { row } from '../../../../workers/live-scores/test-boards'
import { LeaderAnnouncer } from './leader-announcer'

const view = (rows: LeaderboardRowDto[]) => (
  <I18nProvider i18n={i18n}>
    <LeaderAnnouncer rows={rows} />
  </I18nProvider>
)

describe('leader announcer', () => {
  it('says nothing about the first board, then one sentence when the lead changes hands', () => {
    i18n.activate('en')
    const kim = row(1, 'Kim Minjun', '1', -7)
    const park = row(2, 'Park Doyun', '2', -6)
    const { rerender } = render(view([kim, park]))
    const region = screen.getByTestId('leader-announcer')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('')

    // Another score that does not change the leader is not news.
    rerender(view([kim, { ...park, toPar: -5 }]))
    expect(region.textContent).toBe('')

    rerender(
      view([
        { ...park, position: '1', rank: 1, toPar: -8 },
        { ...kim, position: '2', rank: 2 },
      ]),
    )
    expect(region.textContent).toBe('Park Doyun leads at −8')
  })
})
