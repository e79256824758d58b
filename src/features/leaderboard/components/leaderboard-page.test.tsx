import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'

describe('leaderboard frame', () => {
  it('says honestly that no tournament is in play and links to the tour schedule', async () => {
    await renderApp('/tours/leaderboard/?tourId=13&srhYear=2026&subType=leaderboard')
    expect(screen.getByText('챔피언스투어', { selector: '.page-band__lead' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: '현재 이 투어에서 진행 중인 대회가 없습니다' })).toBeTruthy()
    const schedule = screen.getByRole('link', { name: '대회 일정 보기' })
    expect(schedule.getAttribute('href')).toBe('/tours/schedule/schedule?tourId=13')
    expect(screen.queryAllByRole('row')).toHaveLength(2)
  })

  it('puts the broadcast frame on air without chrome', async () => {
    await renderApp('/tour/leaderboardSKT?tourId=12')
    expect(screen.getByRole('heading', { name: '실시간 리더보드' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('라운드가 진행되면')
    expect(screen.getByText('챌린지투어')).toBeTruthy()
  })
})
