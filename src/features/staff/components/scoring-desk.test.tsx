import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { FeedTokenDto, GameScorers, ScoreAuditPage, ScoringGame } from '@contract/scorers'
import { API, setupApiServer, signedIn } from '@/api/test-helpers'
import { activateLanguage } from '@/lib/i18n'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

const GAMES: ScoringGame[] = [
  {
    gameId: 7,
    tourId: 11,
    name: 'Jeju Open',
    startDate: '2026-11-20',
    endDate: '2026-11-23',
    status: 2,
    scorers: 1,
    feedTokens: 0,
  },
  {
    gameId: 9,
    tourId: 12,
    name: 'Busan Classic',
    startDate: '2026-12-04',
    endDate: '2026-12-06',
    status: 1,
    scorers: 0,
    feedTokens: 0,
  },
]

const AUDIT: ScoreAuditPage = {
  gameId: 7,
  nextBefore: null,
  rows: [
    {
      auditId: 12,
      at: '2026-11-21T02:03:04.000Z',
      round: 2,
      hole: 11,
      playerId: 1,
      playerName: 'Haneul Kim',
      oldStrokes: 4,
      newStrokes: 5,
      author: { kind: 'token', name: 'Hole 11 tablet', tokenId: 3 },
      ip: '203.0.113.7',
    },
  ],
}

/** The desk's calls for game 7, with one scorer assigned; records what the page changed. */
function serveDesk() {
  let scorers: GameScorers = {
    gameId: 7,
    scorers: [{ id: 'scorer01', name: '조기록', assignedAt: '2026-11-19T00:00:00.000Z', assignedBy: null }],
  }
  const tokens: FeedTokenDto[] = []
  const calls: string[] = []
  server.use(
    http.get(`${API}/staff/scoring/games`, () => HttpResponse.json(GAMES)),
    http.get(`${API}/staff/scoring/scorers`, () =>
      HttpResponse.json([
        { id: 'scorer01', name: '조기록' },
        { id: 'scorer02', name: '서기록' },
      ]),
    ),
    http.get(`${API}/staff/games/7/scorers`, () => HttpResponse.json(scorers)),
    http.put(`${API}/staff/games/7/scorers/:id`, ({ params }) => {
      calls.push(`assign ${String(params.id)}`)
      scorers = {
        gameId: 7,
        scorers: [
          ...scorers.scorers,
          { id: String(params.id), name: '서기록', assignedAt: '2026-11-21T00:00:00.000Z', assignedBy: 'staff03' },
        ],
      }
      return HttpResponse.json(scorers)
    }),
    http.get(`${API}/staff/games/7/feedTokens`, () => HttpResponse.json(tokens)),
    http.post(`${API}/staff/games/7/feedTokens`, async ({ request }) => {
      const { name } = (await request.json()) as { name: string }
      calls.push(`issue ${name}`)
      const token = {
        tokenId: 3,
        gameId: 7,
        name,
        createdAt: '2026-11-21T00:00:00.000Z',
        createdBy: 'staff03',
        revokedAt: null,
        revokedBy: null,
      }
      tokens.push(token)
      return HttpResponse.json({ ...token, token: `fwf_${'x'.repeat(43)}` }, { status: 201 })
    }),
    http.get(`${API}/staff/games/7/scoreAudit`, () => HttpResponse.json(AUDIT)),
  )
  return calls
}

beforeEach(async () => {
  await activateLanguage('en')
})

describe('scoring desk', () => {
  it('asks a visitor to log in', async () => {
    await renderApp('/staff/scoring/')
    const gate = (await screen.findByRole('heading', { name: 'Staff only' })).closest('section')!
    // The header has its own login link; the gate's comes back here.
    expect(within(gate).getByRole('link', { name: 'Log in' }).getAttribute('href')).toContain(
      'redirect=%2Fstaff%2Fscoring',
    )
  })

  it('tells a member who is not staff that the desk is not theirs', async () => {
    signedIn()
    server.use(
      http.get(`${API}/staff/scoring/games`, () =>
        HttpResponse.json({ code: 'FORBIDDEN', message: 'No access rights for this call' }, { status: 403 }),
      ),
    )
    await renderApp('/staff/scoring/')
    expect((await screen.findByRole('alert')).textContent).toBe(
      "No access rights: this desk is for the association's staff.",
    )
  })

  it('assigns a scorer, issues a token shown once, and lists who sent each score from where', async () => {
    signedIn()
    const calls = serveDesk()
    const { user } = await renderApp('/staff/scoring/')

    // The tournament in progress comes first and is picked.
    const select = (await screen.findByLabelText('Tournament')) as HTMLSelectElement
    expect(select.value).toBe('7')
    const assigned = await screen.findByRole('list', { name: 'Assigned scorers' })
    expect(within(assigned).getAllByRole('listitem')).toHaveLength(1)

    // Only the scorer not yet assigned is offered.
    const account = screen.getByLabelText('Scorer account') as HTMLSelectElement
    expect([...account.options].map((o) => o.value)).toEqual(['scorer02'])
    await user.click(screen.getByRole('button', { name: 'Assign' }))
    expect(await within(assigned).findByText('scorer02')).toBeTruthy()
    expect(screen.getByLabelText('Scorer account')).toHaveProperty('disabled', true)

    await user.type(screen.getByLabelText('Token name'), 'Hole 11 tablet')
    await user.click(screen.getByRole('button', { name: 'Issue token' }))
    expect(await screen.findByText(`fwf_${'x'.repeat(43)}`)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'I have kept it' }))
    expect(screen.queryByText(`fwf_${'x'.repeat(43)}`)).toBeNull()
    expect(within(await screen.findByRole('list', { name: 'Feed tokens' })).getByText('Hole 11 tablet')).toBeTruthy()
    expect(calls).toEqual(['assign scorer02', 'issue Hole 11 tablet'])

    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!
    expect(row.textContent).toContain('2026-11-21 11:03:04')
    expect(row.textContent).toContain('Token')
    expect(row.textContent).toContain('Hole 11 tablet')
    expect(row.textContent).toContain('203.0.113.7')
    expect(row.textContent).toContain('(corrected from 4)')
  })
})
