import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { setupApiServer } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'
import { digestHandlers } from '../test/digest-api'

const server = setupApiServer()
beforeEach(() => server.use(...digestHandlers()))

describe('portal home', () => {
  it('leads with the main tour and its leaderboard and schedule', async () => {
    await renderApp('/')
    const hero = screen.getByRole('region', { name: '코리안투어' })
    expect(within(hero).getByRole('link', { name: '리더보드' }).getAttribute('href')).toBe(
      '/tours/leaderboard/?tourId=11',
    )
    expect(within(hero).getByRole('link', { name: '시즌 일정' }).getAttribute('href')).toBe(
      '/tours/schedule/schedule?tourId=11',
    )
  })

  it('has a card per main tour and the member services', async () => {
    await renderApp('/')
    const cards = screen.getAllByRole('article').filter((a) => a.className.includes('tour-card'))
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      '코리안투어',
      '챌린지투어',
      '챔피언스투어',
      '윈터투어',
      '회원선발전',
      '주니어투어',
    ])
    const services = screen.getByRole('region', { name: '회원 서비스' })
    expect(
      within(services)
        .getByRole('link', { name: /대회 참가 신청/ })
        .getAttribute('href'),
    ).toBe('/communitys/gameApply')
    expect(within(services).getAllByRole('link')).toHaveLength(6)
  })

  it('asks a visitor to log in before the tournament application, and stays on the page', async () => {
    const { user, location } = await renderApp('/')
    const services = screen.getByRole('region', { name: '회원 서비스' })
    await user.click(within(services).getByRole('link', { name: /대회 참가 신청/ }))
    expect(await screen.findByRole('dialog', { name: '로그인 후 다시 시도해 주세요.' })).toBeTruthy()
    expect(location().pathname).toBe('/')
  })

  it('shows a tour home in its own language and colour', async () => {
    await renderApp('/tours/home/?tourId=75')
    expect(screen.getByRole('heading', { level: 1, name: '주니어투어' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: '투어 메뉴' })).toBeTruthy()
  })
})
