import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it, vi } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { leavePage } from '@/lib/leave-page'
import { renderAt, serveMember } from '../../components/mypage-fixtures'
import { ORDER, period, serveDues } from './dues-fixtures'

const server = setupApiServer()

it('the home tile address opens the dues tab: guide, unpaid periods, and an empty history says so', async () => {
  serveMember(server)
  serveDues(server)
  await renderAt('/member/mypage?tab=dues')

  const guide = await screen.findByRole('region', { name: '납부 안내' })
  expect(await within(guide).findByText('150,000원')).toBeTruthy()
  expect(within(guide).getByText('1월, 7월')).toBeTruthy()
  expect(within(guide).getByText('100-200-300400')).toBeTruthy()
  const unpaid = screen.getByRole('region', { name: '미납' })
  expect(await within(unpaid).findByText('2026년 상반기')).toBeTruthy()
  expect(within(unpaid).getByText('300,000원')).toBeTruthy()
  expect(await screen.findByText('결제 내역이 없습니다.')).toBeTruthy()
  const nav = screen.getByRole('navigation', { name: '마이페이지 메뉴' })
  expect(within(nav).getByRole('link', { name: '회비 납부' }).getAttribute('aria-current')).toBe('page')
})

it('the pay button sends the ticked periods and the method, and goes to the checkout window named', async () => {
  serveMember(server)
  serveDues(server)
  const sent: unknown[] = []
  server.use(
    http.post(`${API}/payments/orders`, async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({
        order: { ...ORDER, state: 'READY', label: 'unpaid', amount: 150000, receiptNo: null, approvedAt: null },
        checkoutUrl: 'http://api.test/sandbox/pay/tok_1',
      })
    }),
  )
  const go = vi.spyOn(leavePage, 'to').mockImplementation(() => {})
  const { user } = await renderAt('/member/mypage?tab=dues')

  const unpaid = await screen.findByRole('region', { name: '미납' })
  await user.click(await within(unpaid).findByRole('checkbox', { name: /2026년 하반기/ }))
  await user.click(within(unpaid).getByRole('radio', { name: '가상계좌' }))
  await user.click(within(unpaid).getByRole('button', { name: '회비 결제 (150,000원)' }))

  await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://api.test/sandbox/pay/tok_1'))
  expect(sent).toEqual([{ purpose: 'dues', refs: [11], method: 'vbank' }])
})

it('a refused order says why and stays on the page', async () => {
  serveMember(server)
  serveDues(server)
  server.use(
    http.post(`${API}/payments/orders`, () => HttpResponse.json({ code: -1002, message: 'replaced' }, { status: 409 })),
  )
  const go = vi.spyOn(leavePage, 'to').mockImplementation(() => {})
  const { user } = await renderAt('/member/mypage?tab=dues')
  const unpaid = await screen.findByRole('region', { name: '미납' })
  await user.click(await within(unpaid).findByRole('button', { name: /회비 결제/ }))
  expect(await within(unpaid).findByText('결제를 위해 중복 로그인은 허용되지 않습니다.')).toBeTruthy()
  expect(go).not.toHaveBeenCalled()
})

it('the dues card is registered only after the member agrees to the instructions', async () => {
  serveMember(server)
  serveDues(server)
  const bodies: unknown[] = []
  server.use(
    http.post(`${API}/mypage/opi-dues/card`, async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ checkoutUrl: 'http://api.test/sandbox/pay/bill_1', customerKey: 'cus_1' })
    }),
  )
  const go = vi.spyOn(leavePage, 'to').mockImplementation(() => {})
  const { user } = await renderAt('/member/mypage?tab=dues')

  const card = await screen.findByRole('region', { name: '회비카드' })
  expect(await within(card).findByText('정보 없음')).toBeTruthy()
  await user.click(within(card).getByRole('button', { name: '회비카드 등록' }))
  expect(within(card).getByRole('alert').textContent).toBe('회비카드 등록 전 안내사항에 동의해 주세요.')
  expect(bodies).toEqual([])

  await user.click(within(card).getByRole('checkbox', { name: '회비카드 등록 안내사항에 동의합니다.' }))
  expect(within(card).queryByRole('alert')).toBeNull()
  await user.click(within(card).getByRole('button', { name: '회비카드 등록' }))
  await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://api.test/sandbox/pay/bill_1'))
  expect(bodies).toEqual([{ agreed: true }])
})

it('the history of a year lists each period with its state and a receipt for the paid one', async () => {
  serveMember(server)
  serveDues(server, {
    unpaid: [],
    years: [2026, 2025],
    history: [period(5, '2025-2', { state: 'paid', paidAt: '2025-07-03T01:00:00.000Z', orderNo: 'FW-1' })],
  })
  const { user } = await renderAt('/member/mypage?tab=dues')
  const history = await screen.findByRole('region', { name: '납부 내역' })
  await user.selectOptions(await within(history).findByRole('combobox', { name: '연도' }), '2025')
  expect(await within(history).findByText('2025년 하반기')).toBeTruthy()
  expect(within(history).getByRole('link', { name: '영수증' }).getAttribute('href')).toBe('/payments/receipt/FW-1')
  expect(await screen.findByText('미납 내역이 없습니다.')).toBeTruthy()
})
