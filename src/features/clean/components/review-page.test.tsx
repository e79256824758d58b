/** The staff review desk (/cleans/tue/review/): refusals and the decision's reason rule, in Korean. */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it, vi } from 'vitest'
import type { TueReviewListDto } from '@contract/clean-tue'
import { API, setupApiServer, signedIn } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

const LIST: TueReviewListDto = {
  page: 1,
  pageSize: 20,
  total: 1,
  counts: { submitted: 1, reviewing: 0, approved: 0, rejected: 0 },
  items: [
    {
      applicationId: 31,
      substance: '프로프라놀롤',
      diagnosis: '본태성 진전',
      dose: '10 mg',
      route: 'oral',
      frequency: '1일 2회',
      startDate: '2026-07-01',
      endDate: '2026-12-31',
      physicianName: '최신경',
      physicianLicence: '117804',
      status: 'submitted',
      staffReason: null,
      decidedAt: null,
      createdAt: '2026-06-01T01:00:00.000Z',
      member: { name: '김투어', loginId: 'member01', memberNo: '20150001', memberClass: 'TP' },
      decidedBy: null,
    },
  ],
}

it('tells a member who is not staff "no access rights"', async () => {
  signedIn()
  server.use(
    http.get(`${API}/clean/tue/review`, () =>
      HttpResponse.json({ code: 'FORBIDDEN', message: 'No access rights for this call' }, { status: 403 }),
    ),
  )
  await renderApp('/cleans/tue/review/')
  expect(await screen.findByRole('heading', { name: '접근 권한이 없습니다.' })).toBeTruthy()
})

it('asks a visitor to log in without calling the server', async () => {
  await renderApp('/cleans/tue/review/')
  expect(await screen.findByRole('heading', { name: '사무국 전용' })).toBeTruthy()
})

it('refuses a rejection without a reason, then sends the decision with it', async () => {
  signedIn()
  const patches: unknown[] = []
  server.use(
    http.get(`${API}/clean/tue/review`, () => HttpResponse.json(LIST)),
    http.patch(`${API}/clean/tue/31`, async ({ request }) => {
      patches.push(await request.json())
      return HttpResponse.json({
        ...LIST.items[0],
        status: 'rejected',
        staffReason: '소견서 보완 필요',
        decidedAt: '2026-06-02T01:00:00.000Z',
      })
    }),
  )
  const { user } = await renderApp('/cleans/tue/review/?tab=tue&id=31')
  const decision = await screen.findByRole('group', { name: '결정' })
  await user.click(within(decision).getByRole('button', { name: '반려' }))
  expect(within(decision).getByRole('alert').textContent).toBe(
    '반려 사유를 입력해 주세요. 신청자가 이 내용을 보게 됩니다.',
  )
  expect(patches).toEqual([])
  await user.type(within(decision).getByLabelText('신청자에게 전할 사유 또는 안내'), '소견서 보완 필요')
  await user.click(within(decision).getByRole('button', { name: '반려' }))
  await vi.waitFor(() => expect(patches).toEqual([{ decision: 'rejected', reason: '소견서 보완 필요' }]))
})
