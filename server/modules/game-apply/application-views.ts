import type { ApplicationDto, ApplicationState } from '@contract/game-apply'
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { tournamentApplications, tournaments } from '../../db/schema/index'
import { windowOf, type GameRow } from './games'

/**
 * The member's applications as the pages show them (docs/requirements/tournament-applications.md#app-8, #app-11):
 * the state, the place on the waiting list (counted from arrival order) and whether change and cancel are possible.
 */

/** Applications that hold a place or wait for one: one of them per member and tournament. */
export const LIVE_STATES: readonly ApplicationState[] = [
  'awaiting_payment',
  'waiting_for_deposit',
  'paid',
  'waitlisted',
]
/** Those holding a place in the field. */
export const PLACED_STATES: readonly ApplicationState[] = ['awaiting_payment', 'waiting_for_deposit', 'paid']

const waitlistPosition = sql<number | null>`case when ${tournamentApplications.state} = 'waitlisted' then (
  select count(*)::int from tournament_applications w
  where w.tournament_id = ${tournamentApplications.tournamentId} and w.state = 'waitlisted'
    and w.arrival_no <= ${tournamentApplications.arrivalNo}) end`

function applicationRows(db: AppDb, where: SQL | undefined) {
  return db
    .select({ a: tournamentApplications, t: tournaments, waitlistPosition })
    .from(tournamentApplications)
    .innerJoin(tournaments, eq(tournaments.id, tournamentApplications.tournamentId))
    .where(where)
}
type ApplicationRow = Awaited<ReturnType<typeof applicationRows>>[number]

export function applicationDto({ a, t, waitlistPosition: position }: ApplicationRow, now: Date): ApplicationDto {
  const window = windowOf(t, now)
  return {
    id: a.id,
    gameId: t.id,
    tourId: t.tourId,
    nameKo: t.nameKo,
    nameEn: t.nameEn,
    startDate: t.startDate,
    endDate: t.endDate,
    state: a.state,
    arrivalNo: a.arrivalNo,
    waitlistPosition: position,
    amountWon: a.amountWon,
    payBy: a.payBy?.toISOString() ?? null,
    caddie: a.caddie,
    mobile: a.mobile,
    orderNo: a.orderNo,
    method: a.method,
    paidAt: a.paidAt?.toISOString() ?? null,
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
    window,
    canChange: window === 'open' && LIVE_STATES.includes(a.state) && a.entryId === null,
    confirmed: a.entryId !== null,
  }
}

const mineWhere = (memberId: number) => eq(tournamentApplications.memberId, memberId)

export async function applicationById(db: AppDb, id: number, now: Date): Promise<ApplicationDto | null> {
  const [row] = await applicationRows(db, eq(tournamentApplications.id, id))
  return row ? applicationDto(row, now) : null
}

/** The member's live application for each of `games` (the list's and the detail's `mine`). */
export async function liveApplicationsOf(
  db: AppDb,
  memberId: number | null,
  games: GameRow[],
  now: Date,
): Promise<Map<number, ApplicationDto>> {
  if (memberId === null || games.length === 0) return new Map()
  const rows = await applicationRows(
    db,
    and(
      mineWhere(memberId),
      inArray(
        tournamentApplications.tournamentId,
        games.map((g) => g.t.id),
      ),
      inArray(tournamentApplications.state, [...LIVE_STATES]),
    ),
  )
  return new Map(rows.map((r) => [r.t.id, applicationDto(r, now)]))
}

/** GET /mypage/game-apply: the member's applications of a season (every season when null), newest first. */
export async function myApplications(db: AppDb, memberId: number, year: number | null, now: Date) {
  const rows = await applicationRows(
    db,
    and(mineWhere(memberId), year === null ? undefined : eq(tournaments.year, year)),
  ).orderBy(desc(tournamentApplications.createdAt), desc(tournamentApplications.id))
  return { year, items: rows.map((r) => applicationDto(r, now)) }
}

/** GET /mypage/game-apply/year: the seasons the member applied in, newest first. */
export async function myApplicationYears(db: AppDb, memberId: number) {
  const rows = await db
    .selectDistinct({ year: tournaments.year })
    .from(tournamentApplications)
    .innerJoin(tournaments, eq(tournaments.id, tournamentApplications.tournamentId))
    .where(mineWhere(memberId))
  return { years: rows.map((r) => r.year).sort((a, b) => b - a) }
}

/** GET /game/applyList: live applications of tournaments not finished yet, by application time (the cart). */
export async function myCart(db: AppDb, memberId: number, now: Date) {
  const rows = await applicationRows(
    db,
    and(
      mineWhere(memberId),
      inArray(tournamentApplications.state, [...LIVE_STATES]),
      inArray(tournaments.status, [1, 4]),
    ),
  ).orderBy(asc(tournamentApplications.createdAt), asc(tournamentApplications.id))
  return { items: rows.map((r) => applicationDto(r, now)) }
}
