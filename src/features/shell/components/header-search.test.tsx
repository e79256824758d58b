import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

describe('header search', () => {
  it('asks for a term in a popup and stays put when the field is empty or blank', async () => {
    const { user, location } = await renderApp('/')
    const field = screen.getByRole('searchbox', { name: '통합검색' })

    await user.click(field)
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('검색어를 입력해 주세요.')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: '확인' }))

    await user.type(field, '   {Enter}')
    expect(await screen.findByRole('dialog')).toBeTruthy()
    expect(location().pathname).toBe('/')
  })

  it('opens the search page with the keyword and clears the field', async () => {
    const counts = { players: 0, tournaments: 0, news: 0, pages: 0 }
    server.use(
      http.get(`${API}/search`, () =>
        HttpResponse.json({
          keyword: '김프로',
          kind: 'all',
          page: 1,
          pageSize: 5,
          counts,
          players: [],
          tournaments: [],
          news: [],
          pages: [],
        }),
      ),
    )
    const { user, location } = await renderApp('/')
    const field = screen.getByRole<HTMLInputElement>('searchbox', { name: '통합검색' })

    await user.type(field, ' 김프로 {Enter}')

    expect(location().pathname).toBe('/searchs/search/')
    expect(location().search).toEqual({ keyword: '김프로' })
    expect(field.value).toBe('')
    expect(await screen.findByText('검색 결과가 없습니다.')).toBeTruthy()
  })
})
