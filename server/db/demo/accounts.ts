import { sql, type SQL } from 'drizzle-orm'
import type { GrantedRole, MembershipKind, MembershipType } from '@contract/roles'
import type { MemberClass } from '@contract/member'
import type { Standing } from '@contract/membership'
import { hashPassword } from '../../modules/auth/password'
import type { AppDb } from '../database'
import { members } from '../schema/index'
import { seedDemoTueApplications } from './clean-applications'
import { assignDemoScorer } from './scorer-assignments'
import { linkDemoPlayers } from './player-links'
import { seedDemoStanding } from './standing'
import { seedDemoCertificates } from './certificates'
import { seedDemoWelfare } from './welfare'
import { seedDemoInquiries } from './support'
import { seoulDate } from '@domain/time'

/** The password of every demo account. Demo data only: a database seeded with DEMO=none has none of these. */
export const DEMO_PASSWORD = 'Fairway2026!'
/** Every demo account's e-mail is `<login id>@` this (a reserved domain: nothing is ever delivered there). */
export const DEMO_EMAIL_DOMAIN = 'demo.fairway.invalid'

/**
 * The e-mail of a demo tournament applicant (./applications.ts): an association member without a login, told apart
 * from real members by it (server/db/demo-mark.ts). Takes the member number as text or as a SQL expression.
 */
export function demoApplicantEmail(memberNo: string): string
export function demoApplicantEmail(memberNo: SQL): SQL
export function demoApplicantEmail(memberNo: string | SQL): string | SQL {
  return typeof memberNo === 'string'
    ? `applicant-${memberNo}@${DEMO_EMAIL_DOMAIN}`
    : sql`${'applicant-'} || ${memberNo} || ${`@${DEMO_EMAIL_DOMAIN}`}`
}

interface DemoAccount {
  loginId: string
  name: string
  firstNameEn: string
  lastNameEn: string
  memberNo?: string
  memberClass?: MemberClass
  membershipKind?: MembershipKind
  membershipType?: MembershipType
  /** The association's record (docs/requirements/standing-and-dues.md#sd-1); the ledger: ./standing.ts. */
  association?: DemoAssociation
  /** 'YYYYMMDD'; otherwise one made up from the account's place in the list. */
  birthDate?: string
  roles?: GrantedRole[]
}

interface DemoAssociation {
  firstEnrolledOn: string
  category: string
  level: string
  standing?: Standing
  introEducationCompletedOn?: string
  placeOfBirth: string
  heightCm: number
  weightKg: number
  affiliation: string
  mailDelivery: 'home' | 'work'
}

const record = (firstEnrolledOn: string, more: Partial<DemoAssociation> = {}): DemoAssociation => ({
  firstEnrolledOn,
  category: '정회원',
  level: '1',
  introEducationCompletedOn: firstEnrolledOn.replace(/^(\d{4})/, (y) => String(Number(y) + 1)),
  placeOfBirth: '서울',
  heightCm: 178,
  weightKg: 75,
  affiliation: 'Fairway Golf Club',
  mailDelivery: 'home',
  ...more,
})

/**
 * Five more association members, paid up: with the accounts above they are the ten whose consents make member06's
 * reinstatement application complete (docs/requirements/standing-and-dues.md#sd-7), so staff can approve one.
 */
const FELLOW_PROS: readonly DemoAccount[] = [
  ['fellow01', '김동료', 'Fellow', 'Kim'],
  ['fellow02', '이동료', 'Fellow', 'Lee'],
  ['fellow03', '박동료', 'Fellow', 'Park'],
  ['fellow04', '최동료', 'Fellow', 'Choi'],
  ['fellow05', '정동료', 'Fellow', 'Jung'],
].map(([loginId, name, firstNameEn, lastNameEn], i) => ({
  loginId: loginId!,
  name: name!,
  firstNameEn: firstNameEn!,
  lastNameEn: lastNameEn!,
  memberNo: `2016${String(i + 11).padStart(4, '0')}`,
  memberClass: 'PR' as const,
  membershipKind: 'regular' as const,
  membershipType: 'playing_pro' as const,
  association: record(`2016-03-0${i + 1}`),
}))

/** One account per role (README "Demo accounts"). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    loginId: 'member01',
    name: '김투어',
    firstNameEn: 'Tour',
    lastNameEn: 'Kim',
    memberNo: '20150001',
    memberClass: 'TP',
    membershipKind: 'regular',
    membershipType: 'tour_pro',
    association: record('2015-03-02'),
  },
  {
    loginId: 'member02',
    name: '이프로',
    firstNameEn: 'Pro',
    lastNameEn: 'Lee',
    memberNo: '20180002',
    memberClass: 'PR',
    membershipKind: 'regular',
    membershipType: 'playing_pro',
    association: record('2018-03-05', { placeOfBirth: '부산', mailDelivery: 'work' }),
  },
  { loginId: 'webmember01', name: '박웹', firstNameEn: 'Web', lastNameEn: 'Park' },
  {
    loginId: 'instructor01',
    name: '최레슨',
    firstNameEn: 'Lesson',
    lastNameEn: 'Choi',
    memberNo: '20120003',
    memberClass: 'PR',
    membershipKind: 'associate',
    membershipType: 'teaching_pro',
    association: record('2012-04-02', { category: '준회원' }),
    roles: ['instructor'],
  },
  {
    loginId: 'president01',
    name: '정회장',
    firstNameEn: 'Club',
    lastNameEn: 'Jung',
    memberNo: '20100004',
    memberClass: 'TP',
    membershipKind: 'regular',
    membershipType: 'tour_pro',
    association: record('2010-03-02'),
    roles: ['club_president'],
  },
  { loginId: 'staff01', name: '강사무', firstNameEn: 'Staff', lastNameEn: 'Kang', roles: ['staff'] },
  { loginId: 'scorer01', name: '조기록', firstNameEn: 'Scorer', lastNameEn: 'Cho', roles: ['scorer'] },
  // A second secretariat account: the clean centre's browser test reviews with it, since a login ends the
  // account's other sessions and staff01 belongs to the single-login test (docs/decisions/0039).
  { loginId: 'staff02', name: '한심사', firstNameEn: 'Review', lastNameEn: 'Han', roles: ['staff'] },
  // The tournament office and a scorer it has not assigned yet: the scoring desk's browser test assigns
  // scorer02 with staff03 (docs/decisions/0044). scorer01 is assigned to the demo's live tournaments.
  { loginId: 'staff03', name: '윤경기', firstNameEn: 'Office', lastNameEn: 'Yoon', roles: ['staff'] },
  { loginId: 'scorer02', name: '서기록', firstNameEn: 'Marker', lastNameEn: 'Seo', roles: ['scorer'] },
  // One association member per standing (docs/requirements/standing-and-dues.md#sd-14); member01 is paid up and
  // member02 owes the current period. Their ledgers: ./standing.ts.
  {
    loginId: 'member03',
    name: '문정지',
    firstNameEn: 'Suspended',
    lastNameEn: 'Moon',
    memberNo: '20080005',
    memberClass: 'TP',
    membershipKind: 'regular',
    membershipType: 'tour_pro',
    association: record('2008-03-03', { standing: 'suspended' }),
  },
  {
    loginId: 'member04',
    name: '배제명',
    firstNameEn: 'Expelled',
    lastNameEn: 'Bae',
    memberNo: '20050006',
    memberClass: 'PR',
    membershipKind: 'regular',
    membershipType: 'playing_pro',
    association: record('2005-03-07', { standing: 'expelled' }),
  },
  {
    loginId: 'member05',
    name: '노원로',
    firstNameEn: 'Senior',
    lastNameEn: 'Noh',
    memberNo: '19950007',
    memberClass: 'PR',
    membershipKind: 'regular',
    membershipType: 'playing_pro',
    birthDate: '19560410',
    association: record('1995-03-06', { level: '2' }),
  },
  {
    loginId: 'member06',
    name: '복귀선',
    firstNameEn: 'Returning',
    lastNameEn: 'Bok',
    memberNo: '20040008',
    memberClass: 'PR',
    membershipKind: 'regular',
    membershipType: 'playing_pro',
    association: record('2004-03-08', { standing: 'expelled' }),
  },
  ...FELLOW_PROS,
  // The tournament officials who run a round live from the officials' console (docs/requirements/officials.md):
  // official01 for people trying the demo, official02 for the console's browser test (one login per account).
  { loginId: 'official01', name: '임경기', firstNameEn: 'Referee', lastNameEn: 'Lim', roles: ['official'] },
  { loginId: 'official02', name: '오심판', firstNameEn: 'Rules', lastNameEn: 'Oh', roles: ['official'] },
  // The my-page services (docs/requirements/my-page.md): a member of under 3 years whose introductory education is
  // not complete yet (refused certificates, MY-6), and one secretariat account per browser test that reviews
  // (welfare, inquiries, card and attendance checks), since a login ends the account's other sessions.
  {
    loginId: 'member07',
    name: '신입회',
    firstNameEn: 'Rookie',
    lastNameEn: 'Shin',
    memberNo: '20250009',
    memberClass: 'PR',
    membershipKind: 'regular',
    membershipType: 'playing_pro',
    association: record('2025-03-10', { introEducationCompletedOn: undefined }),
  },
  { loginId: 'staff04', name: '문복지', firstNameEn: 'Welfare', lastNameEn: 'Moon', roles: ['staff'] },
  { loginId: 'staff05', name: '배상담', firstNameEn: 'Answer', lastNameEn: 'Bae', roles: ['staff'] },
  { loginId: 'staff06', name: '남검표', firstNameEn: 'Gate', lastNameEn: 'Nam', roles: ['staff'] },
  // An affiliated company's desk: checks members' cards for its benefits (docs/requirements/my-page.md#my-4).
  { loginId: 'partner01', name: '제휴처', firstNameEn: 'Partner', lastNameEn: 'Desk', roles: ['partner'] },
  // Ticketing's browser test buys as a fan and admits at the gate with accounts no other test logs into
  // (docs/requirements/ticketing.md#tkt-9).
  { loginId: 'ticketfan01', name: '김관람', firstNameEn: 'Fan', lastNameEn: 'Kim' },
  { loginId: 'staff07', name: '정입장', firstNameEn: 'Entry', lastNameEn: 'Jung', roles: ['staff'] },
  // Tournament applications' browser test (docs/requirements/tournament-applications.md): a tour pro in good standing
  // with no application yet, and one who owes the current dues period (refused with the offer to pay, APP-6).
  {
    loginId: 'applypro01',
    name: '신청투',
    firstNameEn: 'Apply',
    lastNameEn: 'Shin',
    memberNo: '20199001',
    memberClass: 'TP',
    membershipKind: 'regular',
    membershipType: 'tour_pro',
    association: record('2019-03-04'),
  },
  {
    loginId: 'applydue01',
    name: '미납투',
    firstNameEn: 'Unpaid',
    lastNameEn: 'Min',
    memberNo: '20199002',
    memberClass: 'TP',
    membershipKind: 'regular',
    membershipType: 'tour_pro',
    association: record('2019-03-05'),
  },
]

/**
 * Creates or resets the demo accounts. argon2 is slow on purpose, so the password is hashed once and the
 * same hash (salt included) stored for all of them: a demo shortcut, never done for real accounts.
 */
export async function seedDemoAccounts(db: AppDb, today = seoulDate()): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const rows = DEMO_ACCOUNTS.map((a, index) => ({
    loginId: a.loginId,
    passwordHash,
    status: 'active' as const,
    name: a.name,
    firstNameEn: a.firstNameEn,
    lastNameEn: a.lastNameEn,
    // Born 1980-1999, whatever the list's length.
    birthDate: a.birthDate ?? `19${80 + (index % 20)}0${(index % 9) + 1}15`,
    gender: 'M',
    nationality: 'KOR',
    mobile: `010${String(10000000 + index * 1111111).slice(0, 8)}`,
    email: `${a.loginId}@${DEMO_EMAIL_DOMAIN}`,
    zipCode: '06164',
    address: '서울특별시 강남구 테헤란로 521',
    addressDetail: `${index + 1}층`,
    memberNo: a.memberNo ?? null,
    memberClass: a.memberClass ?? null,
    membershipKind: a.membershipKind ?? null,
    membershipType: a.membershipType ?? null,
    ...associationColumns(a.association),
    roles: a.roles ?? [],
  }))
  await db
    .insert(members)
    .values(rows)
    .onConflictDoUpdate({
      target: members.loginId,
      set: {
        passwordHash: sql`excluded.password_hash`,
        status: sql`excluded.status`,
        memberNo: sql`excluded.member_no`,
        memberClass: sql`excluded.member_class`,
        membershipKind: sql`excluded.membership_kind`,
        membershipType: sql`excluded.membership_type`,
        birthDate: sql`excluded.birth_date`,
        firstEnrolledOn: sql`excluded.first_enrolled_on`,
        selectedOn: sql`excluded.selected_on`,
        category: sql`excluded.category`,
        level: sql`excluded.level`,
        standing: sql`excluded.standing`,
        introEducationCompletedOn: sql`excluded.intro_education_completed_on`,
        roles: sql`excluded.roles`,
        withdrawnAt: null,
      },
    })
  // The demo's exemption applications need these accounts' ids (the season's rows cannot hold them).
  await seedDemoTueApplications(db)
  await assignDemoScorer(db)
  await linkDemoPlayers(db)
  await seedDemoStanding(db, today)
  await seedDemoCertificates(db, today)
  await seedDemoWelfare(db, today)
  await seedDemoInquiries(db, today)
  return rows.length
}

/** The association's columns of a demo account; the standing's date comes with its ledger (./standing.ts). */
function associationColumns(a: DemoAssociation | undefined) {
  if (!a) return {}
  return {
    firstEnrolledOn: a.firstEnrolledOn,
    // Selected the year before the first enrollment; the fee was paid then (./standing.ts).
    selectedOn: a.firstEnrolledOn.replace(/^(\d{4})/, (y) => String(Number(y) - 1)),
    category: a.category,
    level: a.level,
    standing: a.standing ?? 'active',
    introEducationCompletedOn: a.introEducationCompletedOn ?? null,
    placeOfBirth: a.placeOfBirth,
    heightCm: a.heightCm,
    weightKg: a.weightKg,
    affiliation: a.affiliation,
    mailDelivery: a.mailDelivery,
  }
}
