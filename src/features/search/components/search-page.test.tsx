import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/test/render-app'

describe('search page', () => {
  it('shows the keyword and the no-results state', async () => {
    await renderApp('/searchs/search/?keyword=%EB%B0%95%ED%94%84%EB%A1%9C')
    expect(screen.getByText('‘박프로’')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '검색 결과가 없습니다.' })).toBeTruthy()
  })

  it('asks for a term when there is none', async () => {
    await renderApp('/searchs/search')
    expect(screen.getByRole('heading', { name: '검색어를 입력해 주세요' })).toBeTruthy()
  })
})
