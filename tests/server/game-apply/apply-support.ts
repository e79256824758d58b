import { seoulInstant } from '@domain/time'
import { eq, sql } from 'drizzle-orm'
import type { AppDb } from '../../../server/db/database'
import {
  applicationConsents,
  applicationFields,
  members,
  seasons,
  tournamentApplications,
  tournaments,
} from '../../../server/db/schema/index'
import { applyForGame } from '../../../server/modules/game-apply/apply'
import type { StandingFixture } from '../standing/fixture'

/**
 * What the application suites share (docs/requirements/tournament-applications.md): a tournament of the test
 * season with its window, members made cheaply by direct inserts, and the 500-member rush run on PGlite
 * (tests/server/game-apply/rush.test.ts) and on PostgreSQL (tests/services/applications-postgres.test.ts).
 */
export interface GameOptions {
  tourId?: number
  /** Seoul days of the window: opens 10:00 on the first, closes 16:00 on the second. */
  opensOn?: string
  closesOn?: string
  fieldSize?: number | null
  entryFeeWon?: number
}

/** A Challenge Tour (12) tournament of 2026 taking applications (its season made when the demo has none). */
export async function makeGame(db: AppDb, options: GameOptions = {}) {
  const tourId = options.tourId ?? 12
  await db.insert(seasons).values({ tourId, year: 2026 }).onConflictDoNothing()
  const [model] = await db.select({ courseId: tournaments.courseId }).from(tournaments).limit(1)
  const opensOn = options.opensOn ?? '2026-06-10'
  const closesOn = options.closesOn ?? '2026-06-12'
  const [row] = await db
    .insert(tournaments)
    .values({
      tourId,
      year: 2026,
      nameKo: `신청 시험 대회 ${Math.random().toString(36).slice(2, 8)}`,
      nameEn: 'Application test open',
      startDate: '2026-07-01',
      endDate: '2026-07-04',
      courseId: model?.courseId ?? null,
      rounds: 4,
      status: 1,
      fieldSize: options.fieldSize === undefined ? 156 : options.fieldSize,
      entryFeeWon: options.entryFeeWon ?? 100_000,
      applicationOpensAt: seoulInstant(opensOn, '10:00'),
      applicationClosesAt: seoulInstant(closesOn, '16:00'),
    })
    .returning()
  return row!
}

/** `count` association members in good standing (tour pros: every tour takes them), made by one insert. */
export async function makeMembers(db: AppDb, count: number, tag: string): Promise<number[]> {
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${tag}${i}`,
        memberNo: `${tag}${String(i).padStart(5, '0')}`,
        memberClass: 'TP',
        membershipKind: 'regular',
        membershipType: 'tour_pro',
      })),
    )
    .returning({ id: members.id })
  return rows.map((r) => r.id)
}

/** The consents of POST /game/player/agree, given by every one of `memberIds` at once. */
export async function agreeAll(db: AppDb, gameId: number, memberIds: number[], at: Date) {
  if (memberIds.length === 0) return
  await db
    .insert(applicationConsents)
    .values(memberIds.map((memberId) => ({ memberId, tournamentId: gameId, agreedAt: at })))
}

export const fieldOf = async (db: AppDb, gameId: number) =>
  (await db.select().from(applicationFields).where(eq(applicationFields.tournamentId, gameId)))[0]

export const applicationsOf = (db: AppDb, gameId: number) =>
  db
    .select()
    .from(tournamentApplications)
    .where(eq(tournamentApplications.tournamentId, gameId))
    .orderBy(tournamentApplications.arrivalNo)

export const countApplications = async (db: AppDb) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(tournamentApplications))[0]!.n

const admit = async () => undefined

/**
 * `members` applying at once for a tournament of `fieldSize` places (APP-10): who was accepted and wait-listed, the
 * arrival numbers and whether the waiting list follows arrival; and how long each call took.
 */
export async function rush(db: AppDb, at: Date, size: number, fieldSize: number) {
  const game = await makeGame(db, { fieldSize })
  const ids = await makeMembers(db, size, `r${game.id}x`)
  await agreeAll(db, game.id, ids, at)
  const times: number[] = []
  const answers = await Promise.allSettled(
    ids.map(async (memberId) => {
      const started = performance.now()
      try {
        return await applyForGame(db, {
          memberId,
          gameId: game.id,
          caddie: 'own',
          mobile: '010-1234-5678',
          now: at,
          admit,
        })
      } finally {
        times.push(performance.now() - started)
      }
    }),
  )
  const rows = await applicationsOf(db, game.id)
  const placed = rows.filter((r) => r.state === 'awaiting_payment')
  const waiting = rows.filter((r) => r.state === 'waitlisted')
  return {
    failed: answers.filter((a) => a.status === 'rejected').map((a) => String((a as PromiseRejectedResult).reason)),
    accepted: placed.length,
    waitlisted: waiting.length,
    arrivals: rows.map((r) => r.arrivalNo),
    /** Every place went to an earlier arrival than every waiting one. */
    orderViolations: waiting.filter((w) => placed.some((p) => p.arrivalNo > w.arrivalNo)).length,
    field: await fieldOf(db, game.id),
    times,
  }
}

/** Applies over HTTP as a demo member, after agreeing to the terms. */
export async function applyAs(fx: StandingFixture, loginId: string, gameId: number, over: object = {}) {
  await fx.as(loginId, 'POST', '/api/game/player/agree', {
    gameId,
    personalData: true,
    rules: true,
    refundPolicy: true,
  })
  return fx.as(loginId, 'POST', '/api/game/apply', { gameId, caddie: 'own', mobile: '010-2222-3333', ...over })
}
