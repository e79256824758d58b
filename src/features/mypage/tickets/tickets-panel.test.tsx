/** The my page's tickets (docs/requirements/ticketing.md#tkt-7), against an msw server. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import type { TicketPurchaseDto } from '@contract/tickets'
import { API, setupApiServer } from '@/api/test-helpers'
import { i18n } from '@/lib/i18n'
import { purchase } from '@/test/ticket-dtos'
import { messages as en } from '../../../../locales/en/messages.po'
import { renderAt, serveMember } from '../components/mypage-fixtures'

const server = setupApiServer()
const URL = '/member/mypage?tab=tickets'

beforeEach(() => {
  i18n.load('en', en)
  i18n.activate('en')
})

const PURCHASE: TicketPurchaseDto = purchase({
  tickets: [
    { id: 1, serial: 'FT-26-0077-1', state: 'valid', usedAt: null, code: 'FT1.code-one' },
    { id: 2, serial: 'FT-26-0077-2', state: 'valid', usedAt: null, code: 'FT1.code-two' },
  ],
})

it('says "No purchase history." when there is none', async () => {
  serveMember(server)
  server.use(http.get(`${API}/mypage/tickets`, () => HttpResponse.json({ items: [] })))
  await renderAt(URL)
  expect(await screen.findByRole('heading', { name: 'No purchase history.' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'My tickets' }).getAttribute('aria-current')).toBe('page')
})

it('lists a purchase with its amounts, state and one QR per admission', async () => {
  serveMember(server)
  server.use(http.get(`${API}/mypage/tickets`, () => HttpResponse.json({ items: [PURCHASE] })))
  await renderAt(URL)
  const card = (await screen.findByRole('heading', { name: 'Fairway Championship' })).closest('li')!
  const inCard = within(card as HTMLElement)
  expect(inCard.getByText('Purchased')).toBeTruthy()
  expect(inCard.getByText('₩60,000')).toBeTruthy()
  expect(inCard.getByText('−₩5,000')).toBeTruthy()
  expect(inCard.getByText('−₩3,000')).toBeTruthy()
  expect(inCard.getByText('₩52,000')).toBeTruthy()
  await waitFor(() => expect(inCard.getAllByRole('img', { name: /^QR code of ticket FT-26-0077-/ })).toHaveLength(2))
  expect(inCard.getByText('FT-26-0077-2')).toBeTruthy()
})

it('cancels after a dialog that states the refund, with an Idempotency-Key, and shows the new state', async () => {
  serveMember(server)
  let state: TicketPurchaseDto = PURCHASE
  const keys: Array<string | null> = []
  server.use(
    http.get(`${API}/mypage/tickets`, () => HttpResponse.json({ items: [state] })),
    http.post(`${API}/mypage/tickets/77/cancel`, ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'))
      state = {
        ...PURCHASE,
        state: 'cancelled',
        cancelledAt: '2026-11-21T01:00:00.000Z',
        refundWon: 52000,
        tickets: PURCHASE.tickets.map((t) => ({ ...t, state: 'cancelled' as const, code: null })),
      }
      return HttpResponse.json(state)
    }),
  )
  const { user } = await renderAt(URL)
  await user.click(await screen.findByRole('button', { name: 'Cancel' }))
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText(/₩52,000 is refunded to your payment method/)).toBeTruthy()
  expect(within(dialog).getByText(/The coupon returns to your coupon box/)).toBeTruthy()
  expect(within(dialog).getByText(/₩3,000 of cash returns to your balance/)).toBeTruthy()
  await user.click(within(dialog).getByRole('button', { name: 'Keep the tickets' }))
  expect(keys).toHaveLength(0)

  await user.click(screen.getByRole('button', { name: 'Cancel' }))
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the purchase' }))
  expect(await screen.findByText('Cancelled', { selector: '.my-ticket__state' })).toBeTruthy()
  expect(keys).toHaveLength(1)
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull())
})

it('asks a virtual-account buyer for the refund account, names a wrong field, and sends the account', async () => {
  serveMember(server)
  const bodies: unknown[] = []
  const vbank = { ...PURCHASE, method: 'vbank' as const }
  server.use(
    http.get(`${API}/mypage/tickets`, () => HttpResponse.json({ items: [vbank] })),
    http.post(`${API}/mypage/tickets/77/cancel`, async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ ...vbank, state: 'cancellation_requested', cancelledAt: '2026-11-21T01:00:00.000Z' })
    }),
  )
  const { user } = await renderAt(URL)
  await user.click(await screen.findByRole('button', { name: 'Cancel' }))
  const submit = screen.getByRole('button', { name: 'Cancel and refund to this account' })
  await user.type(screen.getByLabelText(/^Bank/), 'KB국민은행')
  await user.type(screen.getByLabelText(/^Account number/), '123-45')
  await user.type(screen.getByLabelText(/^Account holder/), '박웹')
  await user.click(submit)
  expect(await screen.findByText('Enter 6 to 20 digits.')).toBeTruthy()
  expect(screen.queryByRole('dialog')).toBeNull()

  await user.type(screen.getByLabelText(/^Account number/), '67890')
  await user.click(submit)
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText(/₩52,000 is sent to the account you entered/)).toBeTruthy()
  await user.click(within(dialog).getByRole('button', { name: 'Cancel the purchase' }))
  await waitFor(() => expect(bodies).toHaveLength(1))
  expect(bodies[0]).toEqual({ refundAccount: { bank: 'KB국민은행', accountNumber: '1234567890', holder: '박웹' } })
})
