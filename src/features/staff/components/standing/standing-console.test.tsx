import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, it } from 'vitest'
import type { QueuedReinstatement } from '@/api/staff-standing'
import { API, setupApiServer, signedIn } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

const APPLICATION: QueuedReinstatement = {
  id: 4,
  memberId: 31,
  name: '박제명',
  memberNo: '20010031',
  state: 'submitted',
  appliedAt: '2026-11-02T01:00:00.000Z',
  statement: '미납 회비를 모두 납부하겠습니다.',
  consents: 10,
  consentsNeeded: 10,
  decidedAt: null,
  decisionReason: null,
}

beforeEach(() => signedIn())

function serveQueue(): unknown[] {
  const decisions: unknown[] = []
  server.use(
    http.get(`${API}/staff/reinstatements`, () => HttpResponse.json({ items: [APPLICATION] })),
    http.post(`${API}/staff/reinstatements/:id/decision`, async ({ request, params }) => {
      const body = (await request.json()) as { approve: boolean; reason: string }
      decisions.push({ id: Number(params.id), ...body })
      return HttpResponse.json({
        ...APPLICATION,
        state: body.approve ? 'approved' : 'rejected',
        decidedAt: '2026-11-26T02:00:00.000Z',
        decisionReason: body.reason,
      })
    }),
  )
  return decisions
}

it('rejecting a reinstatement needs a reason, then a confirmation, and sends the reason', async () => {
  const decisions = serveQueue()
  const { user } = await renderApp('/staff/standing/')
  const queue = await screen.findByRole('region', { name: '재입회 신청' })
  expect(await within(queue).findByText('박제명')).toBeTruthy()

  await user.click(within(queue).getByRole('button', { name: '반려' }))
  expect(within(queue).getByRole('alert').textContent).toBe('사유를 입력해 주세요.')
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(decisions).toEqual([])

  await user.type(within(queue).getByRole('textbox', { name: '결정 사유' }), '동의서 서명 확인 불가')
  await user.click(within(queue).getByRole('button', { name: '반려' }))
  const dialog = await screen.findByRole('dialog', { name: '박제명 회원의 재입회를 반려하시겠습니까?' })
  await user.click(within(dialog).getByRole('button', { name: '반려' }))

  expect(await within(queue).findByText('반려했습니다.')).toBeTruthy()
  expect(decisions).toEqual([{ id: 4, approve: false, reason: '동의서 서명 확인 불가' }])
})

it('cancelling the confirmation decides nothing', async () => {
  const decisions = serveQueue()
  const { user } = await renderApp('/staff/standing/')
  const queue = await screen.findByRole('region', { name: '재입회 신청' })
  await user.type(await within(queue).findByRole('textbox', { name: '결정 사유' }), '요건 충족')
  await user.click(within(queue).getByRole('button', { name: '승인' }))
  const dialog = await screen.findByRole('dialog', { name: '박제명 회원의 재입회를 승인하시겠습니까?' })
  await user.click(within(dialog).getByRole('button', { name: '취소' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(decisions).toEqual([])
})
