/** The exemption page (/cleans/tue/): who sees what, and the application form's messages, in Korean. */
import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import type { MyTueDto, TueItemDto } from '@contract/clean-tue'
import { API, setupApiServer, signedIn } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

const APPROVED: TueItemDto = {
  applicationId: 7,
  substance: '메틸페니데이트',
  diagnosis: '성인 ADHD',
  dose: '36 mg',
  route: 'oral',
  frequency: '1일 1회',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  physicianName: '이정신',
  physicianLicence: '104512',
  status: 'rejected',
  staffReason: '소견서를 보완해 주세요.',
  decidedAt: '2026-02-01T01:00:00.000Z',
  createdAt: '2026-01-20T01:00:00.000Z',
}

function serveMine(mine: MyTueDto) {
  const posted: unknown[] = []
  server.use(
    http.get(`${API}/clean/tue`, () => HttpResponse.json(mine)),
    http.post(`${API}/clean/tue`, async ({ request }) => {
      posted.push(await request.json())
      return HttpResponse.json(
        { ...APPROVED, applicationId: 8, status: 'submitted', staffReason: null, decidedAt: null },
        { status: 201 },
      )
    }),
  )
  return posted
}

const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent
const byLabel = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}( \\*)?$`))

it('tells a visitor what a TUE is and offers the login, coming back here', async () => {
  await renderApp('/cleans/tue/')
  expect(await screen.findByRole('heading', { name: 'TUE란?' })).toBeTruthy()
  const login = await within(screen.getByRole('main')).findByRole('link', { name: '로그인' })
  expect(login.getAttribute('href')).toBe('/sign/login?redirect=%2Fcleans%2Ftue%2F')
  expect(screen.queryByRole('form')).toBeNull()
})

it('tells a web member who is not an association member that only association members may apply', async () => {
  signedIn()
  serveMine({ canApply: false, canReview: false, items: [] })
  await renderApp('/cleans/tue/')
  expect(
    await screen.findByText('협회 회원만 이용할 수 있는 서비스입니다. 협회 회원이 아닌 웹 회원은 신청할 수 없습니다.'),
  ).toBeTruthy()
  expect(screen.queryByRole('form')).toBeNull()
})

it("shows a member's applications with the staff's reason, and checks the form field by field", async () => {
  signedIn()
  const posted = serveMine({ canApply: true, canReview: false, items: [APPROVED] })
  const { user } = await renderApp('/cleans/tue/')
  const mine = await screen.findByRole('region', { name: '나의 신청 내역' })
  expect(within(mine).getByText('반려')).toBeTruthy()
  expect(within(mine).getByText('소견서를 보완해 주세요.')).toBeTruthy()

  const form = screen.getByRole('form', { name: '새 신청' })
  await user.click(within(form).getByRole('button', { name: '신청서 제출' }))
  expect(errorOf(byLabel(form, '금지약물 또는 금지방법'))).toBe('약물 또는 방법을 입력해 주세요.')
  expect(errorOf(byLabel(form, '진단명'))).toBe('진단명을 입력해 주세요.')
  expect(errorOf(byLabel(form, '용량'))).toBe('용량을 입력해 주세요 (예: 40 mg).')
  expect(errorOf(byLabel(form, '투여 경로'))).toBe('투여 경로를 선택해 주세요.')
  expect(errorOf(byLabel(form, '시작일'))).toBe('날짜를 입력해 주세요.')
  expect(errorOf(byLabel(form, '의사 면허번호'))).toBe('면허번호를 입력해 주세요 (영문, 숫자, 하이픈 4~20자).')
  expect(within(form).getByText('심사를 위한 건강정보 이용에 동의해 주세요.')).toBeTruthy()
  expect(document.activeElement).toBe(byLabel(form, '금지약물 또는 금지방법'))

  await user.type(byLabel(form, '금지약물 또는 금지방법'), '프레드니솔론')
  await user.type(byLabel(form, '진단명'), '급성 천식 악화')
  await user.type(byLabel(form, '용량'), '30 mg')
  await user.selectOptions(byLabel(form, '투여 경로'), '경구')
  await user.type(byLabel(form, '투여 횟수'), '1일 1회')
  fireEvent.change(byLabel(form, '시작일'), { target: { value: '2026-07-10' } })
  fireEvent.change(byLabel(form, '종료일'), { target: { value: '2026-07-01' } })
  await user.type(byLabel(form, '담당 의사 이름'), '김주치')
  await user.type(byLabel(form, '의사 면허번호'), '12')
  await user.click(within(form).getByRole('checkbox', { name: /건강정보 수집·이용에 동의합니다/ }))
  await user.click(within(form).getByRole('checkbox', { name: /신청 내용이 사실이며/ }))
  await user.click(within(form).getByRole('button', { name: '신청서 제출' }))
  expect(errorOf(byLabel(form, '종료일'))).toBe('종료일은 시작일과 같거나 그 이후여야 합니다.')
  expect(errorOf(byLabel(form, '의사 면허번호'))).toBe('면허번호를 입력해 주세요 (영문, 숫자, 하이픈 4~20자).')
  expect(posted).toEqual([])

  fireEvent.change(byLabel(form, '종료일'), { target: { value: '2026-07-14' } })
  await user.type(byLabel(form, '의사 면허번호'), '3456')
  await user.click(within(form).getByRole('button', { name: '신청서 제출' }))
  expect(
    await within(form).findByText('신청서를 제출했습니다. 위 목록에서 처리 상태를 확인할 수 있습니다.'),
  ).toBeTruthy()
  expect(posted).toEqual([
    {
      substance: '프레드니솔론',
      diagnosis: '급성 천식 악화',
      dose: '30 mg',
      route: 'oral',
      frequency: '1일 1회',
      startDate: '2026-07-10',
      endDate: '2026-07-14',
      physicianName: '김주치',
      physicianLicence: '123456',
      agreeHealthData: true,
      agreeDeclaration: true,
    },
  ])
})
