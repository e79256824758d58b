import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { switchLanguage } from '@/lib/i18n'
import { renderApp } from '@/test/render-app'

describe('site footer', () => {
  it('opens the refusal notice for unauthorised e-mail collection', async () => {
    const { user } = await renderApp('/')
    await user.click(screen.getByRole('button', { name: '이메일무단수집거부' }))
    const dialog = screen.getByRole('dialog', { name: '이메일무단수집거부' })
    expect(dialog.textContent).toContain('무단으로 수집되는 것을 거부합니다')
    expect(dialog.textContent).toContain('형사 처벌')
  })

  it('shows the privacy policy in bold and the Korean-only menus only in Korean', async () => {
    await renderApp('/')
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: '개인정보처리방침' }).className).toContain('is-strong')
    expect(within(footer).getByRole('link', { name: '해외투어' })).toBeTruthy()

    await switchLanguage('en')
    await waitFor(() => expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toBeTruthy())
    expect(within(footer).queryByRole('link', { name: 'Overseas tour' })).toBeNull()
  })
})
