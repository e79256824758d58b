import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { LeaderboardDto } from '@contract/leaderboard'
import { queryKeys } from '@/api/query-keys'
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

const BOARD: LeaderboardDto = {
  gameId: 7,
  version: 3,
  status: 2,
  currentRound: 2,
  finished: false,
  cut: null,
  playoffHoles: null,
  suspension: null,
  rows: [
    {
      playerId: 1,
      externalId: null,
      name: '김하늘',
      country: 'KOR',
      amateur: false,
      position: '1',
      rank: 1,
      status: 'active',
      total: 136,
      toPar: -8,
      today: -2,
      thru: '15',
      startHole: 1,
      rounds: [{ round: 1, strokes: 66, toPar: -6 }],
      playoff: null,
    },
  ],
}

it('shows the suspension when the live board gets it and drops it when play resumes, without a reload', async () => {
  server.use(
    http.get(`${API}/game/current`, () => HttpResponse.json({ tourId: 11, gameId: 7, apcYear: 2026 })),
    http.get(`${API}/game/7`, () => HttpResponse.json(null, { status: 404 })),
    http.get(`${API}/game/7/leaderboard`, () => HttpResponse.json(BOARD)),
  )
  const { queryClient } = await renderApp('/tours/leaderboard/?tourId=11')
  await screen.findByRole('rowheader', { name: /김하늘/ })
  expect(screen.queryByText(/경기 중단/)).toBeNull()

  // The live sync writes each applied feed patch into this query (src/api/live/live-sync.ts).
  const key = queryKeys.games.leaderboard(7, 'ko')
  const suspended = { reason: 'lightning', round: 2, since: '2026-11-26T06:05:00.000Z' } as const
  act(() => queryClient.setQueryData(key, { ...BOARD, version: 4, suspension: suspended }))
  expect((await screen.findByText('경기 중단: 낙뢰')).closest('[role="status"]')?.textContent).toContain('15:05')

  act(() => queryClient.setQueryData(key, { ...BOARD, version: 5, suspension: null }))
  await waitFor(() => expect(screen.queryByText('경기 중단: 낙뢰')).toBeNull())
  expect(screen.getByRole('rowheader', { name: /김하늘/ })).toBeTruthy()
})
