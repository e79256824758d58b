import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { API, setupApiServer } from '@/api/test-helpers'
import { renderAt, serveMember } from './mypage-fixtures'

const server = setupApiServer()

async function openPassword() {
  serveMember(server)
  const bodies: unknown[] = []
  server.use(
    http.patch(`${API}/member/account`, async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({ ok: true })
    }),
  )
  const view = await renderAt('/member/mypage?tab=password')
  const form = await screen.findByRole('form', { name: '비밀번호 변경' })
  const input = (label: string) => within(form).getByLabelText(new RegExp(`^${label}( \\*)?$`)) as HTMLInputElement
  const noteOf = (label: string) =>
    document.getElementById(input(label).getAttribute('aria-describedby') ?? '')?.textContent
  const submit = () => view.user.click(within(form).getByRole('button', { name: '비밀번호 변경' }))
  return { ...view, form, bodies, input, noteOf, submit }
}

it('requires all three fields and focuses the first', async () => {
  const { input, noteOf, submit, bodies } = await openPassword()
  await submit()
  expect(noteOf('현재 비밀번호')).toBe('필수 입력 항목입니다.')
  expect(noteOf('새 비밀번호')).toBe('필수 입력 항목입니다.')
  expect(document.activeElement).toBe(input('현재 비밀번호'))
  expect(bodies).toEqual([])
})

it.each([
  ['short1!', '영문, 숫자, 특수문자를 조합하여 8~20자로 입력해 주세요.'],
  ['abcdefgh', '영문, 숫자, 특수문자를 조합하여 8~20자로 입력해 주세요.'],
  ['golfer01!x', '비밀번호에 아이디를 포함할 수 없습니다.'],
  ['P@ssw0rd!', '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해 주세요.'],
  ['Zx1234!kq', '4자 이상 반복되거나 연속된 문자는 사용할 수 없습니다.'],
])('refuses the new password %s with its reason', async (pwd, message) => {
  const { user, input, noteOf, submit, bodies } = await openPassword()
  await user.type(input('현재 비밀번호'), 'Old-pass#42')
  await user.type(input('새 비밀번호'), pwd)
  await user.type(input('새 비밀번호 확인'), pwd)
  await submit()
  expect(noteOf('새 비밀번호')).toBe(message)
  expect(document.activeElement).toBe(input('새 비밀번호'))
  expect(bodies).toEqual([])
})

it('refuses a confirmation that differs', async () => {
  const { user, input, noteOf, submit } = await openPassword()
  await user.type(input('현재 비밀번호'), 'Old-pass#42')
  await user.type(input('새 비밀번호'), 'Green#Tee72')
  await user.type(input('새 비밀번호 확인'), 'Green#Tee73')
  await submit()
  expect(noteOf('새 비밀번호 확인')).toBe('비밀번호가 일치하지 않습니다. 다시 입력해 주세요.')
})

it('changes the password and says the other devices were logged out', async () => {
  const { user, form, input, submit, bodies } = await openPassword()
  await user.type(input('현재 비밀번호'), 'Old-pass#42')
  await user.type(input('새 비밀번호'), 'Green#Tee72')
  await user.type(input('새 비밀번호 확인'), 'Green#Tee72')
  await submit()
  expect((await within(form).findByRole('status')).textContent).toBe(
    '비밀번호가 변경되었습니다. 보안을 위해 다른 기기에서는 로그아웃되었으며, 이 기기에서는 로그인이 유지됩니다.',
  )
  expect(bodies).toEqual([{ currentPwd: 'Old-pass#42', newPwd: 'Green#Tee72', newPwdConfirm: 'Green#Tee72' }])
  expect(input('현재 비밀번호').value).toBe('')
})

it("a wrong current password gets the server's answer in words, next to the field", async () => {
  const { user, input, noteOf, submit } = await openPassword()
  server.use(
    http.patch(`${API}/member/account`, () =>
      HttpResponse.json(
        { code: 'VALIDATION', message: 'The current password is wrong', fields: { currentPwd: 'mismatch' } },
        { status: 400 },
      ),
    ),
  )
  await user.type(input('현재 비밀번호'), 'Wrong-pass#1')
  await user.type(input('새 비밀번호'), 'Green#Tee72')
  await user.type(input('새 비밀번호 확인'), 'Green#Tee72')
  await submit()
  await screen.findByText('현재 비밀번호가 올바르지 않습니다.')
  expect(noteOf('현재 비밀번호')).toBe('현재 비밀번호가 올바르지 않습니다.')
  expect(document.activeElement).toBe(input('현재 비밀번호'))
})
