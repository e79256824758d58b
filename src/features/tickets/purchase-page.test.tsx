/** The purchase page as a buyer uses it (docs/requirements/ticketing.md#tkt-3, #tkt-4), against an msw server. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it, vi } from 'vitest'
import type { TicketPurchaseBody } from '@contract/tickets'
import { API, setupApiServer } from '@/api/test-helpers'
import { leavePage } from '@/lib/leave-page'
import { GAME_ID, inEnglish, renderAt, serveMember, PRODUCTS, purchase, quoteFor } from './test/ticket-fixtures'

const server = setupApiServer()
const URL = `/tickets/${GAME_ID}`

beforeEach(() => {
  inEnglish()
  window.sessionStorage.clear()
})

function serveShop(options: { waitingRoom?: boolean } = {}) {
  serveMember(server)
  const bodies: TicketPurchaseBody[] = []
  server.use(
    http.get(`${API}/game/player/goods`, () =>
      HttpResponse.json({ gameId: GAME_ID, waitingRoom: options.waitingRoom ?? false, products: PRODUCTS }),
    ),
    http.post(`${API}/game/player/goods/quote`, async ({ request }) => {
      const body = (await request.json()) as Parameters<typeof quoteFor>[0]
      if (body.couponCode && !['FWDEMO5000', 'BIG80000'].includes(body.couponCode))
        return HttpResponse.json({ code: 'INVALID_COUPON', message: 'invalid' }, { status: 422 })
      return HttpResponse.json(quoteFor(body))
    }),
    http.post(`${API}/game/player/goods`, async ({ request }) => {
      bodies.push((await request.json()) as TicketPurchaseBody)
      return HttpResponse.json({ purchase: purchase(), checkoutUrl: 'https://sandbox.test/checkout/abc' })
    }),
  )
  return bodies
}

async function chooseOneDayTickets(user: Awaited<ReturnType<typeof renderAt>>['user'], quantity = '2') {
  await user.click(await screen.findByRole('radio', { name: 'One-day ticket' }))
  // One day of the two is sold out: it is shown, cannot be chosen, and the other is chosen by itself.
  expect(screen.getByRole('radio', { name: /5 Dec 2026.*All tickets sold/ })).toHaveProperty('disabled', true)
  expect(screen.getByRole('radio', { name: /4 Dec 2026/ })).toHaveProperty('checked', true)
  await user.selectOptions(screen.getByRole('combobox', { name: /Quantity/ }), quantity)
}

const payable = () => screen.getByTestId('ticket-payable').textContent

it('asks for every required choice before the terms', async () => {
  serveShop()
  const { user } = await renderAt(URL)
  await user.click(await screen.findByRole('button', { name: 'Next: terms' }))
  expect(screen.getByText('Please select a ticket type and its day or course.')).toBeTruthy()
  expect(screen.getByText('Please select a payment method.')).toBeTruthy()
  expect(screen.queryByRole('checkbox', { name: 'Agree to all terms' })).toBeNull()
})

// The whole journey in one test: longer than the default limit on two shared cores.
it('applies a coupon then cash, and pays the server’s total', { timeout: 30_000 }, async () => {
  const bodies = serveShop()
  const go = vi.spyOn(leavePage, 'to').mockImplementation(() => {})
  const { user } = await renderAt(URL)
  await chooseOneDayTickets(user)
  await waitFor(() => expect(payable()).toBe('₩60,000'))

  await user.type(screen.getByLabelText('Coupon code'), 'WRONG')
  await user.click(screen.getByRole('button', { name: 'Apply coupon' }))
  expect(await screen.findByText('Invalid coupon.')).toBeTruthy()

  await user.clear(screen.getByLabelText('Coupon code'))
  await user.type(screen.getByLabelText('Coupon code'), 'FWDEMO5000')
  await user.click(screen.getByRole('button', { name: 'Apply coupon' }))
  await waitFor(() => expect(payable()).toBe('₩55,000'))

  // More cash than the balance: the maximum applies, and the page says so.
  await user.type(screen.getByLabelText('Cash to use (won)'), '50000')
  await user.click(screen.getByRole('button', { name: 'Use cash' }))
  expect(await screen.findByText(/the maximum applies: ₩20,000/)).toBeTruthy()
  await waitFor(() => expect(payable()).toBe('₩35,000'))

  await user.click(screen.getByRole('radio', { name: 'Card' }))
  await user.click(screen.getByRole('button', { name: 'Next: terms' }))

  const next = screen.getByRole('button', { name: 'Next: confirm and pay' })
  expect(next).toHaveProperty('disabled', true)
  expect(screen.getByText('Agree to all four terms to continue to payment.')).toBeTruthy()
  await user.click(screen.getByRole('checkbox', { name: 'COVID-19 spectator pledge (required)' }))
  expect(next).toHaveProperty('disabled', true)
  await user.click(screen.getByRole('checkbox', { name: 'Agree to all terms' }))
  expect(next).toHaveProperty('disabled', false)
  await user.click(next)

  // Prefilled from the member's profile.
  expect(screen.getByLabelText('Mobile')).toHaveProperty('value', '01012345678')
  expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'golfer01@example.com')
  await user.click(screen.getByRole('button', { name: 'Pay ₩35,000' }))

  await waitFor(() => expect(go).toHaveBeenCalledWith('https://sandbox.test/checkout/abc'))
  expect(bodies[0]).toMatchObject({
    productId: 501,
    quantity: 2,
    method: 'card',
    couponCode: 'FWDEMO5000',
    cashWon: 50000,
    expectedPayableWon: 35000,
    consents: { personalData: true, thirdParty: true, covidPledge: true, resaleSanctions: true },
    contact: { mobile: '01012345678', email: 'golfer01@example.com', address: null, birthDate: null },
    queueToken: null,
  })
})

it('changing the quantity cancels the coupon and the cash, and says so', async () => {
  serveShop()
  const { user } = await renderAt(URL)
  await chooseOneDayTickets(user)
  await user.type(screen.getByLabelText('Coupon code'), 'FWDEMO5000')
  await user.click(screen.getByRole('button', { name: 'Apply coupon' }))
  await waitFor(() => expect(payable()).toBe('₩55,000'))

  await user.selectOptions(screen.getByRole('combobox', { name: /Quantity/ }), '3')
  expect(await screen.findByText(/the coupon and cash were cancelled/)).toBeTruthy()
  expect(screen.getByLabelText('Coupon code')).toBeTruthy()
  await waitFor(() => expect(payable()).toBe('₩90,000'))
})

it('a coupon above the ticket price asks first; declining leaves the total alone', async () => {
  serveShop()
  const { user } = await renderAt(URL)
  await chooseOneDayTickets(user, '1')
  await user.type(screen.getByLabelText('Coupon code'), 'BIG80000')
  await user.click(screen.getByRole('button', { name: 'Apply coupon' }))
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText(/more than the ticket price/)).toBeTruthy()
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(payable()).toBe('₩30,000')

  await user.click(screen.getByRole('button', { name: 'Apply coupon' }))
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Use the coupon' }))
  // The ticket price is the cap: one ticket costs nothing.
  await waitFor(() => expect(payable()).toBe('₩0'))
})

it('a coupon or cash without a selected ticket is refused with its reason', async () => {
  serveShop()
  const { user } = await renderAt(URL)
  await user.type(await screen.findByLabelText('Coupon code'), 'FWDEMO5000')
  await user.click(screen.getByRole('button', { name: 'Apply coupon' }))
  expect(await screen.findByText('Please select a ticket first.')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Use cash' }))
  expect(screen.getAllByText('Please select a ticket first.')).toHaveLength(2)
})

it('sold out everywhere: nothing can be bought', async () => {
  serveMember(server)
  server.use(
    http.get(`${API}/game/player/goods`, () =>
      HttpResponse.json({
        gameId: GAME_ID,
        waitingRoom: false,
        products: PRODUCTS.map((p) => ({ ...p, leftCount: 0 })),
      }),
    ),
  )
  await renderAt(URL)
  expect(await screen.findByText('All tickets sold.')).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Next: terms' })).toBeNull()
})

it('a visitor is asked to log in first', async () => {
  await renderAt(URL, { signedIn: false })
  expect(await screen.findByRole('heading', { name: 'Members only' })).toBeTruthy()
})

it('a total the server no longer agrees with says "Please check payment amount." and shows the new one', async () => {
  serveShop()
  let price = 30000
  server.use(
    http.post(`${API}/game/player/goods/quote`, async ({ request }) => {
      const body = (await request.json()) as Parameters<typeof quoteFor>[0]
      const quote = quoteFor(body)
      return HttpResponse.json({ ...quote, unitPriceWon: price, subtotalWon: price, payableWon: price })
    }),
    http.post(`${API}/game/player/goods`, () => {
      price = 33000
      return HttpResponse.json({ code: 'PAYMENT_AMOUNT_MISMATCH', message: 'amount' }, { status: 422 })
    }),
  )
  const { user } = await renderAt(URL)
  await chooseOneDayTickets(user, '1')
  await user.click(screen.getByRole('radio', { name: 'Virtual account' }))
  await user.click(screen.getByRole('button', { name: 'Next: terms' }))
  await user.click(screen.getByRole('checkbox', { name: 'Agree to all terms' }))
  await user.click(screen.getByRole('button', { name: 'Next: confirm and pay' }))
  await user.click(await screen.findByRole('button', { name: 'Pay ₩30,000' }))
  expect(await screen.findByText('Please check payment amount.')).toBeTruthy()
  expect(await screen.findByRole('button', { name: 'Pay ₩33,000' })).toBeTruthy()
})

it('nothing left to pay completes at once and opens the completion page', async () => {
  serveShop()
  server.use(
    http.post(`${API}/game/player/goods`, () => HttpResponse.json({ purchase: purchase(), checkoutUrl: null })),
    http.get(`${API}/mypage/tickets`, () => HttpResponse.json({ items: [purchase()] })),
  )
  const { user, location } = await renderAt(URL)
  await chooseOneDayTickets(user, '1')
  await user.click(screen.getByRole('radio', { name: 'Card' }))
  await user.click(screen.getByRole('button', { name: 'Next: terms' }))
  await user.click(screen.getByRole('checkbox', { name: 'Agree to all terms' }))
  await user.click(screen.getByRole('button', { name: 'Next: confirm and pay' }))
  await user.click(await screen.findByRole('button', { name: 'Pay ₩30,000' }))
  expect(await screen.findByRole('heading', { name: 'Purchase complete' })).toBeTruthy()
  expect(location().pathname).toBe('/tickets/complete/77')
  expect(screen.getByText('TK-2611-0077')).toBeTruthy()
  expect(await screen.findByRole('img', { name: 'QR code of ticket FT-26-0077-1' })).toBeTruthy()
  expect(screen.getByText(/^Used at /)).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Go to my tickets' }).getAttribute('href')).toBe('/member/mypage?tab=tickets')
})
