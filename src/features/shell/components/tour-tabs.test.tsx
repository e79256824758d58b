import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'

function activeTab(): string | null {
  const nav = screen.getByRole('navigation', { name: '투어' })
  const active = within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'true')
  return active.length === 1 ? active[0]!.textContent : null
}

describe('header tour tabs', () => {
  it('marks the tour of the URL active', async () => {
    await renderApp('/tours/home/?tourId=12')
    expect(activeTab()).toBe('챌린지투어')
  })

  it('folds tourId 55 into the membership selection tab', async () => {
    await renderApp('/tours/home?tourId=55')
    expect(activeTab()).toBe('회원선발전')
  })

  it('shows the main tour for 62 and for "all", and no tab for an unknown tour', async () => {
    const { router } = await renderApp('/tours/home/?tourId=62')
    expect(activeTab()).toBe('코리안투어')
    await router.navigate({ href: '/tours/home/?tourId=999' })
    expect(activeTab()).toBeNull()
    await router.navigate({ href: '/tours/home/?tourId=all' })
    expect(activeTab()).toBe('코리안투어')
  })

  it('follows a click on another tab', async () => {
    const { user, location } = await renderApp('/')
    const nav = screen.getByRole('navigation', { name: '투어' })
    await user.click(within(nav).getByRole('link', { name: '챔피언스투어' }))
    expect(location().search).toEqual({ tourId: 13 })
    expect(activeTab()).toBe('챔피언스투어')
  })
})
