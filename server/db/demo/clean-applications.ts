import { inArray, sql } from 'drizzle-orm'
import { LICENCE_PATTERN, TUE_ROUTES, TUE_STATUSES } from '@contract/clean-tue'
import { seoulDate } from '@domain/time'
import { z } from 'zod'
import { readDataFile } from '../data-file'
import type { AppDb } from '../database'
import { members, tueApplications } from '../schema/index'

/**
 * Demo therapeutic-use exemption applications of the demo accounts (docs/decisions/0039). They need the
 * accounts' ids, which exist only once the accounts are seeded, apart from (and after) the demo season:
 * so they are written here, called from seedDemoAccounts, not with the season's portal rows.
 */

const applicationSchema = z.strictObject({
  loginId: z.string().min(1),
  daysAgo: z.number().int().min(0),
  substance: z.string().min(1),
  diagnosis: z.string().min(1),
  dose: z.string().min(1),
  route: z.enum(TUE_ROUTES),
  frequency: z.string().min(1),
  /** Days from the application to the start and the end of the treatment. */
  period: z.tuple([z.number().int(), z.number().int()]),
  physicianName: z.string().min(1),
  physicianLicence: z.string().regex(LICENCE_PATTERN),
  status: z.enum(TUE_STATUSES),
  reason: z.string().optional(),
})

/** The applications' text: server/db/demo/text/tue-applications.yaml (docs/decisions/0047). */
export const readTueFile = () =>
  readDataFile(new URL('./text/tue-applications.yaml', import.meta.url), z.array(applicationSchema))

const DAY_MS = 86_400_000
const isoDay = (ms: number) => seoulDate(ms)

/** Writes the demo applications once: an account that already has applications is left alone. */
export async function seedDemoTueApplications(db: AppDb, now = new Date()): Promise<number> {
  const applications = readTueFile()
  const logins = [...new Set(applications.map((a) => a.loginId)), 'staff01']
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
  const rows = applications.flatMap((a) => {
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
