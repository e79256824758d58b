/** The reporting form's checks (/cleans/report/): what a reporter reads next to each field, in Korean. */
import { fireEvent, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { API, setupApiServer, signedIn } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

async function openForm() {
  const sent: unknown[] = []
  const headers: Array<string | null> = []
  server.use(
    http.post(`${API}/clean/reports`, async ({ request }) => {
      sent.push(await request.json())
      headers.push(request.headers.get('authorization'))
      return HttpResponse.json(
        { receiptNo: 'CR-260610-7KQ2MX', receivedAt: '2026-06-10T04:00:00.000Z' },
        { status: 201 },
      )
    }),
  )
  const view = await renderApp('/cleans/report/')
  const form = await screen.findByRole('form', { name: '신고 내용' })
  return { ...view, form, sent, headers }
}

const errorOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent
const byLabel = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label}( \\*)?$`))
const submit = (form: HTMLElement) => within(form).getByRole('button', { name: '신고 접수' })

it('names every missing field next to it, focuses the first, and sends nothing', async () => {
  const { form, user, sent } = await openForm()
  await user.click(submit(form))
  expect(within(form).getByRole('group', { name: /신고 유형/ }).textContent).toContain('신고 유형을 선택해 주세요.')
  expect(errorOf(byLabel(form, '발생 일자'))).toBe('날짜를 입력해 주세요 (정확하지 않으면 가장 가까운 날).')
  expect(errorOf(byLabel(form, '발생 장소'))).toBe('장소를 입력해 주세요.')
  expect(errorOf(byLabel(form, '내용'))).toBe('있었던 일을 20자 이상 적어 주세요.')
  expect(document.activeElement).toBe(within(form).getByRole('radio', { name: /도핑/ }))
  expect(sent).toEqual([])
})

it('asks a named reporter for a name, a way to reach them and the consent', async () => {
  const { form, user, sent } = await openForm()
  // Everything missing at once: the identity rules are named with the other fields, not after them.
  await user.click(within(form).getByRole('radio', { name: '실명으로 신고' }))
  await user.click(submit(form))
  expect(errorOf(byLabel(form, '발생 장소'))).toBe('장소를 입력해 주세요.')
  expect(errorOf(byLabel(form, '이름'))).toBe('이름을 입력하거나 익명 신고를 선택해 주세요.')

  await user.click(within(form).getByRole('radio', { name: /승부 조작/ }))
  fireEvent.change(byLabel(form, '발생 일자'), { target: { value: '2020-05-01' } })
  await user.type(byLabel(form, '발생 장소'), '3번 홀')
  await user.type(byLabel(form, '내용'), '경기 전날 밤 승부 조작 제안 메시지를 받았다는 이야기를 들었습니다.')
  await user.click(submit(form))
  expect(errorOf(byLabel(form, '이름'))).toBe('이름을 입력하거나 익명 신고를 선택해 주세요.')
  expect(errorOf(byLabel(form, '휴대폰 또는 전화번호'))).toBe(
    '연락드릴 수 있도록 휴대폰 번호나 이메일을 입력해 주세요.',
  )
  expect(
    within(form)
      .getByRole('checkbox', { name: /개인정보를 수집·이용하는 데 동의합니다/ })
      .getAttribute('aria-invalid'),
  ).toBe('true')
  expect(within(form).getByText('이름과 연락처 수집에 동의하거나 익명으로 신고해 주세요.')).toBeTruthy()

  await user.type(byLabel(form, '휴대폰 또는 전화번호'), '010-12')
  await user.click(submit(form))
  expect(errorOf(byLabel(form, '휴대폰 또는 전화번호'))).toBe(
    '0으로 시작하는 번호를 숫자만 입력해 주세요 (예: 01012345678).',
  )
  expect(sent).toEqual([])
})

it('refuses a day in the future', async () => {
  const { form, user, sent } = await openForm()
  await user.click(within(form).getByRole('radio', { name: /도핑/ }))
  fireEvent.change(byLabel(form, '발생 일자'), { target: { value: '2099-01-01' } })
  await user.type(byLabel(form, '발생 장소'), '연습장')
  await user.type(byLabel(form, '내용'), '라벨이 없는 주사기를 쓰는 선수를 목격했습니다. 확인 바랍니다.')
  await user.click(submit(form))
  expect(errorOf(byLabel(form, '발생 일자'))).toBe('미래의 날짜는 입력할 수 없습니다.')
  expect(sent).toEqual([])
})

it('sends an anonymous report without the session or any identity, and shows the receipt number', async () => {
  // Even a logged-in reporter's anonymous report travels without the access token.
  signedIn()
  const { form, user, sent, headers } = await openForm()
  await user.click(within(form).getByRole('radio', { name: /불법 도박/ }))
  fireEvent.change(byLabel(form, '발생 일자'), { target: { value: '2024-05-01' } })
  await user.type(byLabel(form, '발생 장소'), '갤러리 구역')
  await user.type(byLabel(form, '내용'), '관람객 두 명이 홀 스코어에 돈을 거는 것을 보았습니다.')
  // Contact typed, then anonymous chosen again: nothing of it leaves the browser.
  await user.click(within(form).getByRole('radio', { name: '실명으로 신고' }))
  await user.type(byLabel(form, '이름'), '홍길동')
  await user.click(within(form).getByRole('radio', { name: '익명으로 신고' }))
  await user.click(submit(form))
  const receipt = await screen.findByRole('heading', { name: '신고가 접수되었습니다' })
  expect(receipt).toBeTruthy()
  expect(screen.getByTestId('receipt-number').textContent).toBe('CR-260610-7KQ2MX')
  expect(sent).toEqual([
    {
      category: 'illegal_betting',
      occurredOn: '2024-05-01',
      place: '갤러리 구역',
      description: '관람객 두 명이 홀 스코어에 돈을 거는 것을 보았습니다.',
      anonymous: true,
      agreePrivacy: false,
    },
  ])
  expect(headers).toEqual([null])
})

it("shows the server's field messages next to the fields", async () => {
  const { form, user } = await openForm()
  server.use(
    http.post(`${API}/clean/reports`, () =>
      HttpResponse.json({ code: 'VALIDATION', message: 'bad', fields: { place: 'required' } }, { status: 400 }),
    ),
  )
  await user.click(within(form).getByRole('radio', { name: /기타 비위/ }))
  fireEvent.change(byLabel(form, '발생 일자'), { target: { value: '2024-05-01' } })
  await user.type(byLabel(form, '발생 장소'), '클럽하우스')
  await user.type(byLabel(form, '내용'), '선수 라운지에서 있었던 일을 신고합니다. 확인 부탁드립니다.')
  await user.click(submit(form))
  expect(await within(form).findByText('장소를 입력해 주세요.')).toBeTruthy()
  expect(screen.queryByRole('heading', { name: '신고가 접수되었습니다' })).toBeNull()
})
