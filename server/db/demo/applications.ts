import { seoulDate, seoulInstant } from '@domain/time'
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, notInArray } from 'drizzle-orm'
import type { AppDb } from '../database'
import { DEMO_KEY } from '../demo-mark'
import { demoApplicantEmail } from './accounts'
import { readMeta, writeMeta } from '../meta'
import { applicationFields, entries, members, players, tournamentApplications, tournaments } from '../schema/index'

/**
 * The demo's tournament applications (docs/requirements/tournament-applications.md#app-10): the main tour's event
 * whose window is open with a field of 156 (./application-windows.ts) has 40 places taken and paid, by association
 * members who have no web account (the demo's tour pros, each the member of their player, so a confirmed field shows
 * them), the second-tier tour's open event 12, and the main tour's event closed yesterday 30, its field not confirmed
 * yet. No demo account applies: their pages start empty. Written once per demo season (the key follows the season's
 * own mark).
 */
const APPLICATIONS_KEY = 'demo_applications'
const DEMO_APPLICATIONS_VERSION = '1'
/** Where the demo's applicants are: the open events fill up, the one closed yesterday waits for staff to confirm it. */
const TARGETS = [
  { tourId: 11, window: 'open', paid: 40 },
  { tourId: 12, window: 'open', paid: 12 },
  { tourId: 11, window: 'ended', paid: 30 },
] as const

export async function seedDemoApplications(db: AppDb, today = seoulDate()): Promise<number> {
  const mark = `${DEMO_APPLICATIONS_VERSION}|${(await readMeta(db, DEMO_KEY)) ?? ''}`
  if ((await readMeta(db, APPLICATIONS_KEY)) === mark) return 0
  const morning = seoulInstant(today, '10:00')
  let written = 0
  for (const { tourId, window, paid } of TARGETS) {
    const [game] = await db
      .select()
      .from(tournaments)
      .where(
        window === 'open'
          ? and(
              eq(tournaments.tourId, tourId),
              eq(tournaments.status, 1),
              lte(tournaments.applicationOpensAt, morning),
              gt(tournaments.applicationClosesAt, morning),
            )
          : and(eq(tournaments.tourId, tourId), eq(tournaments.status, 4)),
      )
      .orderBy(window === 'open' ? asc(tournaments.startDate) : desc(tournaments.startDate))
      .limit(1)
    if (!game?.applicationOpensAt) continue
    const [taken] = await db.select().from(applicationFields).where(eq(applicationFields.tournamentId, game.id))
    if (taken) continue
    // A closed event's field is drawn already: its applicants are players of that field, so confirming it matches.
    const applicants = await applicantMembers(db, paid, window === 'ended' ? game.id : null)
    const opens = game.applicationOpensAt.getTime()
    await db.transaction(async (tx) => {
      await tx.insert(applicationFields).values({
        tournamentId: game.id,
        fieldSize: game.fieldSize ?? applicants.length,
        accepted: applicants.length,
        arrivals: applicants.length,
      })
      await tx.insert(tournamentApplications).values(
        applicants.map((memberId, i) => {
          // The rush: one arrival every 7 seconds from 10:00, each paid by card within minutes.
          const createdAt = new Date(opens + i * 7_000)
          return {
            tournamentId: game.id,
            memberId,
            state: 'paid' as const,
            arrivalNo: i + 1,
            amountWon: game.entryFeeWon,
            payBy: new Date(createdAt.getTime() + 24 * 3_600_000),
            caddie: i % 3 === 0 ? ('house' as const) : ('own' as const),
            mobile: `010-5${String(i).padStart(3, '0')}-${String(1000 + i * 37).slice(-4)}`,
            method: 'card',
            paidAt: new Date(createdAt.getTime() + 6 * 60_000),
            createdAt,
            updatedAt: createdAt,
          }
        }),
      )
    })
    written += applicants.length
  }
  await writeMeta(db, { [APPLICATIONS_KEY]: mark })
  return written
}

/**
 * Members for the first `count` Korean pros of the demo (by player id; of one tournament's field when `enteredIn` is
 * given) who are not a demo account's player: made once, without a login (association members who never signed up
 * on the web site), matched later by member number.
 */
async function applicantMembers(db: AppDb, count: number, enteredIn: number | null): Promise<number[]> {
  // Not in: the subquery holds no nulls, or nothing would match.
  const accounts = db
    .select({ memberNo: members.memberNo })
    .from(members)
    .where(and(isNotNull(members.loginId), isNotNull(members.memberNo)))
  const pros = await db
    .select()
    .from(players)
    .where(
      and(
        eq(players.amateur, false),
        eq(players.country, 'KOR'),
        isNotNull(players.memberNo),
        notInArray(players.memberNo, accounts),
        enteredIn === null
          ? undefined
          : inArray(
              players.id,
              db.select({ id: entries.playerId }).from(entries).where(eq(entries.tournamentId, enteredIn)),
            ),
      ),
    )
    .orderBy(asc(players.id))
    .limit(count)
  const numbers = pros.map((p) => p.memberNo!)
  const existing = numbers.length
    ? await db
        .select({ id: members.id, memberNo: members.memberNo })
        .from(members)
        .where(inArray(members.memberNo, numbers))
    : []
  const ids: number[] = []
  for (const p of pros) {
    const found = existing.find((m) => m.memberNo === p.memberNo)
    if (found) {
      ids.push(found.id)
      continue
    }
    const [made] = await db
      .insert(members)
      .values({
        name: p.nameKo,
        firstNameEn: p.firstNameEn,
        lastNameEn: p.lastNameEn,
        gender: p.gender,
        nationality: 'KOR',
        // The association's record agrees with its player register (member statistics read both).
        // Members keep the date of birth as eight digits (19990505), the register with dashes.
        birthDate: p.birthDate?.replace(/-/g, '') ?? null,
        address: p.hometownKo,
        memberNo: p.memberNo,
        email: demoApplicantEmail(p.memberNo!),
        memberClass: 'TP',
        membershipKind: 'regular',
        membershipType: 'tour_pro',
      })
      .returning({ id: members.id })
    ids.push(made!.id)
  }
  return ids
}
