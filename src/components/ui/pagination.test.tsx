import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '@/lib/i18n'
import { messages as en } from '../../../locales/en/messages.po'
import { pageBlock, Pagination } from './pagination'

describe('pagination', () => {
  it('shows ten page numbers per block', () => {
    expect(pageBlock(1, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(pageBlock(10, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(pageBlock(11, 25)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
    expect(pageBlock(23, 25)).toEqual([21, 22, 23, 24, 25])
  })

  it('moves a whole block with the arrows and marks the current page', async () => {
    i18n.load('en', en)
    i18n.activate('en')
    const onPage = vi.fn()
    const user = userEvent.setup()
    render(
      <I18nProvider i18n={i18n}>
        <Pagination page={13} pageCount={25} onPage={onPage} label="Pages" />
      </I18nProvider>,
    )
    expect(screen.getByRole('button', { name: 'Page 13' }).getAttribute('aria-current')).toBe('page')
    await user.click(screen.getByRole('button', { name: 'Next ten pages' }))
    expect(onPage).toHaveBeenLastCalledWith(21)
    await user.click(screen.getByRole('button', { name: 'Previous ten pages' }))
    expect(onPage).toHaveBeenLastCalledWith(10)
    await user.click(screen.getByRole('button', { name: 'Last page' }))
    expect(onPage).toHaveBeenLastCalledWith(25)
  })
})
