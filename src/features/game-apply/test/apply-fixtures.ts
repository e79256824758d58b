/** Shared by the apply pages' tests: the game calls as the server answers them, in English. */
import type {
  ApplicationDto,
  ApplyGameDetailDto,
  ApplyGameDto,
  ApplyInfoDto,
  MembershipFeeDto,
  RegCloseDateDto,
} from '@contract/game-apply'
import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import { API, signedIn } from '@/api/test-helpers'
import { i18n } from '@/lib/i18n'
import { renderApp } from '@/test/render-app'
import { messages as en } from '../../../../locales/en/messages.po'

/** The tests read English, the source language, whose text does not change with the Korean catalog. */
export function inEnglish() {
  i18n.load('en', en)
  i18n.activate('en')
}

export const GAME_ID = 41

export const game = (over: Partial<ApplyGameDto> = {}): ApplyGameDto => ({
  gameId: GAME_ID,
  tourId: 11,
  tourNameKo: '코리안투어',
  tourNameEn: 'Korean Tour',
  nameKo: '페어웨이 오픈',
  nameEn: 'Fairway Open',
  startDate: '2026-12-10',
  endDate: '2026-12-13',
  venueKo: '오션 컨트리클럽',
  venueEn: 'Ocean Country Club',
  stageType: null,
  gameStatus: 1,
  entryFeeWon: 150000,
  fieldSize: 156,
  // 10:00 on 2 Dec to 16:00 on 5 Dec, Seoul time.
  applicationOpensAt: '2026-12-02T01:00:00.000Z',
  applicationClosesAt: '2026-12-05T07:00:00.000Z',
  window: 'open',
  accepted: 120,
  waitlisted: 0,
  eligibleTypes: ['tour_pro'],
  mine: null,
  ...over,
})

export const detail = (over: Partial<ApplyGameDetailDto> = {}): ApplyGameDetailDto => ({
  ...game(),
  purseWon: 1_000_000_000,
  winnerPoints: 1000,
  rounds: 4,
  format: 'stroke',
  courseKo: '레이크 코스',
  courseEn: 'Lake course',
  ...over,
})

export const application = (over: Partial<ApplicationDto> = {}): ApplicationDto => ({
  id: 901,
  gameId: GAME_ID,
  tourId: 11,
  nameKo: '페어웨이 오픈',
  nameEn: 'Fairway Open',
  startDate: '2026-12-10',
  endDate: '2026-12-13',
  state: 'awaiting_payment',
  arrivalNo: 121,
  waitlistPosition: null,
  amountWon: 150000,
  payBy: '2026-12-03T03:00:00.000Z',
  caddie: 'own',
  mobile: '010-1234-5678',
  orderNo: null,
  method: null,
  paidAt: null,
  cancelledAt: null,
  createdAt: '2026-12-02T03:00:00.000Z',
  window: 'open',
  canChange: true,
  confirmed: false,
  ...over,
})

export const applyInfo = (over: Partial<ApplyInfoDto> = {}): ApplyInfoDto => ({
  game: detail(),
  applicant: {
    nameKo: '김프로',
    nameEn: 'Kim Pro',
    memberNo: 'TP-0001',
    membershipType: 'tour_pro',
    mobile: '010-1234-5678',
    email: 'pro@example.com',
  },
  conditions: { duesPaid: true, entranceFeePaid: true, refusal: null },
  agreedAt: null,
  serverNow: '2026-12-02T03:00:00.000Z',
  ...over,
})

export const fees = (over: Partial<MembershipFeeDto> = {}): MembershipFeeDto => ({
  duesPaid: true,
  unpaidDuesPeriods: 0,
  unpaidDuesWon: 0,
  entranceFeePaid: false,
  entranceFeeWon: 300000,
  payPath: '/member/mypage?tab=dues',
  ...over,
})

export const windowOf = (w: RegCloseDateDto['window']): RegCloseDateDto => ({
  gameId: GAME_ID,
  window: w,
  opensAt: '2026-12-02T01:00:00.000Z',
  closesAt: '2026-12-05T07:00:00.000Z',
  serverNow: '2026-12-02T03:00:00.000Z',
})

/** The window as the server judges it, counting the checks. */
export function serveWindow(server: SetupServer, w: RegCloseDateDto['window'] = 'open') {
  const checks: string[] = []
  server.use(
    http.get(`${API}/game/check/regCloseDate`, ({ request }) => {
      checks.push(new URL(request.url).searchParams.get('gameId') ?? '')
      return HttpResponse.json(windowOf(w))
    }),
  )
  return checks
}

/** The real app at `url`, as the signed-in member unless `signedIn` is false. */
export async function renderAt(url: string, options: { signedIn?: boolean } = {}) {
  if (options.signedIn ?? true) signedIn()
  return renderApp(url)
}
