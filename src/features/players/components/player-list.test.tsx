import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'
import { inEnglish } from '../test/english'
import { listItem } from '../test/fixtures'

const server = setupApiServer()

const PEOPLE = [
  listItem(1, '강민준', 'Minjun', 'Kang', { wins: 3 }),
  listItem(2, '김하늘', 'Haneul', 'Kim'),
  listItem(3, '박도윤', 'Doyun', 'Park', { country: 'JPN', memberNo: null }),
]

/** A stand-in for GET /api/players that filters and pages a list of 45 players. */
function answerList(seen: URLSearchParams[]) {
  const all = Array.from({ length: 45 }, (_, i) => PEOPLE[i % 3]!).map((p, i) => ({
    ...p,
    playerId: i + 1,
    nameKo: `${p.nameKo}${i + 1}`,
    lastNameEn: `${p.lastNameEn}${i + 1}`,
    memberNo: p.memberNo === null ? null : `2020${String(i + 1).padStart(4, '0')}`,
  }))
  return http.get(`${API}/players`, ({ request }) => {
    const url = new URL(request.url)
    seen.push(url.searchParams)
    const q = url.searchParams.get('q')?.toLowerCase()
    // Members without a number sort last, as the server does.
    if (url.searchParams.get('sort') === 'memberNo')
      all.sort((a, b) => (a.memberNo ?? '9').localeCompare(b.memberNo ?? '9'))
    const page = Number(url.searchParams.get('page') ?? 1)
    const size = Number(url.searchParams.get('pageSize') ?? 20)
    const hits = q ? all.filter((p) => `${p.nameKo} ${p.firstNameEn} ${p.lastNameEn}`.toLowerCase().includes(q)) : all
    return HttpResponse.json({
      tourId: Number(url.searchParams.get('tourId')),
      page,
      pageSize: size,
      total: hits.length,
      items: hits.slice((page - 1) * size, page * size),
    })
  })
}

beforeEach(() => inEnglish())

const form = () => within(screen.getByRole('search', { name: 'Player search' }))

describe('player list', () => {
  it('lists the players with names, nationality, member number and wins, twenty a page', async () => {
    const seen: URLSearchParams[] = []
    server.use(answerList(seen))
    await renderApp('/tours/player/player/?tourId=11')
    expect(await screen.findByRole('heading', { level: 1, name: 'Players' })).toBeTruthy()
    const first = await screen.findByRole('link', { name: /Minjun Kang1\b/ })
    expect(within(first).getByText('No. 20200001')).toBeTruthy()
    expect(within(first).getByText('3 wins')).toBeTruthy()
    expect(screen.getAllByRole('link', { name: /Kang|Kim|Park/ })).toHaveLength(20)
    expect(screen.getByText('45 players')).toBeTruthy()
    expect(seen[0]!.get('tourId')).toBe('11')
    expect(seen[0]!.get('sort')).toBe('name')
    expect(seen[0]!.get('lang')).toBe('en')
  })

  it('searches by name and shows the no-results state with a way back', async () => {
    const seen: URLSearchParams[] = []
    server.use(answerList(seen))
    const { user, location } = await renderApp('/tours/player/player/?tourId=13')
    await screen.findAllByRole('link', { name: /Kang/ })
    await user.type(form().getByRole('searchbox', { name: 'Player name' }), 'doyun')
    await user.click(form().getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(location().search).toMatchObject({ q: 'doyun', page: 1, tourId: 13 }))
    expect(await screen.findByText(/players match “doyun”/)).toBeTruthy()
    expect(screen.getAllByRole('link', { name: /Doyun Park/ }).length).toBe(15)
    expect(screen.queryByRole('link', { name: /Minjun/ })).toBeNull()

    await user.clear(form().getByRole('searchbox', { name: 'Player name' }))
    await user.type(form().getByRole('searchbox', { name: 'Player name' }), 'nobody')
    await user.click(form().getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('heading', { name: 'No search results.' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Show every player' }))
    await waitFor(() => expect(location().search.q).toBeUndefined())
    expect(await screen.findByRole('link', { name: /Minjun Kang1\b/ })).toBeTruthy()
  })

  it('asks for a name instead of searching for nothing', async () => {
    server.use(answerList([]))
    const { user, location } = await renderApp('/tours/player/player/?tourId=11')
    await screen.findAllByRole('link', { name: /Kang/ })
    await user.click(form().getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('Please enter a player name.')).toBeTruthy()
    expect(location().search.q).toBeUndefined()
  })

  it('orders by member number and pages with numbered buttons', async () => {
    const seen: URLSearchParams[] = []
    server.use(answerList(seen))
    const { user, location } = await renderApp('/tours/player/player/?tourId=11')
    await screen.findAllByRole('link', { name: /Kang/ })
    await user.click(screen.getByRole('button', { name: 'By member no.' }))
    await waitFor(() => expect(seen.at(-1)!.get('sort')).toBe('memberNo'))
    expect(screen.getByRole('button', { name: 'By member no.' }).getAttribute('aria-pressed')).toBe('true')

    const pages = screen.getByRole('navigation', { name: 'Pages of players' })
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3'])
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page')
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(location().search).toMatchObject({ page: 3, sort: 'memberNo' }))
    // Member-number order: the fifteen without a number (the Parks) fill the last page.
    expect(await screen.findByRole('link', { name: /Doyun Park45\b/ })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: /Kang|Kim|Park/ })).toHaveLength(5)
  })

  it('falls back to tour 11 for a tour without player pages, and shows an error with a retry', async () => {
    let calls = 0
    server.use(
      http.get(`${API}/players`, () => {
        calls += 1
        // A 4xx is not retried by the call layer, so the error shows at once.
        return calls === 1
          ? HttpResponse.json({ code: 'BAD_REQUEST', message: 'boom' }, { status: 400 })
          : HttpResponse.json({ tourId: 11, page: 1, pageSize: 20, total: 0, items: [] })
      }),
    )
    const { user, location } = await renderApp('/tours/player/player/?tourId=12')
    expect(location().search.tourId).toBe(11)
    await user.click(await screen.findByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'No search results.' })).toBeTruthy()
  })

  it('offers the last page when a link points past the end of the list', async () => {
    server.use(answerList([]))
    const { user, location } = await renderApp('/tours/player/player/?tourId=11&page=9')
    expect(await screen.findByRole('heading', { name: 'This page is past the end of the list' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Go to the last page' }))
    await waitFor(() => expect(location().search.page).toBe(3))
    expect(await screen.findByRole('link', { name: /Doyun Park45\b/ })).toBeTruthy()
  })
})
