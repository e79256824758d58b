import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getLanguage } from '@/lib/storage'
import { renderApp } from '@/test/render-app'

describe('language switch', () => {
  it('shows the portal in English at once, stores the choice and sets <html lang>', async () => {
    const { user } = await renderApp('/')
    expect(screen.getAllByText('로그인').length).toBeGreaterThan(0)

    const group = screen.getAllByRole('group', { name: '언어' })[0]!
    await user.click(within(group).getByRole('button', { name: 'English' }))

    await waitFor(() => expect(screen.getAllByText('Log in').length).toBeGreaterThan(0))
    expect(screen.queryByText('로그인')).toBeNull()
    expect(getLanguage()).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(
      within(screen.getAllByRole('group', { name: 'Language' })[0]!)
        .getByRole('button', { name: 'English' })
        .getAttribute('aria-pressed'),
    ).toBe('true')
  })
})
