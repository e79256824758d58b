import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'
import { game, holeRecord } from '../test/fixtures'
import { stubLayout } from '@/test/layout-stub'
import { inEnglish } from '../test/render-plain'

const server = setupApiServer()
stubLayout()

const timeTable = {
  gameId: 7,
  round: 2,
  date: '2026-11-23',
  roundsWithTeeTimes: [1, 2],
  groups: [
    {
      groupNo: 1,
      startHole: 1,
      teeTime: '07:00',
      teeTimeAt: '2026-11-22T22:00:00.000Z',
      players: [{ playerId: 1, nameKo: '김하늘', nameEn: 'Haneul Kim', country: 'KOR', amateur: false }],
    },
    {
      groupNo: 10,
      startHole: 10,
      teeTime: '07:00',
      teeTimeAt: '2026-11-22T22:00:00.000Z',
      players: [{ playerId: 2, nameKo: '박도윤', nameEn: 'Doyun Park', country: 'JPN', amateur: true }],
    },
  ],
}

beforeEach(() => {
  inEnglish()
  server.use(
    http.get(`${API}/game/7`, () => HttpResponse.json(game)),
    http.get(`${API}/game/timeTable`, () => HttpResponse.json(timeTable)),
    http.get(`${API}/game/hole/record`, () => HttpResponse.json(holeRecord)),
    // The board tabs belong to the live board's own tests; here they only need an answer.
    http.get(`${API}/game/7/leaderboard`, () =>
      HttpResponse.json({ code: 'NOT_FOUND', message: 'no board' }, { status: 404 }),
    ),
  )
})

const tab = (name: string) => screen.getByRole('tab', { name })

describe('tournament page tabs', () => {
  it('opens the tab the URL names, with the tournament in the header', async () => {
    await renderApp('/tours/game/game?tourId=11&gameId=7&type=teeTimes')
    expect(await screen.findByRole('heading', { level: 1, name: 'Cheongsol Securities Masters' })).toBeTruthy()
    expect(tab('Tee Times').getAttribute('aria-selected')).toBe('true')
    expect(tab('Leaderboard').getAttribute('aria-selected')).toBe('false')
    const panel = screen.getByRole('tabpanel')
    expect(await within(panel).findByText('Group 10')).toBeTruthy()
    expect(within(panel).getByText('JPN')).toBeTruthy()
  })

  it('changes type in the URL when a tab is clicked or reached with the arrow keys', async () => {
    const { user, location } = await renderApp('/tours/game/game?tourId=11&gameId=7&type=teeTimes')
    await screen.findByText('Group 10')
    await user.click(tab('Progress by Groups'))
    await waitFor(() => expect(location().search).toMatchObject({ type: 'progressByGroups', gameId: 7, tourId: 11 }))
    expect(tab('Progress by Groups').getAttribute('aria-selected')).toBe('true')
    expect(await within(screen.getByRole('tabpanel')).findByText('On hole 4')).toBeTruthy()

    tab('Progress by Groups').focus()
    await user.keyboard('{ArrowLeft}')
    await waitFor(() => expect(location().search).toMatchObject({ type: 'progressByHole' }))
    expect(document.activeElement).toBe(tab('Progress by hole'))
    await user.keyboard('{Home}')
    await waitFor(() => expect(location().search).toMatchObject({ type: 'information' }))
  })

  it('falls back to the leaderboard tab for an unknown type', async () => {
    await renderApp('/tours/game/game?tourId=11&gameId=7&type=nonsense')
    await screen.findByRole('heading', { level: 1, name: 'Cheongsol Securities Masters' })
    expect(tab('Leaderboard').getAttribute('aria-selected')).toBe('true')
  })

  it('opens an upcoming tournament on its information', async () => {
    server.use(
      http.get(`${API}/game/7`, () =>
        HttpResponse.json({ ...game, status: 1, currentRound: 0, ticketPriceWon: 30_000 }),
      ),
      http.get(`${API}/game/course/info`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'no course' }, { status: 404 }),
      ),
      http.get(`${API}/game/address/7`, () =>
        HttpResponse.json({
          gameId: 7,
          addressKo: '제주 바람언덕 CC',
          addressEn: 'Baram Hill CC, Jeju',
          shuttleKo: null,
          shuttleEn: null,
          parkingKo: null,
          parkingEn: 'Car park 2, free',
        }),
      ),
      http.get(`${API}/game/player/goods`, () =>
        HttpResponse.json({
          gameId: 7,
          waitingRoom: false,
          products: [
            {
              id: 70,
              gameId: 7,
              kind: 'all_days',
              nameKo: '전 경기일권',
              nameEn: 'All-days ticket',
              courseKo: '바람언덕 CC',
              courseEn: 'Baram Hill CC',
              day: null,
              priceWon: 30_000,
              capacity: 500,
              leftCount: 12,
              saleOpensAt: '2026-04-01T00:00:00.000Z',
              saleClosesAt: '2026-06-01T00:00:00.000Z',
              onSale: true,
              perMemberLimit: 4,
              membersOnly: false,
              requiresBirthDate: false,
              shipped: false,
            },
          ],
        }),
      ),
    )
    await renderApp('/tours/game/game?tourId=11&gameId=7')
    await screen.findByRole('heading', { level: 1, name: 'Cheongsol Securities Masters' })
    expect(tab('Information').getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel')
    expect(await within(panel).findByText('Car park 2, free')).toBeTruthy()
    // The tickets on sale with what is left, and the way to buy them (docs/requirements/ticketing.md#tkt-1).
    expect(await within(panel).findByRole('link', { name: 'Buy tickets' })).toBeTruthy()
    expect(within(panel).getByText(/12 left/)).toBeTruthy()
    expect(within(panel).getByText('1,200,000,000 won')).toBeTruthy()
  })

  it('shows only the views of the format: a stroke event has no bracket, match play no hole-by-hole', async () => {
    await renderApp('/tours/game/game?tourId=11&gameId=7&type=drawBracket')
    expect((await screen.findByRole('tab', { name: 'Leaderboard' })).getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByRole('tab', { name: 'Draw bracket' })).toBeNull()
    expect(screen.getByRole('tab', { name: 'Tournament Stats' })).toBeTruthy()
  })

  it('colours hole-by-hole scores by score name', async () => {
    await renderApp('/tours/game/game?tourId=11&gameId=7&type=holeByHole')
    const row = (await screen.findByRole('rowheader', { name: /Player 1/ })).closest('tr')!
    const holes = [...row.querySelectorAll('td.hbh__hole span')]
    expect(holes[0]!.className).toContain('score--birdie') // 3 on a par 4
    expect(holes[1]!.className).toContain('score--eagle') // 3 on a par 5
    expect(holes[2]!.className).toContain('score--bogey') // 5 on a par 4
    expect(holes[3]!.className).toContain('score--double-bogey') // 5 on a par 3
    expect(holes[4]!.className).toContain('score--par')
    const other = screen.getByRole('rowheader', { name: /Player 2/ }).closest('tr')!
    expect(other.querySelectorAll('td.hbh__hole span')[3]!.className).toBe('score') // not played yet
  })

  it('says so when the tournament does not exist', async () => {
    server.use(
      http.get(`${API}/game/8`, () =>
        HttpResponse.json({ code: 'NOT_FOUND', message: 'Game 8 not found' }, { status: 404 }),
      ),
    )
    await renderApp('/tours/game/game?tourId=11&gameId=8&type=holeStats')
    expect(await screen.findByRole('heading', { name: 'This tournament could not be found' })).toBeTruthy()
  })
})
