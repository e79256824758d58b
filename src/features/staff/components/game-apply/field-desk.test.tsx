/** The staff's field confirmation (docs/requirements/tournament-applications.md#app-11), against msw. */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import type { ApplyGameDto, StaffFieldDto } from '@contract/game-apply'
import { API, setupApiServer, signedIn } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

beforeEach(() => signedIn())

const game = (over: Partial<ApplyGameDto>): ApplyGameDto => ({
  gameId: 41,
  tourId: 11,
  tourNameKo: '코리안 투어',
  tourNameEn: 'Korean Tour',
  nameKo: '다온금융그룹 오픈',
  nameEn: 'Daon Financial Group Open',
  startDate: '2026-12-03',
  endDate: '2026-12-06',
  venueKo: null,
  venueEn: null,
  stageType: null,
  gameStatus: 4,
  entryFeeWon: 200000,
  fieldSize: 156,
  applicationOpensAt: '2026-11-12T01:00:00.000Z',
  applicationClosesAt: '2026-11-26T07:00:00.000Z',
  window: 'ended',
  accepted: 2,
  waitlisted: 1,
  eligibleTypes: ['tour_pro'],
  mine: null,
  ...over,
})

const ENDED = game({})
const OPEN = game({
  gameId: 42,
  nameKo: '한울건설 챔피언십',
  nameEn: 'Hanul E&C Championship',
  gameStatus: 1,
  window: 'open',
  applicationClosesAt: '2026-12-07T07:00:00.000Z',
})

const applicant = (over: Partial<StaffFieldDto['applicants'][number]>): StaffFieldDto['applicants'][number] => ({
  applicationId: 1,
  memberId: 10,
  memberNo: '20150001',
  nameKo: '김투어',
  nameEn: 'Tour Kim',
  membershipType: 'tour_pro',
  state: 'paid',
  arrivalNo: 1,
  waitlistPosition: null,
  paidAt: '2026-11-12T01:05:00.000Z',
  confirmed: false,
  ...over,
})

function serveField(confirmed = { count: 0 }) {
  const calls: number[] = []
  const fieldOf = (g: ApplyGameDto): StaffFieldDto => ({
    game: g,
    confirmedAt: confirmed.count > 0 ? '2026-11-27T01:00:00.000Z' : null,
    confirmedCount: confirmed.count,
    applicants: [
      applicant({ confirmed: confirmed.count > 0 }),
      applicant({ applicationId: 2, memberId: 11, nameKo: '이프로', arrivalNo: 2, state: 'awaiting_payment' }),
      applicant({ applicationId: 3, memberId: 12, nameKo: '박대기', arrivalNo: 3, state: 'waitlisted', paidAt: null }),
    ].map((a, i) => (i === 2 ? { ...a, waitlistPosition: 1 } : a)),
  })
  server.use(
    http.get(`${API}/staff/game-apply`, () =>
      HttpResponse.json({ year: 2026, years: [2026], serverNow: '2026-11-27T00:00:00.000Z', items: [ENDED, OPEN] }),
    ),
    http.get(`${API}/staff/game-apply/:gameId`, ({ params }) =>
      HttpResponse.json(fieldOf(Number(params.gameId) === 42 ? OPEN : ENDED)),
    ),
    http.post(`${API}/staff/game-apply/:gameId/confirm`, ({ params }) => {
      calls.push(Number(params.gameId))
      confirmed.count = 1
      return HttpResponse.json({ confirmedAt: '2026-11-27T01:00:00.000Z', entries: 1 })
    }),
  )
  return calls
}

it('lists the applicants by arrival and confirms the field after a confirmation dialog', async () => {
  const calls = serveField()
  const { user } = await renderApp('/staff/game-apply/')
  const table = await screen.findByRole('region', { name: '신청자' })
  const rows = within(table).getAllByRole('row').slice(1)
  expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual(['김투어', '이프로', '박대기'])
  expect(within(rows[2]!).getByText('대기 1')).toBeTruthy()
  expect(screen.getByText('아직 확정하지 않았습니다')).toBeTruthy()

  await user.click(screen.getByRole('button', { name: '출전 명단 확정' }))
  const dialog = await screen.findByRole('dialog', { name: '다온금융그룹 오픈의 출전 명단을 확정하시겠습니까?' })
  await user.click(within(dialog).getByRole('button', { name: '출전 명단 확정' }))

  expect(await screen.findByText('출전 명단을 확정했습니다: 1명.')).toBeTruthy()
  expect(calls).toEqual([41])
  expect(await within(table).findByText('예')).toBeTruthy()
})

it('cancelling the dialog confirms nothing', async () => {
  const calls = serveField()
  const { user } = await renderApp('/staff/game-apply/')
  await user.click(await screen.findByRole('button', { name: '출전 명단 확정' }))
  const dialog = await screen.findByRole('dialog')
  await user.click(within(dialog).getByRole('button', { name: '취소' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(calls).toEqual([])
})

it('a tournament still taking applications cannot be confirmed yet, and says when it can', async () => {
  const calls = serveField()
  await renderApp('/staff/game-apply/?gameId=42')
  expect(await screen.findByRole('heading', { name: '한울건설 챔피언십' })).toBeTruthy()
  expect(screen.queryByRole('button', { name: '출전 명단 확정' })).toBeNull()
  expect(screen.getByText(/^신청이 마감된 뒤\(.+\) 출전 명단을 확정할 수 있습니다\.$/)).toBeTruthy()
  expect(calls).toEqual([])
})
