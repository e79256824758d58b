import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it, vi } from 'vitest'
import type { MemberDetail } from '@contract/member-account'
import { queryKeys } from '@/api/query-keys'
import { API, setupApiServer } from '@/api/test-helpers'
import { MEMBER, renderAt, serveMember } from './mypage-fixtures'

const server = setupApiServer()

async function openProfile() {
  serveMember(server)
  const patches: unknown[] = []
  server.use(
    http.patch(`${API}/member`, async ({ request }) => {
      const body = (await request.json()) as Partial<MemberDetail>
      patches.push(body)
      return HttpResponse.json({ ...MEMBER, ...body })
    }),
  )
  const view = await renderAt('/member/mypage?tab=profile')
  const form = await screen.findByRole('form', { name: '개인정보 수정' })
  return { ...view, form, patches }
}

/** By its label; a required field's label ends with a (hidden) asterisk. */
const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement

it('shows ID, name and date of birth read-only, with why they cannot be changed', async () => {
  const { form } = await openProfile()
  expect(field(form, '아이디').readOnly).toBe(true)
  expect(field(form, '아이디').value).toBe('golfer01')
  expect(field(form, '이름').readOnly).toBe(true)
  expect(field(form, '생년월일').value).toBe('1980-01-15')
  expect(within(form).getByText(/아이디는 변경할 수 없으며, 실명제로 운영되므로/)).toBeTruthy()
})

it('checks every field with the contract rules, names each problem next to its field and sends nothing', async () => {
  const { form, user, patches } = await openProfile()
  await user.clear(field(form, '영문 이름'))
  await user.type(field(form, '영문 성'), '김')
  await user.clear(field(form, '이메일'))
  await user.type(field(form, '이메일'), 'kim@')
  await user.type(field(form, '전화번호'), '12345')
  await user.clear(field(form, '우편번호'))
  await user.type(field(form, '우편번호'), '123')
  await user.clear(field(form, '상세 주소'))
  await user.type(field(form, '직장 전화번호'), '9999')
  await user.type(field(form, '직장 우편번호'), 'abcde')
  await user.click(within(form).getByRole('button', { name: '저장하기' }))

  const errorOf = (label: string) =>
    document.getElementById(field(form, label).getAttribute('aria-describedby') ?? '')?.textContent
  expect(errorOf('영문 이름')).toBe('필수 입력 항목입니다.')
  expect(errorOf('영문 성')).toBe('영문으로 입력해 주세요 (공백, 아포스트로피, 마침표, 하이픈 사용 가능).')
  expect(errorOf('이메일')).toBe('올바른 이메일 주소를 입력해 주세요 (예: name@example.com).')
  expect(errorOf('전화번호')).toBe('0으로 시작하는 번호를 숫자만 입력해 주세요 (예: 0212345678).')
  expect(errorOf('우편번호')).toBe('우편번호 5자리를 입력해 주세요.')
  expect(errorOf('상세 주소')).toBe('필수 입력 항목입니다.')
  expect(errorOf('직장 전화번호')).toBe('0으로 시작하는 번호를 숫자만 입력해 주세요 (예: 0212345678).')
  expect(errorOf('직장 우편번호')).toBe('우편번호 5자리를 입력해 주세요.')
  expect(field(form, '영문 이름').getAttribute('aria-invalid')).toBe('true')
  expect(document.activeElement).toBe(field(form, '영문 이름'))
  expect(patches).toEqual([])
})

it('says when nothing changed instead of saving', async () => {
  const { form, user, patches } = await openProfile()
  await user.click(within(form).getByRole('button', { name: '저장하기' }))
  expect(within(form).getByRole('status').textContent).toBe('변경된 내용이 없습니다.')
  expect(patches).toEqual([])
})

it('saves only what changed (an emptied optional field as null), confirms, and updates the cached record', async () => {
  const { form, user, patches, queryClient } = await openProfile()
  await user.clear(field(form, '이메일'))
  await user.type(field(form, '이메일'), 'new.kim@example.com')
  await user.click(within(form).getByRole('checkbox', { name: '문자(SMS)로 소식 받기' }))
  await user.clear(field(form, '주소'))
  await user.type(field(form, '주소'), '부산광역시 해운대구 센텀로 1')
  await user.clear(field(form, '영문 성'))
  await user.type(field(form, '현재 비밀번호'), 'Fairway2026!')
  await user.click(within(form).getByRole('button', { name: '저장하기' }))

  expect(
    await within(form).findByText(
      '개인정보가 저장되었습니다. 휴대폰 번호로 안내 문자를 보냈으며, 보안을 위해 다른 기기에서는 로그아웃되었습니다.',
    ),
  ).toBeTruthy()
  expect(patches).toEqual([
    {
      email: 'new.kim@example.com',
      address: '부산광역시 해운대구 센텀로 1',
      lastNameEn: null,
      smsReceive: true,
      currentPwd: 'Fairway2026!',
    },
  ])
  expect(queryClient.getQueryData<MemberDetail>(queryKeys.member.detail())).toMatchObject({
    email: 'new.kim@example.com',
    smsReceive: true,
  })
  expect(field(form, '이메일').value).toBe('new.kim@example.com')
})

it("shows the server's field problems next to the fields, and other failures in words", async () => {
  const { form, user } = await openProfile()
  server.use(
    http.patch(`${API}/member`, () =>
      HttpResponse.json({ code: 'VALIDATION', message: 'bad', fields: { email: 'too_long' } }, { status: 400 }),
    ),
  )
  await user.clear(field(form, '이메일'))
  await user.type(field(form, '이메일'), 'kim2@example.com')
  await user.type(field(form, '현재 비밀번호'), 'Fairway2026!')
  await user.click(within(form).getByRole('button', { name: '저장하기' }))
  expect(await within(form).findByText('너무 깁니다.')).toBeTruthy()
  await vi.waitFor(() => expect(document.activeElement).toBe(field(form, '이메일')))

  server.use(
    http.patch(`${API}/member`, () =>
      HttpResponse.json({ code: 'RATE_LIMITED', message: 'slow down' }, { status: 429 }),
    ),
  )
  await user.type(field(form, '이메일'), 'x')
  await user.click(within(form).getByRole('button', { name: '저장하기' }))
  expect((await within(form).findByRole('alert')).textContent).toBe(
    '로그인 시도가 너무 많습니다. 몇 분 후 다시 시도해 주세요.',
  )
})

it('asks for the current password only on an e-mail change; names a missing or wrong one under its field', async () => {
  const { form, user, patches } = await openProfile()
  expect(within(form).queryByLabelText(/^현재 비밀번호/)).toBeNull()
  await user.clear(field(form, '이메일'))
  await user.type(field(form, '이메일'), 'someone.else@example.com')
  expect(within(form).getByText('새 이메일 주소는 현재 비밀번호로 확인합니다.')).toBeTruthy()
  await user.click(within(form).getByRole('button', { name: '저장하기' }))

  expect(field(form, '현재 비밀번호').getAttribute('aria-invalid')).toBe('true')
  expect(within(form).getByText('필수 입력 항목입니다.')).toBeTruthy()
  expect(document.activeElement).toBe(field(form, '현재 비밀번호'))
  expect(patches).toEqual([])

  server.use(
    http.patch(`${API}/member`, () =>
      HttpResponse.json({ code: 'VALIDATION', message: 'wrong', fields: { currentPwd: 'mismatch' } }, { status: 400 }),
    ),
  )
  await user.type(field(form, '현재 비밀번호'), 'Not-it#123')
  await user.click(within(form).getByRole('button', { name: '저장하기' }))
  expect(await within(form).findByText('현재 비밀번호가 올바르지 않습니다.')).toBeTruthy()
  await vi.waitFor(() => expect(document.activeElement).toBe(field(form, '현재 비밀번호')))
  expect(field(form, '이메일').getAttribute('aria-invalid')).not.toBe('true')

  // Back to the e-mail on record: no password is asked, and other changes save without one.
  await user.clear(field(form, '이메일'))
  await user.type(field(form, '이메일'), 'golfer01@example.com')
  expect(within(form).queryByLabelText(/^현재 비밀번호/)).toBeNull()
})
