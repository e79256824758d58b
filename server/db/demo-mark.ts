import { and, count, eq, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm'
import type { Env } from '../config/env'
import type { AppDb } from './database'
import { readMeta, writeMeta } from './meta'
import { members, tournaments } from './schema/index'

/**
 * Which databases hold the demo (docs/decisions/0042). The demo's accounts share a published password, its SMS
 * inbox shows any number's codes and its simulator writes scores: they belong only in a database the demo wrote
 * first. This key in app_meta marks such a database. It is written only while the database holds nothing real
 * (no member and no tournament the demo did not write) and never removed: members who sign up later in a demo
 * database verified their phone through the demo's public inbox, so they are demo members too.
 */
export const DEMO_DATABASE_KEY = 'demo_database'
/** `${DEMO_VERSION}:${scale}` of the demo season this database holds (server/db/seed.ts writes it). */
export const DEMO_KEY = 'demo'

/** Whether the demo seeded this database: the one check behind demo accounts, the SMS inbox and the simulator. */
export async function isDemoDatabase(db: AppDb): Promise<boolean> {
  return (await readMeta(db, DEMO_DATABASE_KEY)) !== undefined
}

/**
 * Tournaments that are not the demo's: every one when no demo season was ever written, else the imported ones
 * (an import always stores an external id; demo tournaments never have one; docs/decisions/0014).
 */
export async function foreignTournaments(db: AppDb): Promise<number> {
  const demoSeeded = (await readMeta(db, DEMO_KEY)) !== undefined
  const [row] = await db
    .select({ n: count() })
    .from(tournaments)
    .where(demoSeeded ? isNotNull(tournaments.externalId) : undefined)
  return row?.n ?? 0
}

/**
 * Members the demo did not write: every member, except in a database that already holds a demo season from
 * before the mark existed, where the demo's own accounts (their IDs at the demo's e-mail domain) are not counted.
 */
async function foreignMembers(db: AppDb): Promise<number> {
  let demoWritten = sql`false`
  if ((await readMeta(db, DEMO_KEY)) !== undefined) {
    const { DEMO_ACCOUNTS, DEMO_EMAIL_DOMAIN, demoApplicantEmail } = await import('./demo/accounts')
    const ids = DEMO_ACCOUNTS.map((a) => a.loginId)
    const account = and(
      inArray(members.loginId, ids),
      eq(members.email, sql`${members.loginId} || ${`@${DEMO_EMAIL_DOMAIN}`}`),
    )
    // The demo's tournament applicants (./demo/applications.ts): no login, an e-mail made from the member number.
    const applicant = and(isNull(members.loginId), eq(members.email, demoApplicantEmail(sql`${members.memberNo}`)))
    const own = or(account, applicant)
    demoWritten = sql`coalesce(${own}, false)`
  }
  const [row] = await db.select({ n: count() }).from(members).where(not(demoWritten))
  return row?.n ?? 0
}

interface RealData {
  members: number
  tournaments: number
}

/** What this database holds that the demo did not write (see DEMO_DATABASE_KEY). */
async function realData(db: AppDb): Promise<RealData> {
  const [memberCount, tournamentCount] = await Promise.all([foreignMembers(db), foreignTournaments(db)])
  return { members: memberCount, tournaments: tournamentCount }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

function describeRealData(real: RealData): string {
  const held = [
    real.members > 0 ? plural(real.members, 'member') : null,
    real.tournaments > 0 ? plural(real.tournaments, 'tournament') : null,
  ].filter(Boolean)
  return `the database holds ${held.join(' and ')} the demo did not write`
}

/** Marks the database as the demo's when nothing real is in it; answers whether the demo may be written here. */
export async function claimForDemo(db: AppDb): Promise<boolean> {
  if (await isDemoDatabase(db)) return true
  const real = await realData(db)
  if (real.members + real.tournaments > 0) return false
  await writeMeta(db, { [DEMO_DATABASE_KEY]: new Date().toISOString() })
  return true
}

export type DemoState = { on: true } | { on: false; reason: string }

/**
 * Whether this server runs the demo (the sandbox SMS inbox, the simulator) and, when not, why: read once at
 * start-up (server/plugins/demo.ts), the one place that decides it.
 */
export async function demoState(db: AppDb, env: Pick<Env, 'DEMO' | 'DATABASE_URL'>): Promise<DemoState> {
  if (env.DEMO === 'none')
    return { on: false, reason: env.DATABASE_URL ? 'DEMO=none, the default with DATABASE_URL' : 'DEMO=none' }
  if (await isDemoDatabase(db)) return { on: true }
  const real = await realData(db)
  if (real.members + real.tournaments > 0) return { on: false, reason: `${describeRealData(real)}; DEMO is ignored` }
  return { on: false, reason: 'the demo was never written into this database' }
}
