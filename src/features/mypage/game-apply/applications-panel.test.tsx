/** The my page's tournament applications (docs/requirements/tournament-applications.md#app-11), against msw. */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it, vi } from 'vitest'
import type { ApplicationDto } from '@contract/game-apply'
import { API, setupApiServer } from '@/api/test-helpers'
import { i18n } from '@/lib/i18n'
import { leavePage } from '@/lib/leave-page'
import { messages as en } from '../../../../locales/en/messages.po'
import { renderAt, serveMember } from '../components/mypage-fixtures'
import { ORDER } from '../dues/components/dues-fixtures'

const server = setupApiServer()
const PAGE = '/member/mypage?tab=game-apply'

beforeEach(() => {
  i18n.load('en', en)
  i18n.activate('en')
})

const application = (over: Partial<ApplicationDto>): ApplicationDto => ({
  id: 1,
  gameId: 31,
  tourId: 11,
  nameKo: '다온금융그룹 오픈',
  nameEn: 'Daon Financial Group Open',
  startDate: '2026-12-10',
  endDate: '2026-12-13',
  state: 'paid',
  arrivalNo: 4,
  waitlistPosition: null,
  amountWon: 200000,
  payBy: null,
  caddie: 'own',
  mobile: '010-1234-5678',
  orderNo: null,
  method: null,
  paidAt: null,
  cancelledAt: null,
  createdAt: '2026-11-20T01:00:00.000Z',
  window: 'open',
  canChange: true,
  confirmed: false,
  ...over,
})

const SEASON_2026 = [
  application({ id: 7, state: 'awaiting_payment', payBy: '2026-11-21T01:00:00.000Z' }),
  application({ id: 8, gameId: 32, nameEn: 'Hanul E&C Championship', state: 'waitlisted', waitlistPosition: 3 }),
  application({ id: 9, gameId: 33, nameEn: 'Nuri Telecom Open', state: 'lapsed', caddie: 'house' }),
]
const SEASON_2025 = [
  application({
    id: 3,
    gameId: 12,
    nameEn: 'Association Championship',
    startDate: '2025-09-04',
    endDate: '2025-09-07',
    paidAt: '2025-08-10T02:00:00.000Z',
    confirmed: true,
  }),
]

function serveApplications(seasons: Record<number, ApplicationDto[]>) {
  const asked: Array<string | null> = []
  server.use(
    http.get(`${API}/mypage/game-apply/year`, () =>
      HttpResponse.json({ years: Object.keys(seasons).map(Number).reverse() }),
    ),
    http.get(`${API}/mypage/game-apply`, ({ request }) => {
      const year = new URL(request.url).searchParams.get('year')
      asked.push(year)
      return HttpResponse.json({ year: year ? Number(year) : null, items: year ? (seasons[Number(year)] ?? []) : [] })
    }),
  )
  return asked
}

it('says there are none yet and links the tournaments open for application', async () => {
  serveMember(server)
  serveApplications({})
  await renderAt(PAGE)
  expect(await screen.findByRole('heading', { name: 'No applications yet.' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Tournaments open for application' }).getAttribute('href')).toBe(
    '/communitys/gameApply',
  )
  const nav = screen.getByRole('navigation', { name: 'My page sections' })
  expect(within(nav).getByRole('link', { name: 'Tournament applications' }).getAttribute('aria-current')).toBe('page')
})

it("lists the newest season's applications with their states, pay-by time and waiting-list place", async () => {
  serveMember(server)
  serveApplications({ 2025: SEASON_2025, 2026: SEASON_2026 })
  await renderAt(PAGE)
  const unpaid = within((await screen.findByRole('heading', { name: 'Daon Financial Group Open' })).closest('li')!)
  expect(unpaid.getByText('In the field · to be paid')).toBeTruthy()
  expect(unpaid.getByText(/^Pay by .*, or the place goes to the waiting list\.$/)).toBeTruthy()
  expect(unpaid.getByText('₩200,000')).toBeTruthy()
  expect(unpaid.getByText('My own caddie')).toBeTruthy()
  expect(unpaid.getByRole('link', { name: 'View application' }).getAttribute('href')).toBe(
    '/communitys/gameApplyComplete?gameId=31',
  )
  const waiting = within(screen.getByRole('heading', { name: 'Hanul E&C Championship' }).closest('li')!)
  expect(waiting.getByText('On the waiting list')).toBeTruthy()
  expect(waiting.getByText('Number 3 on the waiting list')).toBeTruthy()
  expect(waiting.queryByRole('button', { name: /^Pay/ })).toBeNull()
  const lapsed = within(screen.getByRole('heading', { name: 'Nuri Telecom Open' }).closest('li')!)
  expect(lapsed.getByText('Lapsed (not paid in time)')).toBeTruthy()
  expect(lapsed.getByText('A caddie of the course')).toBeTruthy()
})

it('shows another season when picked', async () => {
  serveMember(server)
  const asked = serveApplications({ 2025: SEASON_2025, 2026: SEASON_2026 })
  const { user } = await renderAt(PAGE)
  await screen.findByRole('heading', { name: 'Daon Financial Group Open' })
  await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), '2025')
  const paid = within((await screen.findByRole('heading', { name: 'Association Championship' })).closest('li')!)
  expect(paid.getByText('In the field · paid')).toBeTruthy()
  expect(paid.getByText('In the confirmed field')).toBeTruthy()
  expect(screen.queryByRole('heading', { name: 'Daon Financial Group Open' })).toBeNull()
  expect(asked).toEqual(['2026', '2025'])
})

it('pays an unpaid place through the payment door and goes to the checkout window', async () => {
  serveMember(server)
  serveApplications({ 2026: SEASON_2026 })
  const sent: unknown[] = []
  server.use(
    http.post(`${API}/payments/orders`, async ({ request }) => {
      sent.push(await request.json())
      return HttpResponse.json({
        order: { ...ORDER, state: 'READY', label: 'unpaid', amount: 200000, receiptNo: null, approvedAt: null },
        checkoutUrl: 'http://api.test/sandbox/pay/tok_7',
      })
    }),
  )
  const go = vi.spyOn(leavePage, 'to').mockImplementation(() => {})
  const { user } = await renderAt(PAGE)
  await user.click(await screen.findByRole('button', { name: 'Pay ₩200,000' }))
  await vi.waitFor(() => expect(go).toHaveBeenCalledWith('http://api.test/sandbox/pay/tok_7'))
  expect(sent).toEqual([{ purpose: 'entry_fee', refs: [7], method: 'card' }])
})
