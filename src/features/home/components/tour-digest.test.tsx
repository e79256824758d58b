import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setupApiServer } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'
import { digestHandlers, game } from '../test/digest-api'

const server = setupApiServer()

describe('tour digest on the home pages', () => {
  it('shows the live tournament with the top of its board, linked to the full board', async () => {
    server.use(...digestHandlers())
    await renderApp('/')
    const now = await screen.findByRole('region', { name: '지금 진행 중' })
    expect(await within(now).findByRole('link', { name: '대회4' })).toBeTruthy()
    const board = await within(now).findByRole('table', { name: '리더보드' })
    const rows = within(board).getAllByRole('row').slice(1)
    // Eight rows: the leader, the tie for second with its T, to par and holes played.
    expect(rows).toHaveLength(8)
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s+/g, ' ').trim()),
    ).toEqual(['1', expect.stringContaining('박선두'), '-9', 'F'])
    expect(within(rows[2]!).getAllByRole('cell')[0]!.textContent).toBe('T2')
    expect(within(rows[2]!).getAllByRole('cell')[3]!.textContent).toBe('9*')
    expect(
      within(now)
        .getByRole('link', { name: /전체 리더보드/ })
        .getAttribute('href'),
    ).toBe('/tours/game/game?tourId=11&gameId=4&type=leaderboard')
  })

  it('lists the points and money leaders, the last three winners and the season strip', async () => {
    server.use(...digestHandlers())
    await renderApp('/tours/home/?tourId=11')
    const leaders = await screen.findByRole('region', { name: '부문별 선두' })
    expect(await within(leaders).findByText('포인트1위')).toBeTruthy()
    expect(await within(leaders).findByText('상금1위')).toBeTruthy()
    expect(within(leaders).getByText('490,000,000원')).toBeTruthy()
    expect(
      within(leaders)
        .getByRole('link', { name: /전체 순위/ })
        .getAttribute('href'),
    ).toBe('/tours/record/?tourId=11')
    const recent = await screen.findByRole('region', { name: '최근 대회 결과' })
    const cards = await within(recent).findAllByRole('listitem')
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['대회3', '대회2', '대회1'])
    expect(within(cards[0]!).getByText('우승3')).toBeTruthy()
    expect(cards[0]!.textContent).toContain('-15 (273)')
    const strip = await screen.findByRole('region', { name: '2026 시즌' })
    const links = within(strip)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href')?.startsWith('/tours/game/'))
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/tours/game/game?tourId=11&gameId=1&type=leaderboard',
      '/tours/game/game?tourId=11&gameId=2&type=leaderboard',
      '/tours/game/game?tourId=11&gameId=3&type=leaderboard',
      '/tours/game/game?tourId=11&gameId=4&type=leaderboard',
      '/tours/game/game?tourId=11&gameId=5&type=information',
    ])
  })

  it('leads with the next tournament and its countdown when nothing is live', async () => {
    server.use(
      ...digestHandlers({
        live: false,
        season: [game(1, 3, '2026-04-09', '2026-04-12'), game(9, 1, '2099-06-25', '2099-06-28')],
      }),
    )
    await renderApp('/')
    const next = await screen.findByRole('region', { name: '다음 대회' })
    expect(await within(next).findByRole('link', { name: '대회9' })).toBeTruthy()
    expect(within(next).getByText(/일 후 개막/)).toBeTruthy()
    expect(within(next).queryByRole('table')).toBeNull()
  })

  it('shows the tour’s latest news and photos, linked to the article and the gallery', async () => {
    server.use(...digestHandlers())
    await renderApp('/tours/home/?tourId=11')
    const media = await screen.findByRole('region', { name: '뉴스와 사진' })
    const lead = await within(media).findByRole('link', { name: '기사31' })
    expect(lead.getAttribute('href')).toBe('/medias/news/31')
    expect(within(media).getByRole('img', { name: '그림31' })).toBeTruthy()
    expect(within(media).getByRole('link', { name: '기사29' }).getAttribute('href')).toBe('/medias/news/29')
    const photos = within(media).getAllByRole('link', { name: /사진 보기/ })
    expect(photos.map((a) => a.getAttribute('href'))).toEqual(
      [41, 42, 43, 44].map((id) => `/tours/media/media/?tourId=11&tab=photo&searchOrder=latest&photo=${id}`),
    )
    expect(
      within(media)
        .getByRole('link', { name: /전체 미디어/ })
        .getAttribute('href'),
    ).toBe('/tours/media/media/?tourId=11')
  })

  it('leaves the news and photos out for a tour that has none', async () => {
    server.use(...digestHandlers({ media: false }))
    await renderApp('/tours/home/?tourId=11')
    await screen.findByRole('region', { name: '최근 대회 결과' })
    await waitFor(() => expect(screen.queryByRole('region', { name: '뉴스와 사진' })).toBeNull())
  })
})
