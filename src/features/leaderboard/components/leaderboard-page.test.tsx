import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

// jsdom lays nothing out: give elements a size so the virtualised board renders its rows.
const sized = ['offsetHeight', 'offsetWidth', 'clientHeight', 'clientWidth'] as const
const originals = sized.map((prop) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, prop))
beforeAll(() => {
  for (const prop of sized)
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get: () => (prop.endsWith('Width') ? 1200 : 800),
    })
})
afterAll(() => {
  sized.forEach((prop, i) => {
    if (originals[i]) Object.defineProperty(HTMLElement.prototype, prop, originals[i])
  })
})

const row = (
  playerId: number,
  name: string,
  position: string,
  rank: number | null,
  toPar: number | null,
  thru: string | null,
) => ({
  playerId,
  externalId: null,
  name,
  country: 'KOR',
  amateur: false,
  position,
  rank,
  status: rank === null ? 'MC' : 'active',
  total: toPar === null ? null : 144 + toPar,
  toPar,
  today: rank === null ? null : -2,
  thru,
  startHole: 1,
  rounds: [{ round: 1, strokes: 70, toPar: -2 }],
  playoff: null,
})

describe('leaderboard frame', () => {
  it('shows the current game of the tour ranked, with to-par and thru as a fan reads them', async () => {
    server.use(
      http.get(`${API}/game/current`, () => HttpResponse.json({ tourId: 11, gameId: 7, apcYear: 2026 })),
      http.get(`${API}/game/7`, () => HttpResponse.json(null, { status: 404 })),
      http.get(`${API}/game/7/leaderboard`, () =>
        HttpResponse.json({
          gameId: 7,
          version: 3,
          status: 2,
          currentRound: 2,
          finished: false,
          cut: null,
          playoffHoles: null,
          suspension: null,
          rows: [
            row(1, '김하늘', '1', 1, -8, 'F'),
            row(2, '박도윤', 'T2', 2, -6, '9*'),
            row(3, '이서준', 'T2', 2, 0, '12'),
            row(4, '최민', 'MC', null, 5, null),
          ],
        }),
      ),
    )
    await renderApp('/tours/leaderboard/?tourId=11')
    const leader = await screen.findByRole('rowheader', { name: /김하늘/ })
    expect(leader.closest('tr')?.textContent).toContain('-8')
    expect(screen.getByRole('rowheader', { name: /박도윤/ }).closest('tr')?.textContent).toContain('9*')
    expect(screen.getByRole('rowheader', { name: /이서준/ }).closest('tr')?.textContent).toContain('E')
    expect(screen.getByRole('rowheader', { name: /최민/ }).closest('tr')?.textContent).toContain('MC')
    expect(screen.queryByText('현재 이 투어에서 진행 중인 대회가 없습니다')).toBeNull()
  })

  it('sorts by a column, draws the projected cut line and pins a favourite on top', async () => {
    server.use(
      http.get(`${API}/game/9/leaderboard`, () =>
        HttpResponse.json({
          gameId: 9,
          version: 12,
          status: 2,
          currentRound: 2,
          finished: false,
          cut: { afterRound: 2, top: 2, line: -6, projected: true },
          playoffHoles: null,
          suspension: null,
          rows: [
            row(1, '김하늘', '1', 1, -8, 'F'),
            row(2, '박도윤', '2', 2, -6, '9*'),
            row(3, '이서준', '3', 3, 0, '12'),
          ],
        }),
      ),
      http.get(`${API}/game/9`, () => HttpResponse.json(null, { status: 404 })),
    )
    const { user } = await renderApp('/tours/leaderboard/?tourId=11&srhGameId=9')
    await screen.findByRole('rowheader', { name: /김하늘/ })
    const names = () =>
      screen.getAllByRole('rowheader').map((cell) => cell.textContent?.replace(/[♥♡]/g, '').split(' ')[0])
    expect(names()).toEqual(['김하늘', '박도윤', '이서준'])
    // The line sits between the last player inside (-6) and the first outside (E).
    const lines = screen.getAllByRole('row')
    const cut = lines.findIndex((line) => line.classList.contains('board__cut'))
    expect(lines[cut]?.textContent).toContain('-6')
    expect(cut).toBe(lines.findIndex((line) => line.textContent?.includes('이서준')) - 1)

    const toPar = screen.getAllByRole('columnheader').find((h) => within(h).queryByRole('button', { name: /^스코어/ }))!
    await user.click(within(toPar).getByRole('button'))
    await user.click(within(toPar).getByRole('button'))
    expect(toPar.getAttribute('aria-sort')).toBe('descending')
    expect(names()).toEqual(['이서준', '박도윤', '김하늘'])

    const last = screen.getByRole('rowheader', { name: /이서준/ })
    await user.click(within(last).getByRole('button', { pressed: false }))
    expect(names()[0]).toBe('이서준')
    expect(JSON.parse(localStorage.getItem('fw.favouritePlayers') ?? '{}').state.playerIds).toEqual([3])
  })

  it('says honestly that no tournament is in play and links to the tour schedule', async () => {
    server.use(http.get(`${API}/game/current`, () => HttpResponse.json({ tourId: 13, gameId: null, apcYear: null })))
    await renderApp('/tours/leaderboard/?tourId=13&srhYear=2026&subType=leaderboard')
    expect(screen.getByText('챔피언스투어', { selector: '.page-band__lead' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: '현재 이 투어에서 진행 중인 대회가 없습니다' })).toBeTruthy()
    const schedule = screen.getByRole('link', { name: '대회 일정 보기' })
    expect(schedule.getAttribute('href')).toBe('/tours/schedule/schedule?tourId=13')
    expect(screen.queryAllByRole('row')).toHaveLength(0)
  })
})
