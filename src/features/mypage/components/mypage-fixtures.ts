/** Shared by the my-page tests: a member record as GET /member answers it and the app rendered at a URL. */
import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import type { AccountInfo, MemberDetail } from '@contract/member-account'
import type { PermissionsDto } from '@contract/membership'
import { API, signedIn } from '@/api/test-helpers'
import { useSessionStore } from '@/stores/session'
import { renderApp } from '@/test/render-app'

export const MEMBER: MemberDetail = {
  id: 'golfer01',
  name: '김투어',
  memberClass: 'TP',
  memberNo: '20150001',
  birthDate: '19800115',
  email: 'golfer01@example.com',
  mobile: '01012345678',
  marketingAgree: false,
  firstNameEn: 'Tour',
  lastNameEn: 'Kim',
  gender: 'M',
  nationality: 'KOR',
  phone: null,
  emailReceive: true,
  smsReceive: false,
  zipCode: '06164',
  address: '서울특별시 강남구 테헤란로 521',
  addressDetail: '1층',
  workName: null,
  workZipCode: null,
  workAddress: null,
  workAddressDetail: null,
  workPhone: null,
  roles: ['web_member', 'association_member'],
  membershipKind: 'regular',
  membershipType: 'tour_pro',
  duesPaid: true,
}

export const ACCOUNT: AccountInfo = {
  id: 'golfer01',
  status: 'active',
  createdAt: '2015-03-02T00:00:00.000Z',
  lastLoginAt: '2026-11-20T01:05:00.000Z',
  memberNo: '20150001',
  memberClass: 'TP',
  duesPaid: true,
  marketingAgree: false,
}

/** Everything open to an active member (GET /mypage/permissions, docs/requirements/standing-and-dues.md#sd-9). */
export const ALL_OPEN: PermissionsDto = {
  standing: 'active',
  actions: {
    post: { allowed: true },
    apply_tournament: { allowed: true },
    apply_education: { allowed: true },
    get_certificate: { allowed: true },
    get_experience_certificate: { allowed: true },
    buy_member_ticket: { allowed: true },
    apply_welfare: { allowed: true },
  },
}

/** GET /member and GET /member/accountInfo/golfer01 answering `member` (and the account state). */
export function serveMember(
  server: SetupServer,
  member: MemberDetail = MEMBER,
  account: AccountInfo = ACCOUNT,
  permissions: PermissionsDto = ALL_OPEN,
) {
  server.use(
    http.get(`${API}/member`, () => HttpResponse.json(member)),
    http.get(`${API}/member/accountInfo/:id`, () => HttpResponse.json(account)),
    http.get(`${API}/mypage/permissions`, () => HttpResponse.json(permissions)),
  )
}

/** The real app at `url`, as a signed-in member (the fixture's) unless `signedIn` is false. */
export async function renderAt(url: string, options: { sessionReady?: Promise<unknown>; signedIn?: boolean } = {}) {
  if (options.signedIn ?? true) {
    signedIn()
    useSessionStore.getState().signIn({ id: MEMBER.id, name: MEMBER.name, memberClass: MEMBER.memberClass })
  }
  return renderApp(url, { sessionReady: options.sessionReady })
}

export const json = (status: number, body: unknown) => HttpResponse.json(body as Record<string, unknown>, { status })
