import type { EducationTypeCode } from '@domain/codes/education-types'
import type { EducationMembershipType } from '../../schema/index'

/**
 * The demo's education sessions, placed by days from today so that whatever the day, every type has
 * finished sessions, one taking applications or under way, and one still to open. Applications open at
 * 10:00 Seoul 35 days before the first day and close at midnight Seoul 6 days before it (the last day to
 * apply is a week before), so a session 7-34 days ahead is taking applications and one 36 or more days
 * ahead is not open yet. The introductory courses keep the rule's rhythm: the pro course every four
 * months (three times a year), the tour pro course every six (twice a year).
 */

export interface Topic {
  ko: string
  en: string
}

/** The kinds of session, each with its own title and description (server/db/demo/text/education-sessions.yaml). */
export const SESSION_VARIANTS = ['mip', 'mvp', 'seminar', 'forum', 'pro', 'tourPro'] as const
export type SessionVariant = (typeof SESSION_VARIANTS)[number]

export interface SessionKind {
  typeCode: EducationTypeCode
  /** Tells the two introductory courses apart in titles and numbering. */
  variant: SessionVariant
  /** Days from today of each session's first day (moved to a weekday unless residential). */
  offsets: readonly number[]
  days: number
  startTime: string
  endTime: string
  residential: boolean
  capacity: number
  costWon: number
  eligibleTypes: readonly EducationMembershipType[]
  topics: readonly Topic[]
}

const ALL: readonly EducationMembershipType[] = ['tour_pro', 'playing_pro', 'semi_pro', 'teaching_pro']
const REGULAR: readonly EducationMembershipType[] = ['tour_pro', 'playing_pro']

export const SESSION_KINDS: readonly SessionKind[] = [
  {
    typeCode: 'M',
    variant: 'mip',
    offsets: [-220, -150, -75, -20, 12, 48, 110],
    days: 1,
    startTime: '10:00',
    endTime: '17:00',
    residential: false,
    capacity: 40,
    costWon: 80_000,
    eligibleTypes: ALL,
    topics: [
      { ko: '레슨 설계와 스윙 분석', en: 'Lesson design and swing analysis' },
      { ko: '체력 관리와 부상 예방', en: 'Conditioning and injury prevention' },
      { ko: '코스 매니지먼트', en: 'Course management' },
      { ko: '멘탈 트레이닝', en: 'The mental game' },
      { ko: '진로 설계: 클럽 프로와 아카데미', en: 'Career paths: club pro and academy' },
      { ko: '재무·세무 실무', en: 'Tax and money matters' },
      { ko: '방송 해설 입문', en: 'An introduction to broadcasting' },
    ],
  },
  {
    typeCode: 'P',
    variant: 'mvp',
    offsets: [-200, -95, -33, 20, 62],
    days: 2,
    startTime: '10:00',
    endTime: '17:00',
    residential: true,
    capacity: 30,
    costWon: 150_000,
    eligibleTypes: REGULAR,
    topics: [
      { ko: '투어 경쟁력 강화 캠프', en: 'Tour performance camp' },
      { ko: '데이터로 보는 경기력', en: 'Performance through data' },
      { ko: '후원 계약과 퍼스널 브랜딩', en: 'Sponsorship and personal branding' },
      { ko: '시즌 준비 피지컬 캠프', en: 'Pre-season physical camp' },
      { ko: '퍼팅 집중 과정', en: 'Putting intensive' },
    ],
  },
  {
    typeCode: 'S',
    variant: 'seminar',
    offsets: [-240, -160, -110, -45, -3, 9, 27, 90],
    days: 1,
    startTime: '14:00',
    endTime: '18:00',
    residential: false,
    capacity: 150,
    costWon: 30_000,
    eligibleTypes: ALL,
    topics: [
      { ko: '골프 규칙 개정 해설', en: 'The Rules of Golf changes explained' },
      { ko: '주니어 지도법', en: 'Coaching juniors' },
      { ko: '스포츠 과학과 데이터 분석', en: 'Sports science and data' },
      { ko: '골프 산업 동향', en: 'Trends in the golf industry' },
      { ko: '잔디와 코스 관리', en: 'Turf and course care' },
      { ko: '골프 부상과 재활', en: 'Golf injuries and rehabilitation' },
      { ko: '세무 신고 실무', en: 'Filing your taxes' },
      { ko: '레슨 비즈니스 마케팅', en: 'Marketing your lessons' },
    ],
  },
  {
    typeCode: 'F',
    variant: 'forum',
    offsets: [-180, -60, 4, 40, 130],
    days: 1,
    startTime: '13:30',
    endTime: '17:30',
    residential: false,
    capacity: 200,
    costWon: 0,
    eligibleTypes: ALL,
    topics: [
      { ko: '투어의 미래', en: 'The future of the tours' },
      { ko: '회원 복지 제도 개선', en: 'Improving member welfare' },
      { ko: '골프장과 환경', en: 'Golf courses and the environment' },
      { ko: '골프 인구 저변 확대', en: 'Bringing more people to golf' },
      { ko: '프로 골퍼의 제2의 커리어', en: 'Second careers for pros' },
    ],
  },
  {
    typeCode: 'O',
    variant: 'pro',
    offsets: [-235, -115, 20, 140],
    days: 1,
    startTime: '09:30',
    endTime: '17:30',
    residential: false,
    capacity: 120,
    costWon: 50_000,
    eligibleTypes: ['playing_pro', 'semi_pro', 'teaching_pro'],
    topics: [],
  },
  {
    typeCode: 'O',
    variant: 'tourPro',
    offsets: [-181, -1, 179],
    days: 3,
    startTime: '13:00',
    endTime: '12:00',
    residential: true,
    capacity: 60,
    costWon: 350_000,
    eligibleTypes: ['tour_pro'],
    topics: [],
  },
]

export const APPLY_OPENS_DAYS_BEFORE = 35
export const APPLY_CLOSES_DAYS_BEFORE = 6
