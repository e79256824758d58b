import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it, vi } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { leavePage } from '@/lib/leave-page'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

const SESSION = {
  merchantName: 'Fairway PGA',
  orderName: '2026 회비',
  amount: 150000,
  methods: ['card', 'vbank'],
  mode: 'payment',
  expiresAt: '2026-11-26T03:00:00.000Z',
  state: 'open',
}

function serveSession() {
  const posts: { path: string; body: unknown }[] = []
  server.use(
    http.get(`${API}/sandbox/pay/sessions/:token`, () => HttpResponse.json(SESSION)),
    http.post(`${API}/sandbox/pay/sessions/:token/:action`, async ({ request, params }) => {
      posts.push({ path: String(params.action), body: await request.json() })
      return HttpResponse.json({ redirectUrl: `http://web.test/payments/${String(params.action)}` })
    }),
  )
  return posts
}

it('imitates a gateway window without the site chrome: merchant, order, amount, a clear sandbox band', async () => {
  serveSession()
  await renderApp('/sandbox/pay/tok_1')
  expect(await screen.findByRole('heading', { name: '2026 회비' })).toBeTruthy()
  expect(screen.getByText('Fairway PGA')).toBeTruthy()
  expect(screen.getByText('150,000원')).toBeTruthy()
  expect(screen.getByText('샌드박스 — 실제 돈이 오가지 않습니다')).toBeTruthy()
  expect(document.querySelector('.site-header')).toBeNull()
})

it('pays with a test card picked from the hints and goes where the provider sends it back', async () => {
  const posts = serveSession()
  const go = vi.spyOn(leavePage, 'to').mockImplementation(() => {})
  const { user } = await renderApp('/sandbox/pay/tok_1')
  await user.click(await screen.findByRole('button', { name: /4330000000000001/ }))
  await user.type(screen.getByRole('textbox', { name: '유효기간(MM/YY)' }), '12/30')
  await user.click(screen.getByRole('button', { name: '결제하기' }))
  await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://web.test/payments/approve'))
  expect(posts).toEqual([
    { path: 'approve', body: { method: 'card', cardNumber: '4330000000000001', expiry: '12/30' } },
  ])
})

it('a window that is closed or expired says so and offers nothing to press', async () => {
  server.use(http.get(`${API}/sandbox/pay/sessions/:token`, () => HttpResponse.json({ ...SESSION, state: 'expired' })))
  await renderApp('/sandbox/pay/tok_1')
  expect(await screen.findByText('만료되었거나 없는 결제창입니다.')).toBeTruthy()
  expect(screen.queryByRole('button', { name: '결제하기' })).toBeNull()
})

it('a virtual account names the bank; "cancel" ends the window without paying', async () => {
  const posts = serveSession()
  const go = vi.spyOn(leavePage, 'to').mockImplementation(() => {})
  const { user } = await renderApp('/sandbox/pay/tok_1')
  await user.click(await screen.findByRole('radio', { name: '가상계좌' }))
  await user.selectOptions(screen.getByRole('combobox', { name: '은행' }), '신한은행')
  await user.click(screen.getByRole('button', { name: '결제하기' }))
  await vi.waitFor(() => expect(posts).toEqual([{ path: 'approve', body: { method: 'vbank', bank: '신한은행' } }]))
  await user.click(screen.getByRole('button', { name: '취소' }))
  await vi.waitFor(() => expect(go).toHaveBeenLastCalledWith('http://web.test/payments/cancel'))
})
