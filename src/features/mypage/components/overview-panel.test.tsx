import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { API, setupApiServer } from '@/api/test-helpers'
import { ACCOUNT, MEMBER, renderAt, serveMember } from './mypage-fixtures'

const server = setupApiServer()

it('shows the association member: name, ID, class and number, paid dues, last login, account sections', async () => {
  serveMember(server)
  await renderAt('/member/mypage')

  const card = await screen.findByRole('region', { name: '김투어' })
  expect(within(card).getByText('golfer01')).toBeTruthy()
  expect(within(card).getByText('투어프로')).toBeTruthy()
  expect(within(card).getByText('20150001')).toBeTruthy()
  expect(within(card).getByText('정회원 · 투어프로')).toBeTruthy()
  expect(await screen.findByText('납부 완료')).toBeTruthy()
  // Seoul time: 01:05 UTC is 10:05 in Seoul.
  expect(await screen.findByText(/2026년 11월 20일.*10:05/)).toBeTruthy()
  const sections = screen.getByRole('navigation', { name: '마이페이지 메뉴' })
  expect(within(sections).getByRole('link', { name: '개인정보 수정' }).getAttribute('href')).toBe(
    '/member/mypage?tab=profile',
  )
  expect(within(sections).getByRole('link', { name: '한눈에 보기' }).getAttribute('aria-current')).toBe('page')
})

it('a web member is named as such, with no member number and no dues', async () => {
  serveMember(
    server,
    {
      ...MEMBER,
      memberClass: null,
      memberNo: null,
      membershipKind: null,
      membershipType: null,
      duesPaid: false,
      roles: ['web_member'],
    },
    { ...ACCOUNT, memberNo: null, memberClass: null, duesPaid: false, lastLoginAt: null },
  )
  await renderAt('/member/mypage')

  const card = await screen.findByRole('region', { name: '김투어' })
  expect(within(card).getAllByText('웹 회원').length).toBe(2)
  expect(within(card).queryByText('회원번호')).toBeNull()
  expect(screen.getByText('웹 회원은 회비가 없습니다')).toBeTruthy()
  expect(await screen.findByText('기록 없음')).toBeTruthy()
})

it('unpaid dues say so', async () => {
  serveMember(server, { ...MEMBER, duesPaid: false })
  await renderAt('/member/mypage')
  expect(await screen.findByText('미납')).toBeTruthy()
})

it('an unknown tab (an old bookmark, a typo) opens the overview, and no link leads to one', async () => {
  serveMember(server)
  await renderAt('/member/mypage?tab=lounge')

  expect(await screen.findByRole('region', { name: '김투어' })).toBeTruthy()
  const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '')
  expect(hrefs.some((h) => h.includes('tab=lounge'))).toBe(false)
  // The member's tickets have their own section now (docs/requirements/ticketing.md#tkt-1).
  expect(hrefs.some((h) => h.includes('tab=tickets'))).toBe(true)
})

it('when the record cannot be loaded, says so and offers to try again', async () => {
  server.use(
    http.get(`${API}/member`, () => HttpResponse.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 })),
    http.get(`${API}/member/accountInfo/:id`, () => HttpResponse.json(ACCOUNT)),
  )
  await renderAt('/member/mypage')
  expect(await screen.findByText('회원 정보를 불러오지 못했습니다.')).toBeTruthy()
  expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy()
})

it("shows staff and scorers where their work is, and nobody else's", async () => {
  serveMember(server, { ...MEMBER, roles: ['web_member', 'staff', 'scorer'] })
  await renderAt('/member/mypage')
  const work = await screen.findByRole('region', { name: '내 업무' })
  expect(
    within(work)
      .getByRole('link', { name: /사무국 업무/ })
      .getAttribute('href'),
  ).toBe('/staff/scoring/')
  expect(
    within(work)
      .getByRole('link', { name: /스코어 입력/ })
      .getAttribute('href'),
  ).toBe('/scorer/')
  expect(
    within(work)
      .getByRole('link', { name: /회원증 확인/ })
      .getAttribute('href'),
  ).toBe('/staff/card-check')
})

it('shows an affiliated partner the card check only', async () => {
  serveMember(server, { ...MEMBER, memberNo: null, roles: ['web_member', 'partner'] })
  await renderAt('/member/mypage')
  const work = await screen.findByRole('region', { name: '내 업무' })
  expect(
    within(work)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/staff/card-check'])
})

it('shows an association member without an official role only the ticket inspection at the gate', async () => {
  serveMember(server)
  await renderAt('/member/mypage')
  const work = await screen.findByRole('region', { name: '내 업무' })
  expect(
    within(work)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href')),
  ).toEqual(['/staff/ticket-check'])
})

it('shows a web member no work section', async () => {
  serveMember(server, { ...MEMBER, memberNo: null, roles: ['web_member'] })
  await renderAt('/member/mypage')
  await screen.findByRole('region', { name: '김투어' })
  expect(screen.queryByRole('region', { name: '내 업무' })).toBeNull()
})
