/** The application list as members and visitors use it (docs/requirements/tournament-applications.md#app-2, #app-5). */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import type { ApplyGameListDto } from '@contract/game-apply'
import { API, setupApiServer } from '@/api/test-helpers'
import { application, game, inEnglish, renderAt } from './test/apply-fixtures'

const server = setupApiServer()

beforeEach(inEnglish)

const GAMES = [
  game(),
  game({
    gameId: 42,
    tourId: 12,
    nameEn: 'Challenge Open',
    tourNameEn: 'Challenge Tour',
    window: 'planned',
    entryFeeWon: 0,
    accepted: 0,
  }),
  game({ gameId: 43, nameEn: 'Closed Cup', gameStatus: 4, window: 'ended', accepted: 156, waitlisted: 7 }),
]

function serveList(items = GAMES) {
  const asked: URLSearchParams[] = []
  server.use(
    http.get(`${API}/game/main/list`, ({ request }) => {
      const query = new URL(request.url).searchParams
      asked.push(query)
      const year = Number(query.get('srhYear') ?? 2026)
      const tour = query.get('tour')
      const body: ApplyGameListDto = {
        year,
        years: [2026, 2025],
        serverNow: '2026-12-02T03:00:00.000Z',
        items: year === 2026 ? items.filter((g) => tour === 'all' || String(g.tourId) === tour) : [],
      }
      return HttpResponse.json(body)
    }),
  )
  return asked
}

const row = (name: string) => screen.findByRole('listitem', { name })

it("shows each tournament's facts, window and state to a visitor", async () => {
  const asked = serveList()
  await renderAt('/communitys/gameApply', { signedIn: false })
  const open = within(await row('Fairway Open'))
  expect(open.getByText('Applying')).toBeTruthy()
  expect(open.getByText('₩150,000')).toBeTruthy()
  expect(open.getByText('120 / 156')).toBeTruthy()
  expect(open.getByText('Ocean Country Club')).toBeTruthy()
  // The window in Seoul time, whatever the test machine's zone.
  expect(open.getByText('Wed 2 Dec 2026, 10:00 ~ Sat 5 Dec 2026, 16:00')).toBeTruthy()
  expect(open.getByRole('button', { name: 'Apply' })).toBeTruthy()

  const planned = within(await row('Challenge Open'))
  expect(planned.getByText('Planned to apply')).toBeTruthy()
  expect(planned.getByText('Free')).toBeTruthy()
  expect(planned.queryByRole('button', { name: 'Apply' })).toBeNull()

  const closed = within(await row('Closed Cup'))
  expect(closed.getByText('Registration closed')).toBeTruthy()
  expect(closed.getByText(/7 waiting/)).toBeTruthy()
  // No season in the address: the server's current season is asked for, not the browser's year.
  expect(asked[0]?.get('srhYear')).toBeNull()
  expect(asked[0]?.get('tour')).toBe('all')
})

it('filters by tour and season through the address, with an empty state for a season without any', async () => {
  const asked = serveList()
  const { user, location } = await renderAt('/communitys/gameApply', { signedIn: false })
  await row('Fairway Open')
  await user.click(screen.getByRole('link', { name: 'Challenge Tour' }))
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Fairway Open' })).toBeNull())
  expect(await row('Challenge Open')).toBeTruthy()
  expect(location().search).toMatchObject({ tourId: '12' })
  expect(asked.at(-1)?.get('tour')).toBe('12')

  await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '2025')
  expect(await screen.findByText('No tournament takes applications in 2025.')).toBeTruthy()
  expect(location().search).toMatchObject({ tourId: '12', srhYear: 2025 })
})

it('sends a visitor who presses Apply to the login, coming back to the tournament', async () => {
  serveList()
  const { user, location } = await renderAt('/communitys/gameApply', { signedIn: false })
  await user.click(within(await row('Fairway Open')).getByRole('button', { name: 'Apply' }))
  const popup = await screen.findByRole('dialog')
  await user.click(within(popup).getByRole('button', { name: 'Log in' }))
  await waitFor(() => expect(location().pathname).toBe('/sign/login'))
  expect(location().search).toMatchObject({ redirect: `/communitys/gameApplyAbout?gameId=41` })
})

it("shows a member's own application and leads to it", async () => {
  serveList([game({ mine: application({ state: 'waitlisted', waitlistPosition: 3 }) })])
  server.use(
    http.get(`${API}/game/reserveInfo`, () =>
      HttpResponse.json({
        gameId: 41,
        fieldSize: 156,
        accepted: 156,
        waitlisted: 3,
        window: 'open',
        mine: application({ state: 'waitlisted', waitlistPosition: 3 }),
      }),
    ),
  )
  const { user, location } = await renderAt('/communitys/gameApply')
  const mine = within(await row('Fairway Open'))
  expect(mine.getByText('On the waiting list')).toBeTruthy()
  expect(mine.queryByRole('button', { name: 'Apply' })).toBeNull()
  await user.click(mine.getByRole('link', { name: 'View my application' }))
  await waitFor(() => expect(location().pathname).toBe('/communitys/gameApplyComplete'))
  expect(await screen.findByText(/you are No\. 3 on the waiting list/)).toBeTruthy()
})
