/** The member-only gate (docs/requirements/accounts.md#acc-19) on the tournament application link of the site map. */
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSessionStore } from '@/stores/session'
import { renderApp } from '@/test/render-app'
import { loginHref } from './use-member-gate'

const applicationLink = () => within(screen.getByRole('contentinfo')).getByRole('link', { name: '대회 참가 신청' })

describe('member gate', () => {
  it('stops a visitor with "please log in and try again"; closing it goes to the login with a way back', async () => {
    const { user, location } = await renderApp('/tours/home/?tourId=12')
    await user.click(applicationLink())

    const popup = screen.getByRole('dialog', { name: '로그인 후 다시 시도해 주세요.' })
    expect(location().pathname).toBe('/tours/home/')
    await user.click(within(popup).getByRole('button', { name: '로그인' }))

    await vi.waitFor(() => expect(location().pathname).toBe('/sign/login'))
    expect(location().search).toEqual({ redirect: '/communitys/gameApply' })
  })

  it('also goes to the login when the popup is dismissed with Escape', async () => {
    const { user, location } = await renderApp('/')
    await user.click(applicationLink())
    screen.getByRole('dialog', { name: '로그인 후 다시 시도해 주세요.' })
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(location().pathname).toBe('/sign/login'))
  })

  it('needs the user info too: a login state without it is not enough', async () => {
    useSessionStore.setState({ isLogin: true, userInfo: null })
    const { user } = await renderApp('/')
    await user.click(applicationLink())
    expect(screen.getByRole('dialog', { name: '로그인 후 다시 시도해 주세요.' })).toBeTruthy()
  })

  it('lets a logged-in member through', async () => {
    useSessionStore.getState().signIn({ id: 'member01', name: '김투어', memberClass: 'TP' })
    const { user, location } = await renderApp('/')
    await user.click(applicationLink())
    await vi.waitFor(() => expect(location().pathname).toBe('/communitys/gameApply'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('never sends the member back to a sign page after logging in', () => {
    expect(loginHref('/tours/home/?tourId=12')).toBe('/sign/login?redirect=%2Ftours%2Fhome%2F%3FtourId%3D12')
    expect(loginHref('/sign/findId')).toBe('/sign/login')
    expect(loginHref()).toBe('/sign/login')
  })
})
