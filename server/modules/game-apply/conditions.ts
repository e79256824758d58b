import type { ApplyRefusal } from '@contract/game-apply'
import { ERROR_CODES, type ErrorCode } from '@contract/errors'
import type { MembershipType } from '@contract/roles'
import { eligibilityRefusal, type ApplicationWindow } from '@domain/applications'
import { passedStage, type SelectionStage } from '@domain/selection/pass-line'
import { and, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { applicationConsents, entries, members, players, tournaments } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { mayMember } from '../membership/permissions'
import type { GameRow } from './games'

/**
 * Whether a member may apply for a tournament now (docs/decisions/0081-application-eligibility.md and 0082): class
 * and stage, then the one standing function (docs/requirements/standing-and-dues.md#sd-9, `apply_tournament`), then
 * the window. GET /game/applyInfo shows the first refusal; POST /game/apply answers it as its error.
 */

export interface Applicant {
  nameKo: string
  nameEn: string | null
  memberNo: string | null
  membershipType: MembershipType | null
  mobile: string | null
  email: string | null
  /** 'YYYY-MM-DD' or null. */
  birthDate: string | null
}

export async function applicantOf(db: AppDb, memberId: number): Promise<Applicant> {
  const [m] = await db.select().from(members).where(eq(members.id, memberId))
  if (!m) throw httpError(404, ERROR_CODES.NOT_FOUND, 'No such member')
  const nameEn = [m.firstNameEn, m.lastNameEn].filter(Boolean).join(' ') || null
  const b = m.birthDate
  return {
    nameKo: m.name,
    nameEn,
    memberNo: m.memberNo,
    membershipType: m.memberNo === null ? null : ((m.membershipType as MembershipType | null) ?? null),
    mobile: m.mobile,
    email: m.email,
    birthDate: b && /^\d{8}$/.test(b) ? `${b.slice(0, 4)}-${b.slice(4, 6)}-${b.slice(6, 8)}` : null,
  }
}

/** The member's player passed a tryout of the tournament's season (the finals' condition, PASS_PLACES). */
async function passedTryout(db: AppDb, memberNo: string | null, year: number): Promise<boolean> {
  if (memberNo === null) return false
  const rows = await db
    .select({ status: entries.status, finishRank: entries.finishRank, finishText: entries.finishText })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(
      and(
        eq(players.memberNo, memberNo),
        eq(tournaments.year, year),
        eq(tournaments.stageType, 'tryout'),
        eq(tournaments.status, 3),
      ),
    )
  return rows.some((e) => passedStage('tryout', e))
}

interface Refusal {
  refusal: ApplyRefusal
  status: number
  code: ErrorCode
  message: string
}

const NOT_ELIGIBLE = 'This tournament is not open to your membership class.'

/** The first reason the member cannot apply now (the window last), or null. */
export async function refusalOf(
  db: AppDb,
  memberId: number,
  game: GameRow,
  window: ApplicationWindow | null,
  now: Date,
): Promise<Refusal | null> {
  const { t } = game
  const applicant = await applicantOf(db, memberId)
  const stageType = (t.stageType as SelectionStage | null) ?? null
  const eligibility = eligibilityRefusal(
    { tourId: t.tourId, stageType, startDate: t.startDate },
    {
      membershipType: applicant.membershipType,
      birthDate: applicant.birthDate,
      passedTryout: stageType === 'finals' && (await passedTryout(db, applicant.memberNo, t.year)),
    },
  )
  if (eligibility)
    return { refusal: eligibility, status: 403, code: ERROR_CODES.APPLICATION_NOT_ELIGIBLE, message: NOT_ELIGIBLE }
  const permission = await mayMember(db, memberId, 'apply_tournament', now)
  if (!permission.allowed) {
    if (permission.reason === 'unpaid_dues')
      return refuse(
        'dues_unpaid',
        ERROR_CODES.APPLICATION_DUES_UNPAID,
        'Your dues must be fully paid before you apply.',
      )
    if (permission.reason === 'unpaid_entrance_fee')
      return refuse(
        'entrance_fee_unpaid',
        ERROR_CODES.APPLICATION_ENTRANCE_FEE_UNPAID,
        'Your entrance fee must be fully paid before you apply.',
      )
    if (permission.reason === 'discipline')
      return refuse('discipline', ERROR_CODES.STANDING_DISCIPLINE, 'Restricted due to disciplinary action.')
    if (permission.reason === 'not_member')
      return { refusal: 'not_member', status: 403, code: ERROR_CODES.APPLICATION_NOT_ELIGIBLE, message: NOT_ELIGIBLE }
    return refuse('standing', ERROR_CODES.FORBIDDEN, `No access rights (${permission.reason}).`)
  }
  if (window === null) return { refusal: 'ended', status: 422, code: ERROR_CODES.APPLICATION_FAILED, message: FAILED }
  if (window === 'planned')
    return {
      refusal: 'not_open_yet',
      status: 409,
      code: ERROR_CODES.APPLICATION_NOT_OPEN_YET,
      message: 'Applications for this tournament have not opened yet.',
    }
  if (window === 'ended')
    return {
      refusal: 'ended',
      status: 409,
      code: ERROR_CODES.APPLICATION_ENDED,
      message: 'Applications for this tournament have ended.',
    }
  return null
}

const refuse = (refusal: ApplyRefusal, code: ErrorCode, message: string): Refusal => ({
  refusal,
  status: 403,
  code,
  message,
})

/** "Application failed, contact the association." (APP-9): what the member cannot fix themselves. */
export const FAILED = 'Application failed, contact the association.'
export const applicationFailed = () => httpError(422, ERROR_CODES.APPLICATION_FAILED, FAILED)

/** When the member agreed to the tournament's application terms (POST /game/player/agree), or null. */
export async function agreedAt(db: AppDb, memberId: number, tournamentId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: applicationConsents.agreedAt })
    .from(applicationConsents)
    .where(and(eq(applicationConsents.memberId, memberId), eq(applicationConsents.tournamentId, tournamentId)))
  return row?.at ?? null
}

/** POST /game/player/agree: records (or renews) the consents for the tournament. */
export async function agree(db: AppDb, memberId: number, tournamentId: number, now: Date) {
  await db
    .insert(applicationConsents)
    .values({ memberId, tournamentId, agreedAt: now })
    .onConflictDoUpdate({
      target: [applicationConsents.tournamentId, applicationConsents.memberId],
      set: { agreedAt: now },
    })
  return { agreedAt: now.toISOString() }
}
