/** One education session: who may apply and when, in Seoul time, and the member's standing or a login link. */
import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { API, setupApiServer, signedIn } from '@/api/test-helpers'
import { renderApp } from '@/test/render-app'

const server = setupApiServer()

const EVENT = {
  eventId: 7,
  typeCode: 'P',
  programme: 'career',
  titleKo: '2026 MVP 제4차: 시즌 준비 피지컬 캠프',
  titleEn: 'MVP 2026, session 4: Pre-season physical camp',
  venueKo: '스카이힐 연수원',
  venueEn: 'Sky Hill training lodge',
  // 10:00 on 16 December to 17:00 on 17 December, Seoul.
  startsAt: '2026-12-16T01:00:00.000Z',
  endsAt: '2026-12-17T08:00:00.000Z',
  startDate: '2026-12-16',
  endDate: '2026-12-17',
  // From 10:00 on 11 November until midnight starting 10 December, Seoul.
  applyOpensAt: '2026-11-11T01:00:00.000Z',
  applyClosesAt: '2026-12-09T15:00:00.000Z',
  status: 'applying',
  capacity: 30,
  applicants: 18,
  placesLeft: 12,
  costWon: 150000,
  eligibleTypes: ['tour_pro', 'playing_pro'],
  duesRequired: true,
  descriptionKo: '정회원을 위한 경력 개발 과정입니다.\n\n숙박과 식사가 포함되어 있습니다.',
  descriptionEn: 'For regular members.\n\nAccommodation and meals are included.',
}

function serve(eligibility?: Record<string, unknown>) {
  server.use(
    http.get(`${API}/education/events/7`, () => HttpResponse.json(EVENT)),
    http.get(`${API}/mypage/edu`, () => HttpResponse.json({ items: [] })),
    http.get(`${API}/education/events/7/eligibility`, () =>
      eligibility
        ? HttpResponse.json(eligibility)
        : HttpResponse.json({ code: 'LOGIN_REQUIRED', message: '' }, { status: 401 }),
    ),
    http.get(`${API}/member`, () =>
      HttpResponse.json({
        id: 'golfer01',
        name: 'Kim Pro',
        memberClass: 'PR',
        memberNo: '20180002',
        birthDate: null,
        email: null,
        mobile: null,
        marketingAgree: false,
      }),
    ),
  )
}

describe('education session detail', () => {
  it('shows a visitor when and for whom the session is, in Seoul time, and a login that comes back here', async () => {
    serve()
    await renderApp('/educations/education/?event=7')
    const article = await screen.findByRole('article', { name: EVENT.titleKo })
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe(EVENT.titleKo)
    expect(within(article).getByText('2026.12.16(수) 10:00 – 12.17(목) 17:00')).toBeTruthy()
    expect(within(article).getByText('1박 2일')).toBeTruthy()
    // The window closes at midnight Seoul: the last minute to apply is 23:59 on the 9th.
    expect(within(article).getByText('2026.11.11(수) 10:00 ~ 12.09(수) 23:59')).toBeTruthy()
    expect(within(article).getByText('잔여 12석 / 정원 30명')).toBeTruthy()
    expect(within(article).getByText('150,000원')).toBeTruthy()
    expect(within(article).getByText('투어프로 · 프로')).toBeTruthy()
    expect(within(article).getByText('회비를 완납해야 합니다.')).toBeTruthy()
    const login = within(article).getByRole('link', { name: '로그인' })
    expect(login.getAttribute('href')).toBe(
      `/sign/login?redirect=${encodeURIComponent('/educations/education/?event=7')}`,
    )
  })

  it('tells a member with unpaid dues why they cannot apply, with the way to pay', async () => {
    serve({
      eventId: 7,
      meetsConditions: false,
      canApplyNow: false,
      reasons: ['DUES_UNPAID'],
      membershipType: 'playing_pro',
      duesPaid: false,
    })
    signedIn()
    await renderApp('/educations/education/?event=7')
    const check = await screen.findByRole('region', { name: '신청할 수 있나요?' })
    expect(await within(check).findByText('이 교육의 신청 조건을 충족하지 않습니다.')).toBeTruthy()
    expect(
      within(check).getByText(/교육 신청은 회비를 완납한 회원만 할 수 있습니다\. 미납 회비가 있습니다\./),
    ).toBeTruthy()
    expect(within(check).getByRole('link', { name: '회비 납부하기' }).getAttribute('href')).toBe(
      '/member/mypage?tab=dues',
    )
    // The application button is there, closed while the dues are unpaid (docs/requirements/my-page.md#my-11).
    expect((within(check).getByRole('button') as HTMLButtonElement).disabled).toBe(true)
    expect(within(check).queryByRole('link', { name: '로그인' })).toBeNull()
  })
})
