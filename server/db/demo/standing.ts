import { eq, inArray } from 'drizzle-orm'
import {
  anniversary,
  duesEndOn,
  entranceFeeOf,
  owedPeriods,
  periodAmount,
  periodOf,
  REINSTATEMENT_CONSENTS,
  reinstatementWindow,
} from '@domain/membership'
import { addDays, seoulInstant } from '@domain/time'
import type { AppDb } from '../database'
import {
  duesPeriods,
  entranceFees,
  members,
  memberSanctions,
  reinstatementApplications,
  reinstatementConsents,
  standingChanges,
} from '../schema/index'

/**
 * The demo's association ledger (docs/requirements/standing-and-dues.md#sd-14), built around the demo's `today` so
 * that every state holds whatever day the demo is seeded: member01, instructor01, president01 paid up; member02
 * owes the current half-year; member03 has owed for 3 years and some months (suspended); member04 stopped paying 11
 * years ago, was expelled 5 years later and has applied for reinstatement (4 consents of 10); member06 likewise,
 * with all 10 consents (waiting for the staff's decision); member05's dues ended (20 years of membership and age 60);
 * fellow01 to fellow05, member07 (joined 2025) and applypro01 paid up; applydue01 owes the current half-year. Rows
 * are what the billing run and the arrears job would have written, so running them on the seeded data changes nothing
 * (tests/server/standing/billing-run.test.ts, arrears-job.test.ts).
 */

type Plan = 'paid_up' | 'current_unpaid' | 'suspended' | 'expelled'

const PLANS: Readonly<Record<string, Plan>> = {
  member01: 'paid_up',
  member02: 'current_unpaid',
  instructor01: 'paid_up',
  president01: 'paid_up',
  member03: 'suspended',
  member04: 'expelled',
  member05: 'paid_up',
  member06: 'expelled',
  fellow01: 'paid_up',
  fellow02: 'paid_up',
  fellow03: 'paid_up',
  fellow04: 'paid_up',
  fellow05: 'paid_up',
  member07: 'paid_up',
  applypro01: 'paid_up',
  applydue01: 'current_unpaid',
}
/**
 * Who has consented to whose reinstatement: member04's application collects (4 of 10), member06's is complete and
 * waits for the staff's decision.
 */
const APPLICATIONS: Readonly<Record<string, readonly string[]>> = {
  member04: ['member01', 'instructor01', 'president01', 'member05'],
  member06: [
    'member01',
    'member02',
    'instructor01',
    'president01',
    'member05',
    'fellow01',
    'fellow02',
    'fellow03',
    'fellow04',
    'fellow05',
  ],
}

/** A moment on a Seoul day, so the rows are the same for the same `today`. */
const at = (day: string, time = '10:00') => seoulInstant(day, time)

/** The first day of the oldest unpaid period of a plan, and the expulsion day (arrears of 5 years) if any. */
function arrearsOf(plan: Plan, today: string): { oldest: string | null; expelledOn: string | null } {
  if (plan === 'current_unpaid') return { oldest: periodOf(today).startsOn, expelledOn: null }
  if (plan === 'suspended') return { oldest: periodOf(anniversary(today, -3)).startsOn, expelledOn: null }
  if (plan === 'expelled') {
    const oldest = periodOf(anniversary(today, -11)).startsOn
    return { oldest, expelledOn: anniversary(oldest, 5) }
  }
  return { oldest: null, expelledOn: null }
}

export async function seedDemoStanding(db: AppDb, today: string): Promise<number> {
  const accounts = await db
    .select()
    .from(members)
    .where(inArray(members.loginId, Object.keys(PLANS)))
  const ids = accounts.map((a) => a.id)
  const existing = await db.select({ id: duesPeriods.id }).from(duesPeriods).where(inArray(duesPeriods.memberId, ids))
  if (existing.length > 0) return 0
  const idOf = new Map(accounts.map((a) => [a.loginId, a.id]))
  let written = 0
  for (const m of accounts) {
    const plan = PLANS[m.loginId ?? '']
    const amount = periodAmount(m.memberClass)
    if (!plan || !m.firstEnrolledOn || amount === null) continue
    const { oldest, expelledOn } = arrearsOf(plan, today)
    const periods = owedPeriods(m.firstEnrolledOn, today, duesEndOn(m.firstEnrolledOn, m.birthDate)).filter(
      (p) => expelledOn === null || p.startsOn < expelledOn,
    )
    const rows = periods.map((p) => {
      const paid = oldest === null || p.startsOn < oldest
      return {
        memberId: m.id,
        period: p.name,
        startsOn: p.startsOn,
        endsOn: p.endsOn,
        amount,
        state: paid ? ('paid' as const) : ('unpaid' as const),
        billedAt: at(p.startsOn, '00:00'),
        paidAt: paid ? at(addDays(p.startsOn, 10)) : null,
        method: paid ? 'transfer' : null,
      }
    })
    if (rows.length) written += (await db.insert(duesPeriods).values(rows).onConflictDoNothing().returning()).length
    if (m.selectedOn) {
      const fee = entranceFeeOf(m.selectedOn)
      await db
        .insert(entranceFees)
        .values({
          memberId: m.id,
          selectedOn: m.selectedOn,
          ...fee,
          state: 'paid',
          billedAt: at(m.selectedOn, '00:00'),
          paidAt: at(addDays(m.selectedOn, 3)),
          method: 'transfer',
        })
        .onConflictDoNothing()
    }
    await seedStandingChanges(db, m.id, oldest, plan, expelledOn)
  }
  await seedSanctions(db, idOf, today)
  const expelledOn = arrearsOf('expelled', today).expelledOn
  for (const [login, consenters] of Object.entries(APPLICATIONS)) {
    const applicant = idOf.get(login)
    if (applicant !== undefined && expelledOn) await seedApplication(db, applicant, expelledOn, today, idOf, consenters)
  }
  return written
}

async function seedStandingChanges(
  db: AppDb,
  memberId: number,
  oldest: string | null,
  plan: Plan,
  expelledOn: string | null,
): Promise<void> {
  if (oldest === null || (plan !== 'suspended' && plan !== 'expelled')) return
  const suspendedOn = anniversary(oldest, 3)
  const job = 'membership-arrears'
  const changes = [
    { memberId, from: 'active' as const, to: 'suspended' as const, cause: 'arrears_suspension', on: suspendedOn, job },
    ...(expelledOn
      ? [
          {
            memberId,
            from: 'suspended' as const,
            to: 'expelled' as const,
            cause: 'arrears_expulsion',
            on: expelledOn,
            job,
          },
        ]
      : []),
  ]
  await db.insert(standingChanges).values(changes.map((c) => ({ ...c, at: at(c.on, '00:05') })))
  await db
    .update(members)
    .set({ standingSince: changes.at(-1)!.on })
    .where(eq(members.id, memberId))
}

async function seedSanctions(db: AppDb, idOf: Map<string | null, number>, today: string): Promise<void> {
  const staff = null
  const rows = [
    { login: 'member01', kind: 'reward' as const, title: '올해의 선수상', detail: 'Player of the year', starts: -400 },
    {
      login: 'instructor01',
      kind: 'reward' as const,
      title: '우수 지도자상',
      detail: 'Coach of the year',
      starts: -800,
    },
    {
      login: 'member03',
      kind: 'discipline' as const,
      title: '경고',
      detail: 'Late withdrawal',
      starts: -600,
      ends: -420,
    },
  ].flatMap((r) => {
    const memberId = idOf.get(r.login)
    if (memberId === undefined) return []
    const startsOn = addDays(today, r.starts)
    return [
      {
        memberId,
        kind: r.kind,
        title: r.title,
        detail: r.detail,
        startsOn,
        endsOn: r.ends === undefined ? null : addDays(today, r.ends),
        restricts: false,
        recordedBy: staff,
        recordedAt: at(startsOn),
      },
    ]
  })
  if (rows.length) await db.insert(memberSanctions).values(rows)
}

async function seedApplication(
  db: AppDb,
  memberId: number,
  expelledOn: string,
  today: string,
  idOf: Map<string | null, number>,
  consenters: readonly string[],
): Promise<void> {
  const window = reinstatementWindow(expelledOn)
  const appliedOn = addDays(today, -30) > window.applyFrom ? addDays(today, -30) : window.applyFrom
  const [application] = await db
    .insert(reinstatementApplications)
    .values({
      memberId,
      state: consenters.length >= REINSTATEMENT_CONSENTS ? 'submitted' : 'collecting',
      statement: '미납 회비 문제를 정리하였으며 협회 활동에 다시 참여하고자 재입회를 신청합니다.',
      appliedAt: at(appliedOn),
    })
    .returning()
  const consents = consenters.flatMap((login, i) => {
    const consenterId = idOf.get(login)
    return consenterId === undefined
      ? []
      : [{ applicationId: application!.id, consenterId, at: at(addDays(appliedOn, i + 1)) }]
  })
  if (consents.length) await db.insert(reinstatementConsents).values(consents)
}
