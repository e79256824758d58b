import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { MEMBER, renderAt, serveMember } from './mypage-fixtures'

const server = setupApiServer()

/** GET/POST /cert/phone answering a send and a confirmation of 01098765432, with the calls recorded. */
function serveVerification(calls: string[]) {
  server.use(
    http.get(`${API}/cert/phone`, ({ request }) => {
      calls.push(`send ${new URL(request.url).searchParams.get('phone')}`)
      return HttpResponse.json({ certId: 'cert-1', expiresAt: new Date(Date.now() + 600_000).toISOString() })
    }),
    http.post(`${API}/cert/phone`, async ({ request }) => {
      calls.push(`confirm ${JSON.stringify(await request.json())}`)
      return HttpResponse.json({ certId: 'cert-1', phone: '01098765432', verified: true })
    }),
  )
}

async function verifyNewNumber() {
  const { user } = await renderAt('/member/mypage?tab=profile')
  const section = await screen.findByRole('region', { name: '휴대폰 번호' })
  expect(within(section).getByText('010-1234-5678')).toBeTruthy()
  await user.click(within(section).getByRole('button', { name: '번호 변경' }))
  await user.type(within(section).getByLabelText(/^새 휴대폰 번호/), '01098765432')
  await user.click(within(section).getByRole('button', { name: '인증번호 받기' }))
  await user.type(await within(section).findByLabelText('인증번호'), '123456')
  await user.click(within(section).getByRole('button', { name: '확인' }))
  await within(section).findByText('휴대폰 인증이 완료되었습니다.')
  const password = within(section).getByLabelText(/^현재 비밀번호/) as HTMLInputElement
  const save = within(section).getByRole('button', { name: '새 번호 저장' })
  return { user, section, password, save }
}

it('changes the mobile once the new number is verified and the current password confirms it', async () => {
  serveMember(server)
  const calls: string[] = []
  serveVerification(calls)
  server.use(
    http.patch(`${API}/member/phone`, async ({ request }) => {
      calls.push(`change ${JSON.stringify(await request.json())}`)
      return HttpResponse.json({ ...MEMBER, mobile: '01098765432' })
    }),
  )
  const { user, section, password, save } = await verifyNewNumber()
  // Verified, but nothing changes before the password is given.
  await user.click(save)
  expect(within(section).getByText('필수 입력 항목입니다.')).toBeTruthy()
  expect(document.activeElement).toBe(password)
  expect(calls).toHaveLength(2)

  await user.type(password, 'Fairway2026!')
  await user.click(save)
  expect(
    await within(section).findByText(
      '휴대폰 번호가 변경되었습니다. 이전 번호로 안내 문자를 보냈으며, 보안을 위해 다른 기기에서는 로그아웃되었습니다.',
    ),
  ).toBeTruthy()
  expect(within(section).getByText('010-9876-5432')).toBeTruthy()
  expect(calls).toEqual([
    'send 01098765432',
    'confirm {"certId":"cert-1","code":"123456"}',
    'change {"phoneCertId":"cert-1","currentPwd":"Fairway2026!"}',
  ])
})

it('names a wrong current password under its field and keeps the verified number for another try', async () => {
  serveMember(server)
  serveVerification([])
  const bodies: unknown[] = []
  server.use(
    http.patch(`${API}/member/phone`, async ({ request }) => {
      bodies.push(await request.json())
      return bodies.length === 1
        ? HttpResponse.json(
            { code: 'VALIDATION', message: 'wrong', fields: { currentPwd: 'mismatch' } },
            { status: 400 },
          )
        : HttpResponse.json({ ...MEMBER, mobile: '01098765432' })
    }),
  )
  const { user, section, password, save } = await verifyNewNumber()
  await user.type(password, 'Not-it#123')
  await user.click(save)
  expect(await within(section).findByText('현재 비밀번호가 올바르지 않습니다.')).toBeTruthy()
  expect(password.getAttribute('aria-invalid')).toBe('true')
  // Said once, under the field: no second line for the whole form.
  expect(
    within(section)
      .getAllByRole('alert')
      .map((el) => el.textContent),
  ).toEqual(['현재 비밀번호가 올바르지 않습니다.'])

  await user.clear(password)
  await user.type(password, 'Fairway2026!')
  await user.click(save)
  expect(await within(section).findByText('010-9876-5432')).toBeTruthy()
  expect(bodies).toEqual([
    { phoneCertId: 'cert-1', currentPwd: 'Not-it#123' },
    { phoneCertId: 'cert-1', currentPwd: 'Fairway2026!' },
  ])
})

it('says why a verified number was not saved', async () => {
  serveMember(server)
  serveVerification([])
  server.use(
    http.patch(`${API}/member/phone`, () =>
      HttpResponse.json({ code: 'CERT_REQUIRED', message: 'used' }, { status: 400 }),
    ),
  )
  const { user, section, password, save } = await verifyNewNumber()
  await user.type(password, 'Fairway2026!')
  await user.click(save)
  expect((await within(section).findByRole('alert')).textContent).toBe('휴대폰 인증을 해 주세요.')
  expect(within(section).getByText('010-1234-5678')).toBeTruthy()
})

it('saves the marketing consent at once and tells the member the date of the change', async () => {
  serveMember(server)
  const bodies: unknown[] = []
  server.use(
    http.patch(`${API}/member/marketingAgree`, async ({ request }) => {
      const body = (await request.json()) as { marketingAgree: boolean }
      bodies.push(body)
      return HttpResponse.json({ ...MEMBER, marketingAgree: body.marketingAgree })
    }),
  )
  const { user } = await renderAt('/member/mypage?tab=profile')
  const section = await screen.findByRole('region', { name: '마케팅 정보 수신' })
  const toggle = within(section).getByRole('switch', { name: '마케팅 정보 수신에 동의합니다' }) as HTMLInputElement
  expect(toggle.checked).toBe(false)

  await user.click(toggle)
  const today = new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date())
  expect((await within(section).findByRole('status')).textContent).toBe(`${today}에 마케팅 정보 수신에 동의하셨습니다.`)
  expect(toggle.checked).toBe(true)

  await user.click(toggle)
  expect(await within(section).findByText(`${today}에 마케팅 정보 수신 동의를 철회하셨습니다.`)).toBeTruthy()
  expect(bodies).toEqual([{ marketingAgree: true }, { marketingAgree: false }])
})

it('a failed consent change leaves the switch as recorded and says so', async () => {
  serveMember(server)
  server.use(
    http.patch(`${API}/member/marketingAgree`, () =>
      HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }),
    ),
  )
  const { user } = await renderAt('/member/mypage?tab=profile')
  const section = await screen.findByRole('region', { name: '마케팅 정보 수신' })
  const toggle = within(section).getByRole('switch') as HTMLInputElement
  await user.click(toggle)
  expect((await within(section).findByRole('alert')).textContent).toBe('오류가 발생했습니다. 다시 시도해 주세요.')
  expect(toggle.checked).toBe(false)
})
