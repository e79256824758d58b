import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { API, OLD, setupApiServer, signedIn } from '@/api/test-helpers'
import { activateLanguage } from '@/lib/i18n'
import { renderApp } from '@/test/render-app'
import { SCORER_STORAGE_KEYS } from '../scorer-storage'
import { gameHandlers } from './scorer-fixtures'

const server = setupApiServer()
const TOKEN = 'scorer-token-for-tests'

/** GET /member of a logged-in scorer account (the fields the page does not read are the fixture's). */
const SCORER_ACCOUNT = {
  id: 'scorer01',
  name: '조기록',
  memberClass: null,
  memberNo: null,
  birthDate: null,
  email: null,
  mobile: null,
  marketingAgree: false,
  firstNameEn: 'Scorer',
  lastNameEn: 'Cho',
  gender: null,
  nationality: null,
  phone: null,
  emailReceive: false,
  smsReceive: false,
  zipCode: null,
  address: null,
  addressDetail: null,
  workName: null,
  workZipCode: null,
  workAddress: null,
  workAddressDetail: null,
  workPhone: null,
  membershipKind: null,
  membershipType: null,
  duesPaid: false,
}

interface Posted {
  body: Record<string, unknown>
  authorization: string | null
}

/** Records every POST /live/scores; `answer` decides the reply per call (1-based). */
function scoresDoor(
  answer: (call: number) => Response = (call) => HttpResponse.json({ gameId: 7, version: 40 + call }),
) {
  const posted: Posted[] = []
  server.use(
    http.post(`${API}/live/scores`, async ({ request }) => {
      posted.push({
        body: (await request.json()) as Record<string, unknown>,
        authorization: request.headers.get('Authorization'),
      })
      return answer(posted.length)
    }),
  )
  return posted
}

/** Opens the page with the token already entered and picks group 3, whose next hole is 11. */
async function openGroup() {
  sessionStorage.setItem(SCORER_STORAGE_KEYS.token, TOKEN)
  const view = await renderApp('/scorer')
  await view.user.click(await screen.findByRole('button', { name: /Group 3 · 08:10 · tee 10/ }))
  await screen.findByRole('heading', { name: 'Hole 11 · Par 4 · 360 yd' })
  return view
}

const strokesOf = (name: string) =>
  within(screen.getByRole('group', { name: `Strokes, ${name}` })).getByRole('status').textContent

beforeEach(async () => {
  server.use(...gameHandlers)
  await activateLanguage('en')
})

afterEach(() => sessionStorage.clear())

describe('scorer page', () => {
  it('asks for the scorer token once, keeps it for the tab and forgets it on request', async () => {
    const { user } = await renderApp('/scorer')
    expect(screen.getByRole('heading', { name: 'Scorer token' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Group 3/ })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Use this token' }))
    expect(screen.getByText('Please enter the scorer token.')).toBeTruthy()

    await user.type(screen.getByLabelText('Token'), ` ${TOKEN} `)
    await user.click(screen.getByRole('button', { name: 'Use this token' }))
    expect(sessionStorage.getItem(SCORER_STORAGE_KEYS.token)).toBe(TOKEN)
    expect(await screen.findByRole('button', { name: /Group 3 · 08:10 · tee 10/ })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Forget token' }))
    expect(sessionStorage.getItem(SCORER_STORAGE_KEYS.token)).toBeNull()
    expect(screen.getByRole('heading', { name: 'Scorer token' })).toBeTruthy()
  })

  it('sends the group hole with the token, lists what the server answered and moves to the next hole', async () => {
    const posted = scoresDoor()
    const { user, location } = await openGroup()

    // Haneul Kim already has 4 on hole 11 (a correction); Doyun Park starts from par.
    expect(strokesOf('Haneul Kim')).toBe('4E')
    expect(screen.getByText('Correction of 4')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'One stroke more for Haneul Kim' }))
    await user.click(screen.getByRole('button', { name: 'One stroke less for Doyun Park' }))
    await user.click(screen.getByRole('button', { name: 'One putt more for Doyun Park' }))
    await user.click(screen.getByRole('button', { name: 'Send hole 11' }))

    expect(await screen.findByRole('heading', { name: 'Hole 12 · Par 3 · 270 yd' })).toBeTruthy()
    expect(posted.map((p) => p.body)).toEqual([
      { gameId: 7, round: 2, hole: 11, playerId: 1, strokes: 5, putts: 2 },
      { gameId: 7, round: 2, hole: 11, playerId: 2, strokes: 3, putts: 2 },
    ])
    expect(posted.every((p) => p.authorization === `Bearer ${TOKEN}`)).toBe(true)
    expect(location().search).toMatchObject({ gameId: 7, groupNo: 3, hole: 12 })
    expect(screen.getByText('Hole 11 sent · v42')).toBeTruthy()

    const sent = within(screen.getByRole('list', { name: 'Sent scores, newest first' })).getAllByRole('listitem')
    expect(sent.map((item) => item.textContent)).toEqual([
      'Doyun ParkR2 · group 3 · hole 11: 3 (2 putts)v42',
      'Haneul KimR2 · group 3 · hole 11: 5 (2 putts)correctionv41',
    ])
    // A reload keeps the list.
    expect(JSON.parse(sessionStorage.getItem(SCORER_STORAGE_KEYS.sent) ?? '[]')).toHaveLength(2)
  })

  it('shows a refusal in words, keeps the entered scores and lists nothing', async () => {
    scoresDoor(() =>
      HttpResponse.json(
        { code: 'CONFLICT', message: 'Round 2 of game 7 is not in play', fields: { round: 'invalid_value' } },
        { status: 409 },
      ),
    )
    const { user } = await openGroup()
    await user.click(screen.getByRole('button', { name: 'One stroke more for Haneul Kim' }))
    await user.click(screen.getByRole('button', { name: 'Send hole 11' }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Refused: this round is not in play. Reload the game to see the current round.',
    )
    expect(screen.getByRole('heading', { name: 'Hole 11 · Par 4 · 360 yd' })).toBeTruthy()
    expect(strokesOf('Haneul Kim')).toBe('5+1')
    expect(screen.getByText('Nothing sent yet from this tab.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send hole 11' })).toBeTruthy()
  })

  it('keeps the hole after a network failure and retries only the scores the server did not get', async () => {
    let offline = true
    const posted = scoresDoor((call) =>
      call === 2 && offline ? HttpResponse.error() : HttpResponse.json({ gameId: 7, version: 40 + call }),
    )
    const { user } = await openGroup()
    await user.click(screen.getByRole('button', { name: 'One stroke more for Doyun Park' }))
    await user.click(screen.getByRole('button', { name: 'Send hole 11' }))

    expect((await screen.findByRole('alert')).textContent).toContain('no connection')
    expect(screen.getByText('Sent · v41')).toBeTruthy()
    expect(strokesOf('Doyun Park')).toBe('5+1')

    offline = false
    await user.click(screen.getByRole('button', { name: 'Retry sending hole 11' }))
    expect(await screen.findByRole('heading', { name: 'Hole 12 · Par 3 · 270 yd' })).toBeTruthy()
    expect(posted.map((p) => p.body.playerId)).toEqual([1, 2, 2])
    expect(posted[2]!.body).toEqual({ gameId: 7, round: 2, hole: 11, playerId: 2, strokes: 5 })
  })

  it('asks for the token again when the server refuses it, without losing the entered scores', async () => {
    let accepted = false
    const posted = scoresDoor((call) =>
      accepted
        ? HttpResponse.json({ gameId: 7, version: 40 + call })
        : HttpResponse.json({ code: 'UNAUTHORIZED', message: 'A valid scorer token is required' }, { status: 401 }),
    )
    const { user } = await openGroup()
    await user.click(screen.getByRole('button', { name: 'One stroke less for Doyun Park' }))
    await user.click(screen.getByRole('button', { name: 'Send hole 11' }))

    expect((await screen.findByRole('alert')).textContent).toContain('The server refused the scorer token')
    expect(sessionStorage.getItem(SCORER_STORAGE_KEYS.token)).toBeNull()

    accepted = true
    await user.type(screen.getByLabelText('Token'), 'the-right-scorer-token')
    await user.click(screen.getByRole('button', { name: 'Use this token' }))
    expect(strokesOf('Doyun Park')).toBe('3-1')
    await user.click(screen.getByRole('button', { name: /hole 11$/ }))
    expect(await screen.findByRole('heading', { name: 'Hole 12 · Par 3 · 270 yd' })).toBeTruthy()
    expect(posted.at(-1)).toEqual({
      body: { gameId: 7, round: 2, hole: 11, playerId: 2, strokes: 3 },
      authorization: 'Bearer the-right-scorer-token',
    })
  })

  it('lets a logged-in scorer send with the login, without asking for a token', async () => {
    signedIn()
    server.use(
      http.get(`${API}/member`, () =>
        HttpResponse.json({ ...SCORER_ACCOUNT, roles: ['web_member', 'scorer'] } as Record<string, unknown>),
      ),
    )
    const posted = scoresDoor()
    const { user } = await renderApp('/scorer')
    expect(await screen.findByText('Scoring as 조기록')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Scorer token' })).toBeNull()
    await user.click(await screen.findByRole('button', { name: /Group 3 · 08:10 · tee 10/ }))
    await user.click(await screen.findByRole('button', { name: 'Send hole 11' }))
    expect(await screen.findByRole('heading', { name: 'Hole 12 · Par 3 · 270 yd' })).toBeTruthy()
    // The session's own access token, not a scorer token.
    expect(posted.map((p) => p.authorization)).toEqual([`Bearer ${OLD.accessToken}`, `Bearer ${OLD.accessToken}`])
  })

  it('says when the scorer is not assigned to the tournament, and keeps the token and the scores', async () => {
    scoresDoor(() =>
      HttpResponse.json(
        { code: 'NOT_ASSIGNED', message: 'Feed token "Hole 7" is bound to game 8, not to game 7' },
        { status: 403 },
      ),
    )
    const { user } = await openGroup()
    await user.click(screen.getByRole('button', { name: 'One stroke more for Haneul Kim' }))
    await user.click(screen.getByRole('button', { name: 'Send hole 11' }))

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Refused: you are not assigned to this tournament. Ask the tournament office to assign you; the scores in the ' +
        'form are kept.',
    )
    expect(sessionStorage.getItem(SCORER_STORAGE_KEYS.token)).toBe(TOKEN)
    expect(strokesOf('Haneul Kim')).toBe('5+1')
    expect(screen.queryByRole('heading', { name: 'Scorer token' })).toBeNull()
  })
})
