import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { PopupHost } from './popup-host'
import { openPopup } from './popup-store'

const renderHost = () =>
  render(
    <I18nProvider i18n={i18n}>
      <PopupHost />
    </I18nProvider>,
  )

describe('popup', () => {
  it('without content says the generic error, focuses Confirm and closes on it', async () => {
    const user = userEvent.setup()
    renderHost()
    let result: Promise<boolean> = Promise.resolve(false)
    act(() => {
      result = openPopup()
    })

    const dialog = screen.getByRole('alertdialog', { name: '오류가 발생했습니다.' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const confirm = screen.getByRole('button', { name: '확인' })
    expect(document.activeElement).toBe(confirm)

    await user.click(confirm)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await expect(result).resolves.toBe(true)
  })

  it('closes on Escape without confirming, then shows the next queued popup', async () => {
    const user = userEvent.setup()
    renderHost()
    let first: Promise<boolean> = Promise.resolve(true)
    act(() => {
      first = openPopup({ title: 'First', message: 'One' })
      void openPopup({ message: 'Second' })
    })

    expect(screen.getByRole('dialog', { name: 'First' })).toBeTruthy()
    await user.keyboard('{Escape}')
    await expect(first).resolves.toBe(false)
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy()
  })
})
