import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSystemStore } from '@/stores/system'
import { renderApp } from '@/test/render-app'

describe('page chrome', () => {
  it('has the header and the full footer on portal pages', async () => {
    await renderApp('/')
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('navigation', { name: '사이트맵' })).toBeTruthy()
  })

  it.each(['/tour/leaderboardSKT', '/tours/leaderboardSKT', '/tour/leaderboardTrack3d', '/sign/loginShop'])(
    'has neither header nor footer on %s',
    async (path) => {
      await renderApp(path)
      expect(screen.queryByRole('banner')).toBeNull()
      expect(screen.queryByRole('contentinfo')).toBeNull()
    },
  )

  it('has neither header nor footer inside the app', async () => {
    useSystemStore.getState().setAppInfo({ channel: 'App', device: 'android', version: '3.1.0' })
    await renderApp('/')
    expect(screen.queryByRole('banner')).toBeNull()
    expect(screen.queryByRole('contentinfo')).toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: '코리안투어' })).toBeTruthy()
  })

  it('gives the application pages the company footer and no header', async () => {
    await renderApp('/communitys/gameApply?tourId=11')
    // The site's header (utility, tour and phone bars) is gone; the page's own band leads home and back.
    expect(document.querySelector('.utility-bar, .main-bar, .mobile-header')).toBeNull()
    expect(screen.getByRole('contentinfo').textContent).toContain('(사)페어웨이프로골프협회')
    expect(screen.queryByRole('navigation', { name: '사이트맵' })).toBeNull()
  })
})
