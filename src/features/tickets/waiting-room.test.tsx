/** The waiting room before the selection (docs/requirements/ticketing.md#tkt-8), against an msw server. */
import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it } from 'vitest'
import type { QueueCheckDto, TicketPurchaseBody } from '@contract/tickets'
import { API, setupApiServer } from '@/api/test-helpers'
import { queuePoll } from './use-queue'
import { GAME_ID, inEnglish, renderAt, serveMember, PRODUCTS, queue, quoteFor } from './test/ticket-fixtures'

const server = setupApiServer()

beforeEach(() => {
  inEnglish()
  window.sessionStorage.clear()
  queuePoll.minMs = 300
})
afterEach(() => {
  queuePoll.minMs = 1000
})

/** The room answers `answers` in turn (the last one again), and records the tokens it was sent. */
function serveRoom(answers: QueueCheckDto[]) {
  serveMember(server)
  const sent: Array<string | null> = []
  server.use(
    http.get(`${API}/game/player/goods`, () =>
      HttpResponse.json({ gameId: GAME_ID, waitingRoom: true, products: PRODUCTS }),
    ),
    http.get(`${API}/netfunnerl/check`, ({ request }) => {
      sent.push(new URL(request.url).searchParams.get('token'))
      return HttpResponse.json(answers[Math.min(sent.length - 1, answers.length - 1)])
    }),
    http.post(`${API}/game/player/goods/quote`, async ({ request }) =>
      HttpResponse.json(quoteFor((await request.json()) as Parameters<typeof quoteFor>[0])),
    ),
  )
  return sent
}

it('shows the place in the queue, checks again with its token, and opens the selection when admitted', async () => {
  const sent = serveRoom([
    queue({ position: 40, estimatedWaitSeconds: 150 }),
    queue({ position: 10, estimatedWaitSeconds: 30 }),
    queue({ state: 'admitted', position: 0, estimatedWaitSeconds: 0, admittedUntil: '2099-01-01T00:00:00.000Z' }),
  ])
  await renderAt(`/tickets/${GAME_ID}`)
  expect(await screen.findByRole('heading', { name: 'You are in the queue' })).toBeTruthy()
  expect(await screen.findByText('40')).toBeTruthy()
  expect(screen.getByText('about 3 min')).toBeTruthy()
  expect(screen.getByText(/Do not close this page/)).toBeTruthy()
  expect(screen.queryByRole('radio', { name: 'One-day ticket' })).toBeNull()

  expect(await screen.findByRole('radio', { name: 'One-day ticket' })).toBeTruthy()
  // The first check had no token; every later one sent the token the room gave.
  expect(sent[0]).toBeNull()
  expect(sent.slice(1).every((token) => token === 'q-token-1')).toBe(true)
  expect(Object.values({ ...window.sessionStorage })).toContain('q-token-1')
})

it('sends the admission with the purchase; a refused admission sends the buyer back to the queue', async () => {
  const sent = serveRoom([queue({ state: 'admitted', position: 0, token: 'q-token-9' })])
  const bodies: TicketPurchaseBody[] = []
  server.use(
    http.post(`${API}/game/player/goods`, async ({ request }) => {
      bodies.push((await request.json()) as TicketPurchaseBody)
      return HttpResponse.json({ code: 'QUEUE_TOKEN_REQUIRED', message: 'queue' }, { status: 403 })
    }),
  )
  const { user } = await renderAt(`/tickets/${GAME_ID}`)
  await user.click(await screen.findByRole('radio', { name: 'One-day ticket' }))
  await user.click(screen.getByRole('radio', { name: 'Card' }))
  await user.click(screen.getByRole('button', { name: 'Next: terms' }))
  await user.click(screen.getByRole('checkbox', { name: 'Agree to all terms' }))
  await user.click(screen.getByRole('button', { name: 'Next: confirm and pay' }))
  const pay = screen.getByRole('button', { name: 'Pay ₩30,000' })
  await waitFor(() => expect(pay).toHaveProperty('disabled', false))
  // The room now puts this buyer at the back again.
  server.use(http.get(`${API}/netfunnerl/check`, () => HttpResponse.json(queue({ position: 5, token: 'q-token-10' }))))
  await user.click(pay)

  expect(await screen.findByRole('heading', { name: 'You are in the queue' })).toBeTruthy()
  expect(bodies[0]?.queueToken).toBe('q-token-9')
  expect(sent[0]).toBeNull()
})
