/** The conditions and terms step (docs/requirements/tournament-applications.md#app-6, #app-3), against msw. */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import type { ApplyInfoDto } from '@contract/game-apply'
import { API, setupApiServer } from '@/api/test-helpers'
import { applyInfo, fees, GAME_ID, inEnglish, renderAt, serveWindow } from './test/apply-fixtures'

const server = setupApiServer()
const PAGE = `/communitys/gameApplyInfo?gameId=${GAME_ID}`

beforeEach(inEnglish)

function serveInfo(info: ApplyInfoDto) {
  const agreed: unknown[] = []
  server.use(
    http.get(`${API}/game/applyInfo`, () => HttpResponse.json(info)),
    http.get(`${API}/game/memberShipFee`, () => HttpResponse.json(fees())),
    http.post(`${API}/game/player/agree`, async ({ request }) => {
      agreed.push(await request.json())
      return HttpResponse.json({ agreedAt: '2026-12-02T03:00:00.000Z' })
    }),
  )
  return agreed
}

const next = () => screen.getByRole('button', { name: 'Next' })

it('asks whether to pay an unpaid entrance fee now, and yes leads to the payment', async () => {
  serveInfo(applyInfo({ conditions: { duesPaid: true, entranceFeePaid: false, refusal: 'entrance_fee_unpaid' } }))
  const { user, location } = await renderAt(PAGE)
  const popup = await screen.findByRole('dialog')
  expect(within(popup).getByText(/Your entrance fee is not fully paid \(₩300,000 left\)\. Pay it now\?/)).toBeTruthy()
  expect(screen.getByText('Entrance fee fully paid:')).toBeTruthy()
  expect(screen.getAllByText('Your entrance fee must be fully paid before you apply.').length).toBeGreaterThan(0)
  // The dues tab loads the member's bills; their answers do not matter here.
  const none = () => HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 })
  server.use(http.get(`${API}/member`, none), http.get(`${API}/mypage/*`, none))
  await user.click(within(popup).getByRole('button', { name: 'Pay now' }))
  await waitFor(() => expect(location().pathname).toBe('/member/mypage'))
  expect(location().search).toMatchObject({ tab: 'dues' })
})

it('keeps the member here when they decline to pay now, with Next closed', async () => {
  serveInfo(applyInfo({ conditions: { duesPaid: false, entranceFeePaid: true, refusal: 'dues_unpaid' } }))
  const { user, location } = await renderAt(PAGE)
  const popup = await screen.findByRole('dialog')
  await user.click(within(popup).getByRole('button', { name: 'Not now' }))
  await user.click(screen.getByRole('checkbox', { name: 'Agree to all terms' }))
  expect(next()).toHaveProperty('disabled', true)
  expect(screen.getByText('You cannot apply until the condition above is met.')).toBeTruthy()
  expect(location().pathname).toBe('/communitys/gameApplyInfo')
})

it('shows a refusal of class with the classes the tournament is for', async () => {
  serveInfo(applyInfo({ conditions: { duesPaid: true, entranceFeePaid: true, refusal: 'class' } }))
  await renderAt(PAGE)
  expect(await screen.findByText('This tournament is not open to your membership class.')).toBeTruthy()
  expect(screen.getByText(/This tournament is for:.*Regular member · Tour pro/)).toBeTruthy()
  expect(next()).toHaveProperty('disabled', true)
})

it('needs all three consents, records them and goes on once the server says the window is open', async () => {
  const agreed = serveInfo(applyInfo())
  const checks = serveWindow(server, 'open')
  server.use(http.get(`${API}/game/applyInfo`, () => HttpResponse.json(applyInfo({ agreedAt: null }))))
  const { user, location } = await renderAt(PAGE)
  await screen.findByText('You meet the conditions to apply.')
  expect(next()).toHaveProperty('disabled', true)
  expect(screen.getByText('Agree to all three terms to continue.')).toBeTruthy()
  await user.click(screen.getByRole('checkbox', { name: /Collection and use of personal data/ }))
  await user.click(screen.getByRole('checkbox', { name: /Tournament rules/ }))
  expect(next()).toHaveProperty('disabled', true)
  await user.click(screen.getByRole('checkbox', { name: /Entry fee and refund policy/ }))
  await user.click(next())
  await waitFor(() => expect(location().pathname).toBe('/communitys/gameApplySelect'))
  expect(checks).toEqual([String(GAME_ID)])
  expect(agreed).toEqual([{ gameId: GAME_ID, personalData: true, rules: true, refundPolicy: true }])
})

it('stays when the server says the window has ended, recording nothing', async () => {
  const agreed = serveInfo(applyInfo())
  serveWindow(server, 'ended')
  const { user, location } = await renderAt(PAGE)
  await user.click(await screen.findByRole('checkbox', { name: 'Agree to all terms' }))
  await user.click(next())
  expect(await screen.findByText('Applications for this tournament have ended.')).toBeTruthy()
  expect(agreed).toEqual([])
  expect(location().pathname).toBe('/communitys/gameApplyInfo')
})
