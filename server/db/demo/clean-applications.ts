import { inArray, sql } from 'drizzle-orm'
import type { TueRoute, TueStatus } from '@contract/clean-tue'
import { seoulDate } from '@domain/time'
import type { AppDb } from '../database'
import { members, tueApplications } from '../schema/index'

/**
 * Demo therapeutic-use exemption applications of the demo accounts (docs/decisions/0039). They need the
 * accounts' ids, which exist only once the accounts are seeded, apart from (and after) the demo season:
 * so they are written here, called from seedDemoAccounts, not with the season's portal rows.
 */

interface DemoApplication {
  loginId: string
  daysAgo: number
  substance: string
  diagnosis: string
  dose: string
  route: TueRoute
  frequency: string
  /** Days from the application to the start and the end of the treatment. */
  period: [number, number]
  physicianName: string
  physicianLicence: string
  status: TueStatus
  reason?: string
}

const APPLICATIONS: readonly DemoApplication[] = [
  {
    loginId: 'member01',
    daysAgo: 62,
    substance: '메틸페니데이트(콘서타)',
    diagnosis: '성인 주의력결핍 과잉행동장애(ADHD), 2019년 진단 후 지속 치료 중',
    dose: '36 mg',
    route: 'oral',
    frequency: '1일 1회 아침',
    period: [7, 372],
    physicianName: '이정신',
    physicianLicence: '104512',
    status: 'approved',
    reason: '승인 기간은 신청한 치료 기간과 같습니다. 도핑 검사 때 승인 통지를 제시해 주세요.',
  },
  {
    loginId: 'member01',
    daysAgo: 21,
    substance: '프레드니솔론',
    diagnosis: '급성 알레르기성 피부염',
    dose: '30 mg',
    route: 'oral',
    frequency: '1일 1회, 5일간',
    period: [0, 5],
    physicianName: '박피부',
    physicianLicence: '98231',
    status: 'rejected',
    reason:
      '허용된 대체 치료(바르는 스테로이드)로 충분하지 않은 이유가 담당 의사 소견서에 없습니다. 소견서를 보완해 다시 신청해 주세요.',
  },
  {
    loginId: 'member01',
    daysAgo: 2,
    substance: '프로프라놀롤(인데놀)',
    diagnosis: '본태성 진전',
    dose: '10 mg',
    route: 'oral',
    frequency: '1일 2회',
    period: [3, 183],
    physicianName: '최신경',
    physicianLicence: '117804',
    status: 'submitted',
  },
  {
    loginId: 'member02',
    daysAgo: 6,
    substance: '인슐린 글라진(란투스)',
    diagnosis: '제1형 당뇨병',
    dose: '20 단위',
    route: 'subcutaneous',
    frequency: '1일 1회 취침 전',
    period: [1, 366],
    physicianName: '정내분',
    physicianLicence: '087615',
    status: 'reviewing',
  },
]

const DAY_MS = 86_400_000
const isoDay = (ms: number) => seoulDate(ms)

/** Writes the demo applications once: an account that already has applications is left alone. */
export async function seedDemoTueApplications(db: AppDb, now = new Date()): Promise<number> {
  const logins = [...new Set(APPLICATIONS.map((a) => a.loginId)), 'staff01']
  const accounts = await db
    .select({ id: members.id, loginId: members.loginId })
    .from(members)
    .where(inArray(members.loginId, logins))
  const idOf = new Map(accounts.map((a) => [a.loginId, a.id]))
  const staffId = idOf.get('staff01') ?? null
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tueApplications)
    .where(
      inArray(
        tueApplications.memberId,
        accounts.map((a) => a.id),
      ),
    )
  if (n > 0) return 0
  const rows = APPLICATIONS.flatMap((a) => {
    const memberId = idOf.get(a.loginId)
    if (memberId === undefined) return []
    const created = now.getTime() - a.daysAgo * DAY_MS
    const decided = a.status === 'approved' || a.status === 'rejected'
    return [
      {
        memberId,
        substance: a.substance,
        diagnosis: a.diagnosis,
        dose: a.dose,
        route: a.route,
        frequency: a.frequency,
        startDate: isoDay(created + a.period[0] * DAY_MS),
        endDate: isoDay(created + a.period[1] * DAY_MS),
        physicianName: a.physicianName,
        physicianLicence: a.physicianLicence,
        consentedAt: new Date(created),
        status: a.status,
        staffReason: a.reason ?? null,
        decidedBy: decided ? staffId : null,
        decidedAt: decided ? new Date(created + 4 * DAY_MS) : null,
        createdAt: new Date(created),
        updatedAt: new Date(decided ? created + 4 * DAY_MS : created),
      },
    ]
  })
  if (rows.length > 0) await db.insert(tueApplications).values(rows)
  return rows.length
}
