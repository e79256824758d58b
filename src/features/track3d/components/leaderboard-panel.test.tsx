import { fireEvent, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it, vi } from 'vitest'
import type { LeaderboardRowDto } from '@contract/leaderboard'
import { i18n } from '@/lib/i18n'
import { LeaderboardPanel } from './leaderboard-panel'

const row = (
  playerId: number,
  name: string,
  position: string,
  toPar: number | null,
  thru: string | null,
): LeaderboardRowDto => ({
  playerId,
  externalId: null,
  name,
  country: 'KOR',
  amateur: false,
  position,
  rank: 1,
  status: 'active',
  total: null,
  toPar,
  today: toPar,
  thru,
  startHole: 1,
  rounds: [],
  playoff: null,
})

const rows = [
  row(1, 'Minjun Kim', '1', -8, 'F'),
  row(2, 'Seo Lee', 'T2', -6, '12'),
  row(3, 'Jae Park', 'T2', 0, '08:30'),
]

const renderPanel = (selected: number | null, onSelect = vi.fn()) => {
  render(
    <I18nProvider i18n={i18n}>
      <LeaderboardPanel rows={rows} selected={selected} onSelect={onSelect} />
    </I18nProvider>,
  )
  return onSelect
}

describe('LeaderboardPanel', () => {
  it('lists position, player, to par and thru, the selected row pressed', () => {
    renderPanel(2)
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['1Minjun Kim-8F', 'T2Seo Lee-612', 'T2Jae ParkE08:30'])
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false'])
  })

  it('selects with a click and moves between rows with the arrow keys, Home and End', () => {
    const onSelect = renderPanel(null)
    const buttons = screen.getAllByRole('button')
    fireEvent.click(buttons[2]!)
    expect(onSelect).toHaveBeenCalledWith(3)
    buttons[0]!.focus()
    fireEvent.keyDown(buttons[0]!, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(buttons[1])
    fireEvent.keyDown(buttons[1]!, { key: 'End' })
    expect(document.activeElement).toBe(buttons[2])
    fireEvent.keyDown(buttons[2]!, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(buttons[2])
    fireEvent.keyDown(buttons[2]!, { key: 'Home' })
    expect(document.activeElement).toBe(buttons[0])
  })
})
