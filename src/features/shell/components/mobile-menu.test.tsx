import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'

describe('mobile full menu', () => {
  it('toggles with the menu button and closes on Escape, returning focus', async () => {
    const { user } = await renderApp('/')
    const toggle = screen.getByRole('button', { name: '전체 메뉴' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')

    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const menu = screen.getByRole('dialog', { name: '전체 메뉴' })
    expect(menu.contains(document.activeElement)).toBe(true)
    expect(document.body.classList.contains('is-scroll-locked')).toBe(true)

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).toBeNull()
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
    expect(document.body.classList.contains('is-scroll-locked')).toBe(false)
  })

  it('closes when a link in it is followed', async () => {
    const { user, location } = await renderApp('/')
    await user.click(screen.getByRole('button', { name: '전체 메뉴' }))
    const menu = screen.getByRole('dialog', { name: '전체 메뉴' })

    await user.click(within(menu).getByRole('link', { name: '챌린지투어' }))

    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).toBeNull()
    expect(location().search).toEqual({ tourId: 12 })
  })
})
