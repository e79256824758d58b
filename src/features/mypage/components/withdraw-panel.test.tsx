import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, it } from 'vitest'
import { queryKeys } from '@/api/query-keys'
import { API, setupApiServer } from '@/api/test-helpers'
import { hasLoginMarker } from '@/lib/storage'
import { useSessionStore } from '@/stores/session'
import { MEMBER, renderAt, serveMember } from './mypage-fixtures'

const server = setupApiServer()

async function openWithdraw(member = MEMBER) {
  serveMember(server, member)
  const bodies: unknown[] = []
  server.use(
    http.delete(`${API}/member/delete`, async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json({
        purgeAfter: '2026-12-23T03:00:00.000Z',
        associationMembershipKept: member.memberNo !== null,
      })
    }),
  )
  const view = await renderAt('/member/mypage?tab=withdraw')
  const form = await screen.findByRole('form', { name: '웹 서비스 회원 탈퇴' })
  const pwd = within(form).getByLabelText(/^비밀번호( \*)?$/) as HTMLInputElement
  const submit = () => view.user.click(within(form).getByRole('button', { name: '회원 탈퇴' }))
  return { ...view, form, bodies, pwd, submit }
}

it('tells what withdrawal means before anything is done', async () => {
  const { form } = await openWithdraw()
  expect(await within(form).findByText(/웹 서비스에서만 탈퇴합니다. 협회 회원 자격은 유지되며/)).toBeTruthy()
  expect(within(form).getByText('모든 기기에서 로그아웃되며, 이 아이디로 더 이상 로그인할 수 없습니다.')).toBeTruthy()
  expect(within(form).getByText(/보관 기간 동안 보관된 후 삭제됩니다/)).toBeTruthy()
  expect(within(form).getByText(/아이디는 보관되어 다시 가입에 사용할 수 없으며, 삭제 후에는 누구나/)).toBeTruthy()
})

it('a web member is told the web membership ends (there is no association membership to keep)', async () => {
  const { form } = await openWithdraw({
    ...MEMBER,
    memberNo: null,
    memberClass: null,
    membershipKind: null,
    membershipType: null,
  })
  expect(await within(form).findByText('웹 서비스에서 탈퇴하며, 웹 회원 자격이 종료됩니다.')).toBeTruthy()
  expect(within(form).queryByText(/협회 회원 자격은 유지되며/)).toBeNull()
})

it('needs "I have read this" and the password, then a confirmation; cancelling does nothing', async () => {
  const { form, user, pwd, submit, bodies } = await openWithdraw()
  await submit()
  expect(within(form).getByText('위 안내를 확인했다는 데 체크해 주세요.')).toBeTruthy()
  expect(document.activeElement).toBe(
    within(form).getByRole('checkbox', { name: '위 안내를 모두 확인했으며 탈퇴를 신청합니다.' }),
  )
  await user.click(within(form).getByRole('checkbox', { name: '위 안내를 모두 확인했으며 탈퇴를 신청합니다.' }))
  await submit()
  expect(within(form).getByText('비밀번호를 입력해 주세요.')).toBeTruthy()
  expect(document.activeElement).toBe(pwd)

  await user.type(pwd, 'Fairway2026!')
  await submit()
  const dialog = await screen.findByRole('dialog')
  expect(within(dialog).getByText('웹 서비스에서 탈퇴하시겠습니까?')).toBeTruthy()
  await user.click(within(dialog).getByRole('button', { name: '취소' }))
  expect(bodies).toEqual([])
  expect(useSessionStore.getState().isLogin).toBe(true)
})

it('a wrong password is said next to the field and nothing ends', async () => {
  const { form, user, pwd, submit } = await openWithdraw()
  server.use(
    http.delete(`${API}/member/delete`, () =>
      HttpResponse.json(
        { code: 'VALIDATION', message: 'The password is wrong', fields: { pwd: 'mismatch' } },
        { status: 400 },
      ),
    ),
  )
  await user.click(within(form).getByRole('checkbox'))
  await user.type(pwd, 'Wrong#pass1')
  await submit()
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '회원 탈퇴' }))
  expect(await within(form).findByText('비밀번호가 올바르지 않습니다.')).toBeTruthy()
  expect(useSessionStore.getState().isLogin).toBe(true)
})

it('withdraws: the session ends, member data leaves the cache, the purge date shows with a way home', async () => {
  const { form, user, pwd, submit, bodies, queryClient } = await openWithdraw()
  await user.click(within(form).getByRole('checkbox'))
  await user.type(pwd, 'Fairway2026!')
  await submit()
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '회원 탈퇴' }))

  expect(await screen.findByRole('heading', { name: '회원 탈퇴 완료' })).toBeTruthy()
  // 03:00 UTC on 23 December is the same day in Seoul.
  expect(screen.getByTestId('purge-date').textContent).toBe('2026년 12월 23일')
  expect(screen.getByText(/협회 회원 자격은 유지되며/)).toBeTruthy()
  expect(screen.getAllByRole('link', { name: '홈으로' }).length).toBeGreaterThan(0)
  expect(bodies).toEqual([{ pwd: 'Fairway2026!' }])
  expect(useSessionStore.getState()).toMatchObject({ isLogin: false, userInfo: null })
  expect(hasLoginMarker()).toBe(false)
  expect(queryClient.getQueryData(queryKeys.member.detail())).toBeUndefined()
  // The header offers the login again.
  expect(screen.getAllByRole('link', { name: '로그인' }).length).toBeGreaterThan(0)
})
