import type {
  ApplyGameListDto,
  ApplyInfoDto,
  ApplyTourFilter,
  MembershipFeeDto,
  RegCloseDateDto,
  ReserveInfoDto,
} from '@contract/game-apply'
import { seoulYear } from '@domain/time'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { duesPeriods, entranceFees } from '../../db/schema/index'
import { OWING } from '../membership/snapshot'
import { liveApplicationsOf } from './application-views'
import { agreedAt, applicantOf, refusalOf } from './conditions'
import { byApplicationUrgency } from '@domain/applications'
import { applicationYears, gameDetailDto, gameDto, gameRow, seasonGames, windowOf } from './games'

/**
 * The public and member reads of the application pages (docs/requirements/tournament-applications.md#app-1): the
 * list of a season, a tournament's facts and places, the window by the server's clock, and the member's conditions.
 * `memberId` is null for a visitor; then `mine` is null.
 */

export async function applyGameList(
  db: AppDb,
  memberId: number | null,
  query: { tour: ApplyTourFilter; srhYear?: number | undefined },
  now: Date,
): Promise<ApplyGameListDto> {
  const year = query.srhYear ?? seoulYear(now)
  const [years, games] = await Promise.all([applicationYears(db), seasonGames(db, year, query.tour)])
  const mine = await liveApplicationsOf(db, memberId, games, now)
  return {
    year,
    years,
    serverNow: now.toISOString(),
    items: games
      .map((g) => ({ ...gameDto(g, now), mine: mine.get(g.t.id) ?? null }))
      .sort((a, b) =>
        byApplicationUrgency(
          { window: a.window, opensAt: a.applicationOpensAt, closesAt: a.applicationClosesAt },
          { window: b.window, opensAt: b.applicationOpensAt, closesAt: b.applicationClosesAt },
        ),
      ),
  }
}

async function detailWithMine(db: AppDb, memberId: number | null, gameId: number, now: Date) {
  const game = await gameRow(db, gameId)
  const mine = await liveApplicationsOf(db, memberId, [game], now)
  return { game, detail: { ...gameDetailDto(game, now), mine: mine.get(gameId) ?? null } }
}

export const applyGameDetail = async (db: AppDb, memberId: number | null, gameId: number, now: Date) =>
  (await detailWithMine(db, memberId, gameId, now)).detail

export async function reserveInfo(
  db: AppDb,
  memberId: number | null,
  gameId: number,
  now: Date,
): Promise<ReserveInfoDto> {
  const { detail } = await detailWithMine(db, memberId, gameId, now)
  const { fieldSize, accepted, waitlisted, window, mine } = detail
  return { gameId, fieldSize, accepted, waitlisted, window, mine }
}

export async function regCloseDate(db: AppDb, gameId: number, now: Date): Promise<RegCloseDateDto> {
  const { t } = await gameRow(db, gameId)
  return {
    gameId,
    window: windowOf(t, now),
    opensAt: t.applicationOpensAt?.toISOString() ?? null,
    closesAt: t.applicationClosesAt?.toISOString() ?? null,
    serverNow: now.toISOString(),
  }
}

export async function applyInfo(db: AppDb, memberId: number, gameId: number, now: Date): Promise<ApplyInfoDto> {
  const { game, detail } = await detailWithMine(db, memberId, gameId, now)
  const [applicant, fee, refusal, agreed] = await Promise.all([
    applicantOf(db, memberId),
    membershipFee(db, memberId),
    refusalOf(db, memberId, game, detail.window, now),
    agreedAt(db, memberId, gameId),
  ])
  const { birthDate: _birthDate, ...shown } = applicant
  return {
    game: detail,
    applicant: shown,
    conditions: {
      duesPaid: fee.duesPaid,
      entranceFeePaid: fee.entranceFeePaid,
      refusal: detail.mine ? 'already_applied' : (refusal?.refusal ?? null),
    },
    agreedAt: agreed?.toISOString() ?? null,
    serverNow: now.toISOString(),
  }
}

/** GET /game/memberShipFee: what the member owes before applying (APP-6), and where to pay it. */
export async function membershipFee(db: AppDb, memberId: number): Promise<MembershipFeeDto> {
  const [[dues], [fee]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int`, won: sql<number>`coalesce(sum(${duesPeriods.amount}), 0)::int` })
      .from(duesPeriods)
      .where(and(eq(duesPeriods.memberId, memberId), inArray(duesPeriods.state, [...OWING]))),
    db
      .select({ won: sql<number>`coalesce(sum(${entranceFees.amount}), 0)::int` })
      .from(entranceFees)
      .where(and(eq(entranceFees.memberId, memberId), inArray(entranceFees.state, [...OWING]))),
  ])
  return {
    duesPaid: (dues?.n ?? 0) === 0,
    unpaidDuesPeriods: dues?.n ?? 0,
    unpaidDuesWon: dues?.won ?? 0,
    entranceFeePaid: (fee?.won ?? 0) === 0,
    entranceFeeWon: fee?.won ?? 0,
    payPath: '/member/mypage?tab=dues',
  }
}
