import { act, screen, within } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { setupApiServer } from '@/api/test-helpers'
import { useSessionStore } from '@/stores/session'
import { renderAt, serveMember } from './mypage-fixtures'

const server = setupApiServer()

it('while the start-up session check runs, shows a skeleton and neither the page nor the login message', async () => {
  serveMember(server)
  let settle: () => void = () => {}
  const sessionReady = new Promise<void>((resolve) => (settle = resolve))
  await renderAt('/member/mypage', { sessionReady, signedIn: false })

  expect(await screen.findByText('로그인 정보를 확인하고 있습니다…')).toBeTruthy()
  expect(screen.queryByRole('heading', { name: '회원 전용 서비스' })).toBeNull()

  // The check finds the stored login: the page appears without a detour through the message.
  act(() => useSessionStore.getState().signIn({ id: 'golfer01', name: '김투어', memberClass: 'TP' }))
  await act(async () => settle())
  expect(await screen.findByRole('heading', { name: '김투어님, 안녕하세요' })).toBeTruthy()
})

it('a visitor sees the members-only message and a login link that comes back to this very URL', async () => {
  await renderAt('/member/mypage?tab=profile', { signedIn: false })

  const gate = await screen.findByRole('region', { name: '회원 전용 서비스' })
  expect(
    within(gate).getByText('협회 회원과 웹 회원만 이용할 수 있는 페이지입니다. 로그인 후 이용해 주세요.'),
  ).toBeTruthy()
  const login = within(gate).getByRole('link', { name: '로그인' })
  expect(login.getAttribute('href')).toBe('/sign/login?redirect=%2Fmember%2Fmypage%3Ftab%3Dprofile')
  // The title is set by an effect, which can run just after the message is found on a busy machine.
  await vi.waitFor(() => expect(document.title).toContain('로그인 후 이용해 주세요'))
})

it('a signed-in member sees the page; when the session ends there, the message replaces it', async () => {
  serveMember(server)
  await renderAt('/member/mypage')

  expect(await screen.findByRole('heading', { name: '김투어님, 안녕하세요' })).toBeTruthy()
  act(() => useSessionStore.getState().signOut())
  expect(await screen.findByRole('heading', { name: '회원 전용 서비스' })).toBeTruthy()
})

it('/member alone opens the my page', async () => {
  serveMember(server)
  const { location } = await renderAt('/member')
  expect(location().pathname).toBe('/member/mypage')
  expect(await screen.findByRole('heading', { name: '김투어님, 안녕하세요' })).toBeTruthy()
})
