import { cleanup, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, it } from 'vitest'
import type { PaymentOrderDto } from '@contract/payments'
import { API, setupApiServer } from '@/api/test-helpers'
import { useSessionStore } from '@/stores/session'
import { renderAt, serveMember } from '../../components/mypage-fixtures'
import { ORDER } from '../../dues/components/dues-fixtures'
import { depositPoll } from './order-status'

const server = setupApiServer()
const RETURN = `/payments/success?paymentKey=pk_1&orderId=${ORDER.orderNo}&amount=300000`

beforeEach(() => {
  window.sessionStorage.clear()
  depositPoll.ms = 30
})
afterEach(() => {
  depositPoll.ms = 3000
})

interface Confirm {
  key: string | null
  body: unknown
}

function serveConfirm(answer: () => Response): Confirm[] {
  const seen: Confirm[] = []
  server.use(
    http.post(`${API}/payments/confirm`, async ({ request }) => {
      seen.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() })
      return answer()
    }),
  )
  return seen
}

it('confirms with the returned amount, shows paid with a receipt link; a reload re-sends the same key', async () => {
  serveMember(server)
  const seen = serveConfirm(() => HttpResponse.json(ORDER))
  server.use(http.get(`${API}/payments/orders/:orderNo`, () => HttpResponse.json(ORDER)))
  await renderAt(RETURN)

  expect(await screen.findByText('결제 완료')).toBeTruthy()
  expect(screen.getByRole('link', { name: '영수증' }).getAttribute('href')).toBe(`/payments/receipt/${ORDER.orderNo}`)
  expect(seen).toHaveLength(1)
  expect(seen[0]?.body).toEqual({ orderNo: ORDER.orderNo, paymentKey: 'pk_1', amount: 300000 })
  const key = seen[0]?.key
  expect(key).toMatch(/^[0-9a-f-]{36}$/)

  // The reload: a new page (new app, new cache) in the same tab.
  cleanup()
  await renderAt(RETURN)
  expect(await screen.findByText('결제 완료')).toBeTruthy()
  expect(seen).toHaveLength(2)
  expect(seen[1]?.key).toBe(key)
})

it('an amount that is not the order’s says "Please check payment amount." and offers no retry', async () => {
  serveMember(server)
  serveConfirm(() => HttpResponse.json({ code: 'PAYMENT_AMOUNT_MISMATCH', message: 'x' }, { status: 422 }))
  await renderAt(RETURN.replace('amount=300000', 'amount=1000'))
  expect(await screen.findByText('결제 금액을 확인해 주세요.')).toBeTruthy()
  expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull()
})

it('a virtual account waits for its deposit, shows where to send it, and turns to paid without a reload', async () => {
  serveMember(server)
  const waiting: PaymentOrderDto = {
    ...ORDER,
    method: 'vbank',
    state: 'WAITING_FOR_DEPOSIT',
    label: 'waiting_for_deposit',
    approvedAt: null,
    receiptNo: null,
    virtualAccount: {
      bank: '샌드박스은행',
      accountNumber: '90012345678901',
      holder: '페어웨이협회',
      dueAt: '2026-11-29T14:59:59.000Z',
    },
  }
  serveConfirm(() => HttpResponse.json(waiting))
  let deposited = false
  server.use(http.get(`${API}/payments/orders/:orderNo`, () => HttpResponse.json(deposited ? ORDER : waiting)))
  await renderAt(RETURN)

  expect(await screen.findByText('입금 대기')).toBeTruthy()
  expect(screen.getByText('90012345678901')).toBeTruthy()
  expect(screen.getByText('페어웨이협회')).toBeTruthy()
  expect(screen.getByRole('button', { name: '계좌번호 복사' })).toBeTruthy()
  expect(screen.queryByText('결제 완료')).toBeNull()

  deposited = true
  expect(await screen.findByText('결제 완료')).toBeTruthy()
  expect(screen.getByRole('link', { name: '영수증' })).toBeTruthy()
})

it('a session replaced by a login elsewhere says "Duplicate login not allowed for payment."', async () => {
  serveMember(server)
  serveConfirm(() => HttpResponse.json({ code: -1002, message: 'replaced' }, { status: 401 }))
  await renderAt(RETURN)
  expect(await screen.findByRole('heading', { name: '결제를 위해 중복 로그인은 허용되지 않습니다.' })).toBeTruthy()
  expect(useSessionStore.getState().isLogin).toBe(false)
})

it('the fail page translates the reason and links back to try again', async () => {
  serveMember(server)
  await renderAt('/payments/fail?code=REJECT_CARD_COMPANY&message=declined&orderId=FW-9')
  expect(await screen.findByText('카드사에서 결제를 거절했습니다.')).toBeTruthy()
  expect(screen.getByRole('link', { name: '다시 시도' }).getAttribute('href')).toBe('/member/mypage?tab=dues')
})
