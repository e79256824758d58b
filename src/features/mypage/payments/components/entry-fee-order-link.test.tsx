/** A paid entry-fee order leads from the door's success page to its application (tournament-applications.md#app-8). */
import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import type { PaymentOrderDto } from '@contract/payments'
import { API, setupApiServer } from '@/api/test-helpers'
import { renderAt, serveMember } from '../../components/mypage-fixtures'
import { ORDER } from '../../dues/components/dues-fixtures'

const server = setupApiServer()

const ENTRY_ORDER: PaymentOrderDto = {
  ...ORDER,
  orderNo: 'FW-20261202-0901',
  purpose: 'entry_fee',
  title: 'Entry fee',
  amount: 150000,
  lines: [{ refKind: 'application', name: 'Fairway Open', amount: 150000 }],
  refundableAmount: 150000,
}
const RETURN = `/payments/success?paymentKey=pk_9&orderId=${ENTRY_ORDER.orderNo}&amount=150000`

function serve(applications: Array<{ id: number; gameId: number; orderNo: string }>) {
  serveMember(server)
  server.use(
    http.post(`${API}/payments/confirm`, () => HttpResponse.json(ENTRY_ORDER)),
    http.get(`${API}/payments/orders/:orderNo`, () => HttpResponse.json(ENTRY_ORDER)),
    http.get(`${API}/game/applyList`, () => HttpResponse.json({ items: applications.map(full) })),
  )
}

const full = ({ id, gameId, orderNo }: { id: number; gameId: number; orderNo: string }) => ({
  id,
  gameId,
  tourId: 11,
  nameKo: '페어웨이 오픈',
  nameEn: 'Fairway Open',
  startDate: '2026-12-10',
  endDate: '2026-12-13',
  state: 'paid',
  arrivalNo: 5,
  waitlistPosition: null,
  amountWon: 150000,
  payBy: null,
  caddie: 'own',
  mobile: '010-1234-5678',
  orderNo,
  method: 'card',
  paidAt: '2026-12-02T03:01:00.000Z',
  cancelledAt: null,
  createdAt: '2026-12-02T03:00:00.000Z',
  window: 'open',
  canChange: true,
  confirmed: false,
})

const backLink = (container: HTMLElement) =>
  [...container.querySelectorAll('.pay-actions a')]
    .map((a) => a.getAttribute('href'))
    .find((h) => h !== null && !h.startsWith('/payments/receipt'))

it("links the paid entry fee to its application's outcome page", async () => {
  serve([
    { id: 12, gameId: 40, orderNo: 'FW-OTHER' },
    { id: 901, gameId: 41, orderNo: ENTRY_ORDER.orderNo },
  ])
  const { container } = await renderAt(RETURN)
  await waitFor(() => expect(backLink(container)).toBe('/communitys/gameApplyComplete?gameId=41&applicationId=901'))
})

it('without the application in the list yet, leads back to the applications list', async () => {
  serve([{ id: 12, gameId: 40, orderNo: 'FW-OTHER' }])
  const { container } = await renderAt(RETURN)
  await waitFor(() => expect(backLink(container)).toBe('/communitys/gameApply'))
})

it('a failed entry-fee payment leads back to the application, where the place can be paid again', async () => {
  serve([{ id: 901, gameId: 41, orderNo: ENTRY_ORDER.orderNo }])
  server.use(http.get(`${API}/mypage/tickets`, () => HttpResponse.json({ items: [] })))
  const { container } = await renderAt(`/payments/fail?code=PAY_PROCESS_CANCELED&orderId=${ENTRY_ORDER.orderNo}`)
  await waitFor(() =>
    expect(container.querySelector('.pay-actions a')?.getAttribute('href')).toBe(
      '/communitys/gameApplyComplete?gameId=41&applicationId=901',
    ),
  )
  expect(container.querySelector('a[href="/member/mypage?tab=dues"]')).toBeNull()
})
