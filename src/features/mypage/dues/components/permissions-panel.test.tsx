import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import type { PermissionsDto } from '@contract/membership'
import { setupApiServer } from '@/api/test-helpers'
import { ACCOUNT, MEMBER, renderAt, serveMember } from '../../components/mypage-fixtures'
import { serveDues } from './dues-fixtures'

const server = setupApiServer()

const SUSPENDED: PermissionsDto = {
  standing: 'suspended',
  actions: {
    post: { allowed: false, reason: 'unpaid_dues', code: 'UNPAID_DUES' },
    apply_tournament: { allowed: false, reason: 'suspended', code: 'FORBIDDEN' },
    apply_education: { allowed: false, reason: 'discipline', code: 'DISCIPLINE' },
    get_certificate: { allowed: false, reason: 'not_member', code: 'NOT_MEMBER' },
    get_experience_certificate: { allowed: false, reason: 'too_recent', code: 'FORBIDDEN' },
    buy_member_ticket: { allowed: true },
    apply_welfare: { allowed: true },
  },
}

it('tells a suspended member on the overview why posting and applying are closed, in the catalogue words', async () => {
  serveMember(server, { ...MEMBER, duesPaid: false }, ACCOUNT, SUSPENDED)
  await renderAt('/member/mypage')

  const panel = await screen.findByRole('region', { name: '이용 가능한 서비스' })
  expect(await within(panel).findByText('자격 정지')).toBeTruthy()
  const row = (name: string) => within(panel).getByText(name).closest('li') as HTMLElement
  expect(row('회원 게시판 글쓰기').textContent).toContain('회비 또는 입회비 미납으로 이용할 수 없습니다.')
  expect(row('대회 참가 신청').textContent).toContain('접근 권한이 없습니다.')
  expect(row('대회 참가 신청').textContent).toContain('3년 이상 회비 미납으로 회원 자격이 정지되었습니다.')
  expect(row('교육 신청').textContent).toContain('징계로 인해 제한되었습니다.')
  expect(row('증명서 발급').textContent).toContain('협회 회원만 이용할 수 있습니다.')
  expect(row('회원 티켓').textContent).toContain('이용 가능')
})

it('the dues tab shows the same answer; an active member with everything open is told so', async () => {
  serveMember(server)
  serveDues(server)
  await renderAt('/member/mypage?tab=dues')
  const panel = await screen.findByRole('region', { name: '이용 가능한 서비스' })
  expect(await within(panel).findByText('회원에게 열린 모든 서비스를 이용할 수 있습니다.')).toBeTruthy()
  expect(within(panel).getByText('정상')).toBeTruthy()
})
