/** A paid ticket order leads from the door's success page to its tickets (docs/requirements/ticketing.md#tkt-3). */
import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import type { PaymentOrderDto } from '@contract/payments'
import { API, setupApiServer } from '@/api/test-helpers'
import { renderAt, serveMember } from '../../components/mypage-fixtures'
import { ORDER } from '../../dues/components/dues-fixtures'

const server = setupApiServer()

const TICKET_ORDER: PaymentOrderDto = {
  ...ORDER,
  orderNo: 'FW-20261126-0077',
  purpose: 'ticket',
  title: 'Tickets',
  amount: 52000,
  lines: [{ refKind: 'ticket_purchase', name: 'TK-2611-0077', amount: 52000 }],
  refundableAmount: 52000,
}
const RETURN = `/payments/success?paymentKey=pk_7&orderId=${TICKET_ORDER.orderNo}&amount=52000`

beforeEach(() => window.sessionStorage.clear())

function serve(purchases: Array<{ id: number; orderNo: string }>) {
  serveMember(server)
  server.use(
    http.post(`${API}/payments/confirm`, () => HttpResponse.json(TICKET_ORDER)),
    http.get(`${API}/payments/orders/:orderNo`, () => HttpResponse.json(TICKET_ORDER)),
    http.get(`${API}/mypage/tickets`, () => HttpResponse.json({ items: purchases.map(fullPurchase) })),
  )
}

const fullPurchase = ({ id, orderNo }: { id: number; orderNo: string }) => ({
  id,
  purchaseNo: `TK-${id}`,
  gameId: 31,
  gameNameKo: '대회',
  gameNameEn: 'Open',
  product: {
    id: 1,
    kind: 'one_day',
    nameKo: '1일권',
    nameEn: 'One-day',
    courseKo: '코스',
    courseEn: 'Course',
    day: null,
    priceWon: 30000,
  },
  quantity: 2,
  state: 'purchased',
  subtotalWon: 60000,
  couponCode: null,
  couponDiscountWon: 0,
  cashWon: 0,
  payableWon: 60000,
  method: 'card',
  orderNo,
  holdExpiresAt: null,
  createdAt: '2026-11-26T01:00:00.000Z',
  paidAt: '2026-11-26T01:02:00.000Z',
  cancelledAt: null,
  refundWon: 0,
  cancellableUntil: null,
  tickets: [],
})

it('links the paid ticket order to its purchase’s completion page', async () => {
  serve([
    { id: 12, orderNo: 'FW-OTHER' },
    { id: 77, orderNo: TICKET_ORDER.orderNo },
  ])
  const { container } = await renderAt(RETURN)
  await waitFor(() => expect(container.querySelector('a[href="/tickets/complete/77"]')).not.toBeNull())
  expect(container.querySelector('a[href="/member/mypage?tab=dues"]')).toBeNull()
})

it('without the purchase in the list yet, leads to my tickets instead', async () => {
  serve([{ id: 12, orderNo: 'FW-OTHER' }])
  const { container } = await renderAt(RETURN)
  await waitFor(() => expect(container.querySelector('a[href="/member/mypage?tab=tickets"]')).not.toBeNull())
  expect(container.querySelector('a[href^="/tickets/complete/"]')).toBeNull()
})
