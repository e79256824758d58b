import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { SearchResultDto } from '@contract/search'
import { API, setupApiServer } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

const empty: Omit<SearchResultDto, 'keyword' | 'kind'> = {
  page: 1,
  pageSize: 5,
  counts: { players: 0, tournaments: 0, news: 0, pages: 0 },
  players: [],
  tournaments: [],
  news: [],
  pages: [],
}

const player = (playerId: number, nameKo: string, firstNameEn: string, lastNameEn: string) => ({
  playerId,
  nameKo,
  firstNameEn,
  lastNameEn,
  country: 'KOR',
  photoUrl: null,
  tourId: 11,
})

describe('search page', () => {
  it('shows every kind with its count, and the matches of each', async () => {
    const asked: URLSearchParams[] = []
    server.use(
      http.get(`${API}/search`, ({ request }) => {
        const url = new URL(request.url)
        asked.push(url.searchParams)
        return HttpResponse.json({
          ...empty,
          keyword: '김',
          kind: 'all',
          counts: { players: 7, tournaments: 1, news: 0, pages: 0 },
          players: [player(1, '김하늘', 'Haneul', 'Kim'), player(2, '김도윤', 'Doyun', 'Kim')],
          tournaments: [
            {
              gameId: 9,
              tourId: 11,
              year: 2026,
              nameKo: '김해 오픈',
              nameEn: 'Gimhae Open',
              startDate: '2026-06-04',
              endDate: '2026-06-07',
              status: 3,
            },
          ],
        } satisfies SearchResultDto)
      }),
    )
    await renderApp('/searchs/search/?keyword=%EA%B9%80')
    const kinds = await screen.findByRole('navigation', { name: '검색 결과 종류' })
    expect((await within(kinds).findByRole('link', { name: /전체\s*8/ })).getAttribute('aria-current')).toBe('page')
    expect(
      within(kinds)
        .getByRole('link', { name: /선수\s*7/ })
        .getAttribute('href'),
    ).toBe('/searchs/search/?keyword=%EA%B9%80&kind=players')
    expect(within(kinds).getByRole('link', { name: /뉴스\s*0/ })).toBeTruthy()
    const players = screen.getByRole('region', { name: /선수/ })
    expect(
      within(players)
        .getByRole('link', { name: /김하늘/ })
        .getAttribute('href'),
    ).toBe('/tours/player/player/?tourId=11&playerId=1')
    expect(within(players).getByRole('link', { name: '7개 모두 보기' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /김해 오픈/ }).getAttribute('href')).toBe(
      '/tours/game/game?tourId=11&gameId=9',
    )
    expect(asked[0]?.get('keyword')).toBe('김')
    expect(asked[0]?.get('kind')).toBe('all')
  })

  it('says "no search results" from the catalogue when nothing matches', async () => {
    server.use(http.get(`${API}/search`, () => HttpResponse.json({ ...empty, keyword: '박프로', kind: 'all' })))
    await renderApp('/searchs/search/?keyword=%EB%B0%95%ED%94%84%EB%A1%9C')
    expect(screen.getByText('‘박프로’')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: '검색 결과가 없습니다.' })).toBeTruthy()
  })

  it('asks for a term when there is none, and an empty submit opens the popup without navigating', async () => {
    const { user, location } = await renderApp('/searchs/search')
    expect(screen.getByRole('heading', { name: '검색어를 입력해 주세요' })).toBeTruthy()
    const main = screen.getByRole('main')
    await user.click(within(main).getByRole('button', { name: '검색' }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
    expect(location().search).toEqual({})
  })

  it('lists news articles and stories, each linked to where it is read', async () => {
    server.use(
      http.get(`${API}/search`, () =>
        HttpResponse.json({
          ...empty,
          keyword: '오픈',
          kind: 'news',
          pageSize: 10,
          counts: { players: 0, tournaments: 0, news: 2, pages: 0 },
          news: [
            {
              id: 31,
              titleKo: '김하늘, 김해 오픈 우승',
              titleEn: 'Haneul Kim wins the Gimhae Open',
              publishedAt: '2026-06-07T10:00:00.000Z',
              path: '/medias/news/31',
            },
            {
              id: 5,
              titleKo: '대회가 만들어지는 일주일',
              titleEn: 'The week a tournament is built',
              publishedAt: '2026-06-01T00:00:00.000Z',
              path: '/story/5',
            },
          ],
        } satisfies SearchResultDto),
      ),
    )
    await renderApp('/searchs/search/?keyword=%EC%98%A4%ED%94%88&kind=news')
    expect((await screen.findByRole('link', { name: /김하늘, 김해 오픈 우승/ })).getAttribute('href')).toBe(
      '/medias/news/31',
    )
    expect(screen.getByRole('link', { name: /대회가 만들어지는 일주일/ }).getAttribute('href')).toBe('/story/5')
  })
})
