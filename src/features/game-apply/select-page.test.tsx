/** Applying (docs/requirements/tournament-applications.md#app-8, #app-10): the choices, the room, the outcome. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it, vi } from 'vitest'
import type { ApplicationDto, ReserveInfoDto } from '@contract/game-apply'
import type { QueueCheckDto } from '@contract/tickets'
import { API, setupApiServer } from '@/api/test-helpers'
import { leavePage } from '@/lib/leave-page'
import { application, applyInfo, GAME_ID, inEnglish, renderAt, serveWindow } from './test/apply-fixtures'
import { applyQueuePoll } from './use-apply-queue'

const server = setupApiServer()
const PAGE = `/communitys/gameApplySelect?gameId=${GAME_ID}`

beforeEach(() => {
  inEnglish()
  applyQueuePoll.minMs = 5
})

interface Sent {
  body: Record<string, unknown>
  key: string | null
}

/** The server for one application: what POST /game/apply answers, and the room's answers in turn. */
function serveApply(answer: ApplicationDto, rooms: QueueCheckDto[] = [room('off')]) {
  const applied: Sent[] = []
  const orders: Record<string, unknown>[] = []
  const roomAsks: URLSearchParams[] = []
  serveWindow(server, 'open')
  server.use(
    http.get(`${API}/game/applyInfo`, () => HttpResponse.json(applyInfo({ agreedAt: '2026-12-02T02:00:00.000Z' }))),
    http.get(`${API}/netfunnerl/check`, ({ request }) => {
      roomAsks.push(new URL(request.url).searchParams)
      return HttpResponse.json(rooms[Math.min(roomAsks.length - 1, rooms.length - 1)])
    }),
    http.post(`${API}/game/apply`, async ({ request }) => {
      applied.push({
        body: (await request.json()) as Record<string, unknown>,
        key: request.headers.get('Idempotency-Key'),
      })
      return HttpResponse.json(answer)
    }),
    http.post(`${API}/payments/orders`, async ({ request }) => {
      orders.push((await request.json()) as Record<string, unknown>)
      return HttpResponse.json({ order: order(), checkoutUrl: 'https://sandbox.test/checkout/entry' })
    }),
    http.get(`${API}/game/reserveInfo`, () => {
      const body: ReserveInfoDto = {
        gameId: GAME_ID,
        fieldSize: 156,
        accepted: 156,
        waitlisted: 3,
        window: 'open',
        mine: answer,
      }
      return HttpResponse.json(body)
    }),
  )
  return { applied, orders, roomAsks }
}

function room(state: QueueCheckDto['state'], position = 0): QueueCheckDto {
  return {
    state,
    token: state === 'off' ? null : 'room-token',
    position,
    estimatedWaitSeconds: position * 2,
    retryAfterMs: 5,
    admittedUntil: null,
  }
}

const order = () => ({
  orderNo: 'ORD-EF-1',
  purpose: 'entry_fee',
  title: 'Fairway Open',
  amount: 150000,
  lines: [],
  state: 'READY',
  label: 'unpaid',
  method: 'vbank',
  canceledAmount: 0,
  refundableAmount: 0,
  virtualAccount: null,
  cancels: [],
  createdAt: '2026-12-02T03:00:00.000Z',
  approvedAt: null,
  receiptNo: null,
})

it('applies with a place given and opens the payment door for the entry fee', async () => {
  const { applied, orders, roomAsks } = serveApply(application())
  const go = vi.spyOn(leavePage, 'to').mockImplementation(() => {})
  const { user } = await renderAt(PAGE)
  expect(await screen.findByTestId('apply-amount')).toHaveProperty('textContent', '₩150,000')
  await user.click(screen.getByRole('radio', { name: 'A caddie of the course' }))
  await user.click(screen.getByRole('radio', { name: 'Virtual account' }))
  await user.click(screen.getByRole('button', { name: 'Apply' }))
  await waitFor(() => expect(go).toHaveBeenCalledWith('https://sandbox.test/checkout/entry'))
  expect(roomAsks[0]?.get('purpose')).toBe('applications')
  expect(applied).toHaveLength(1)
  expect(applied[0]?.body).toEqual({ gameId: GAME_ID, caddie: 'house', mobile: '010-1234-5678', queueToken: null })
  expect(applied[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
  expect(orders).toEqual([{ purpose: 'entry_fee', refs: [901], method: 'vbank' }])
})

it('goes straight to the outcome when the field is full, with the waiting-list position', async () => {
  const { orders } = serveApply(application({ state: 'waitlisted', waitlistPosition: 3, payBy: null }))
  const { user, location } = await renderAt(PAGE)
  await user.click(await screen.findByRole('button', { name: 'Apply' }))
  await waitFor(() => expect(location().pathname).toBe('/communitys/gameApplyComplete'))
  expect(location().search).toMatchObject({ gameId: GAME_ID, applicationId: 901 })
  expect(await screen.findByText(/you are No\. 3 on the waiting list/)).toBeTruthy()
  expect(screen.getByText('On the waiting list')).toBeTruthy()
  expect(orders).toEqual([])
})

it('waits in the room during the rush and applies with the admission', async () => {
  const { applied } = serveApply(application({ state: 'waitlisted', waitlistPosition: 1, payBy: null }), [
    room('waiting', 40),
    room('waiting', 10),
    room('admitted'),
  ])
  const { user, location } = await renderAt(PAGE)
  await user.click(await screen.findByRole('button', { name: 'Apply' }))
  expect(await screen.findByText('You are in the queue')).toBeTruthy()
  await waitFor(() => expect(location().pathname).toBe('/communitys/gameApplyComplete'))
  expect(applied.map((a) => a.body.queueToken)).toEqual(['room-token'])
})

it('refuses a wrong mobile number before asking the server', async () => {
  const { applied } = serveApply(application())
  const { user } = await renderAt(PAGE)
  const mobile = await screen.findByRole('textbox', { name: 'Contact mobile' })
  await user.clear(mobile)
  await user.type(mobile, '02-123-4567')
  await user.click(screen.getByRole('button', { name: 'Apply' }))
  expect(screen.getByText('Enter a mobile number such as 010-1234-5678.')).toBeTruthy()
  expect(applied).toEqual([])
})

it("shows the server's refusal in the member's words and stays", async () => {
  serveApply(application())
  server.use(
    http.post(`${API}/game/apply`, () =>
      HttpResponse.json({ code: 'APPLICATION_ALREADY_APPLIED', message: 'dup' }, { status: 409 }),
    ),
  )
  const { user, location } = await renderAt(PAGE)
  await user.click(await screen.findByRole('button', { name: 'Apply' }))
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByText('You have already applied for this tournament.')).toBeTruthy()
  expect(location().pathname).toBe('/communitys/gameApplySelect')
  expect(screen.getByRole('button', { name: 'Apply' })).toHaveProperty('disabled', false)
})
