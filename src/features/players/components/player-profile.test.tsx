import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'
import { stubLayout } from '@/test/layout-stub'
import { inEnglish } from '../test/english'
import { games, holeRecord, privatePlayer, publicPlayer, records, stats } from '../test/fixtures'

const server = setupApiServer()
stubLayout()

beforeEach(() => {
  inEnglish()
  server.use(
    http.get(`${API}/players/7`, () => HttpResponse.json(publicPlayer)),
    http.get(`${API}/players/8`, () => HttpResponse.json(privatePlayer)),
    http.get(`${API}/players/404`, () =>
      HttpResponse.json({ code: 'NOT_FOUND', message: 'no player' }, { status: 404 }),
    ),
    http.get(`${API}/players/:id/records`, ({ params }) => HttpResponse.json(records(Number(params.id)))),
    http.get(`${API}/players/:id/stats`, ({ params }) => HttpResponse.json(stats(Number(params.id)))),
    http.get(`${API}/player/game`, ({ request }) =>
      HttpResponse.json(games(Number(new URL(request.url).searchParams.get('playerId')))),
    ),
    http.get(`${API}/game/hole/record`, ({ request }) => {
      const url = new URL(request.url)
      return HttpResponse.json(
        holeRecord(Number(url.searchParams.get('playerId')), Number(url.searchParams.get('round'))),
      )
    }),
  )
})

const facts = () => within(screen.getByRole('region', { name: 'Profile' }))

describe('player profile', () => {
  it('shows the member information of a public profile', async () => {
    await renderApp('/tours/player/player/?tourId=11&playerId=7')
    expect(await screen.findByRole('heading', { level: 1, name: 'Haneul Kim' })).toBeTruthy()
    expect(screen.getByText('김하늘')).toBeTruthy()
    expect(facts().getByText('Date of birth')).toBeTruthy()
    expect(facts().getByText('14 Mar 1996')).toBeTruthy()
    expect(facts().getByText('178 cm')).toBeTruthy()
    expect(facts().getByText('Busan')).toBeTruthy()
    expect(facts().getByText('Service completed')).toBeTruthy()
    expect(facts().getByText('Fishing')).toBeTruthy()
    expect(facts().getByText('Popularity Award')).toBeTruthy()
    expect(screen.queryByText("This player's member information is not public.")).toBeNull()
  })

  it('shows only tour facts and a clear note for a private profile', async () => {
    await renderApp('/tours/player/player/?tourId=11&playerId=8')
    expect(await screen.findByRole('heading', { level: 1, name: 'Doyun Lee' })).toBeTruthy()
    expect(screen.getByText("This player's member information is not public.")).toBeTruthy()
    for (const hidden of [
      'Date of birth',
      'Age',
      'Height',
      'Weight',
      'Hometown',
      'Military service',
      'Hobby',
      'Instructor',
    ]) {
      expect(facts().queryByText(hidden), hidden).toBeNull()
    }
    expect(facts().getByText('Tour debut')).toBeTruthy()
    expect(facts().getByText('아펙스 프로')).toBeTruthy()
    // Records stay public.
    expect(await screen.findByRole('rowheader', { name: 'Cheongsol Masters' })).toBeTruthy()
  })

  it('lists records by season and by tournament, the standing, and the scorecard of a chosen round', async () => {
    const { user } = await renderApp('/tours/player/player/?tourId=11&playerId=7')
    const seasons = within(await screen.findByRole('region', { name: 'Records by season' }))
    expect(seasons.getByRole('rowheader', { name: '2026' })).toBeTruthy()
    const career = within(screen.getByRole('region', { name: 'Career on this tour' }))
    expect(career.getByText('Genesis rank').nextElementSibling?.textContent).toContain('4')
    const tournaments = within(await screen.findByRole('region', { name: 'Records by tournament' }))
    const row = tournaments.getByRole('rowheader', { name: 'Cheongsol Masters' }).closest('tr')!
    expect(within(row).getByText('68-70-67-70')).toBeTruthy()
    expect(within(row).getByText('-9')).toBeTruthy()
    expect(within(row).getByText('₩200,000,000')).toBeTruthy()

    // The latest tournament's last round opens first; another round is a click away.
    const holes = within(screen.getByRole('region', { name: 'Hole scores' }))
    expect(holes.getByRole('button', { name: 'Round 4' }).getAttribute('aria-pressed')).toBe('true')
    expect(await holes.findByText(/Total/)).toBeTruthy()
    expect(holes.getByText('70')).toBeTruthy()
    await user.click(holes.getByRole('button', { name: 'Round 1' }))
    await waitFor(() => expect(holes.getByText('68')).toBeTruthy())
    const birdie = holes.getAllByText('3').find((el) => el.className.includes('score--birdie'))
    expect(birdie).toBeTruthy()

    await user.click(
      within(tournaments.getByRole('rowheader', { name: 'Hanul Open' }).closest('tr')!).getByRole('button', {
        name: 'Scorecard',
      }),
    )
    expect(holes.getByText('Hanul Open')).toBeTruthy()
    expect(holes.getAllByRole('button', { name: /^Round/ }).map((b) => b.textContent)).toEqual(['Round 1', 'Round 2'])
  })

  it('says so when the player does not exist, with a way back to the list', async () => {
    const { user, location } = await renderApp('/tours/player/player/?tourId=11&playerId=404&q=kim')
    expect(await screen.findByRole('heading', { level: 1, name: 'Player not found' })).toBeTruthy()
    server.use(
      http.get(`${API}/players`, () => HttpResponse.json({ tourId: 11, page: 1, pageSize: 20, total: 0, items: [] })),
    )
    await user.click(screen.getByRole('link', { name: /Back to the list/ }))
    await waitFor(() => expect(location().search).toMatchObject({ q: 'kim', tourId: 11 }))
    expect(location().search.playerId).toBeUndefined()
  })
})
