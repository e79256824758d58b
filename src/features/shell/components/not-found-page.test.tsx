import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'

describe('not-found page', () => {
  it('says the page is missing inside the normal chrome and offers the way home', async () => {
    const { user, location } = await renderApp('/nowhere/at-all')
    expect(screen.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeTruthy()
    expect(screen.getByRole('banner')).toBeTruthy()

    await user.click(screen.getByRole('link', { name: '포털 홈으로' }))
    expect(location().pathname).toBe('/')
  })
})
