import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { BroadcastApp } from './broadcast-app'
import { createBroadcastQueryClient } from './broadcast-query-client'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

const row = (n: number) => ({
  playerId: n,
  externalId: null,
  name: `선수${n}`,
  country: 'KOR',
  amateur: false,
  position: String(n),
  rank: n,
  status: 'active',
  total: 140 + n,
  toPar: n - 5,
  today: -1,
  thru: '12',
  startHole: 1,
  rounds: [{ round: 1, strokes: 70, toPar: -2 }],
  playoff: null,
})

function serveGame(rows = 25, suspension: unknown = null) {
  server.use(
    http.get(`${API}/game/current`, () => HttpResponse.json({ tourId: 11, gameId: 7, apcYear: 2026 })),
    http.get(`${API}/game/7`, () =>
      HttpResponse.json({ gameId: 7, nameKo: '파이널 오픈', nameEn: 'Final Open', course: { par: 72 }, rounds: 4 }),
    ),
    http.get(`${API}/game/7/leaderboard`, () =>
      HttpResponse.json({
        gameId: 7,
        version: 3,
        status: 2,
        currentRound: 2,
        finished: false,
        cut: { afterRound: 2, top: 10, line: 4, projected: true },
        playoffHoles: null,
        suspension,
        rows: Array.from({ length: rows }, (_, i) => row(i + 1)),
      }),
    ),
  )
}

function openBroadcast(query: string) {
  window.history.replaceState(null, '', `/tour/leaderboardSKT${query}`)
  return render(<BroadcastApp queryClient={createBroadcastQueryClient()} />)
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('broadcast board', () => {
  it('shows one page of the field with its range, the title, round and par, and no site chrome', async () => {
    serveGame()
    openBroadcast('?tourId=11&rows=10')
    expect(await screen.findByText('선수1')).toBeTruthy()
    expect(screen.queryByText('선수11')).toBeNull()
    expect(document.querySelector('[data-range]')?.getAttribute('data-range')).toBe('1-10/25')
    expect(await screen.findByRole('heading', { name: '파이널 오픈' })).toBeTruthy()
    expect(screen.getByText('2라운드')).toBeTruthy()
    expect(document.querySelector('header, footer, nav')).toBeNull()
    // The projected cut runs under the last row inside it (to par +4: the 9th player).
    expect(document.querySelector('.bc-row--cut')?.getAttribute('data-player-id')).toBe('9')
  })

  // docs/requirements/officials.md#of-4
  it('says on air that play is suspended, in the broadcast language', async () => {
    serveGame(25, { reason: 'darkness', round: 2, since: '2026-11-26T08:42:00.000Z' })
    openBroadcast('?tourId=11&rows=10&lang=ko')
    const banner = (await screen.findByText('경기 중단: 일몰')).closest('.bc-suspension')!
    expect(banner.textContent).toContain('17:42')
    expect(screen.getByText('선수1')).toBeTruthy()
  })

  it('shows a branded holding card, never an empty table, when the tour has no game', async () => {
    server.use(http.get(`${API}/game/current`, () => HttpResponse.json({ tourId: 12, gameId: null, apcYear: null })))
    openBroadcast('?tourId=12')
    // Asserted by its state, not its words: the new messages reach the catalogs when they are merged.
    await waitFor(() => expect(document.querySelector('[data-holding]')?.getAttribute('data-holding')).toBe('no-game'))
    const card = screen.getByRole('status')
    expect(within(card).getByRole('heading', { name: '챌린지투어' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('opens the settings with S and builds the URL a partner copies', async () => {
    serveGame()
    openBroadcast('?gameId=7')
    await screen.findByText('선수1')
    const user = userEvent.setup()
    await act(() => user.keyboard('s'))
    const dialog = await screen.findByRole('dialog')
    // Fields found by name: their labels' words reach the catalogs when the new messages are merged.
    const field = <T extends HTMLElement>(name: string) => dialog.querySelector<T>(`[name="${name}"]`)!
    const rows = field<HTMLInputElement>('rows')
    expect(within(dialog).getAllByRole('spinbutton')).toContain(rows)
    expect(document.querySelector(`label[for="${rows.id}"]`)).toBeTruthy()
    await user.clear(rows)
    await user.type(rows, '12')
    await user.selectOptions(field('theme'), 'light')
    const url = field<HTMLInputElement>('url')
    expect(url.value).toBe(`${window.location.origin}/tour/leaderboardSKT?gameId=7&rows=12&theme=light`)
    // The page behind is the preview: it already follows the settings.
    expect(window.location.search).toBe('?gameId=7&rows=12&theme=light')
    expect(document.querySelector('.bc')?.getAttribute('data-theme')).toBe('light')
  })

  it('is the in-app page of /tour/leaderboardSKT too, with the parameters of the route', async () => {
    serveGame(3)
    await renderApp('/tour/leaderboardSKT?gameId=7&theme=chroma')
    expect(await screen.findByText('선수3')).toBeTruthy()
    expect(document.querySelector('.bc')?.getAttribute('data-theme')).toBe('chroma')
    expect(document.querySelector('.site-header')).toBeNull()
  })
})
