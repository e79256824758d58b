import type { PermissionsDto } from '@contract/membership'
import { MEMBER_ACTIONS, type MemberAction, type Permission } from '@contract/membership'
import type { ErrorCode } from '@contract/errors'
import { may } from '@domain/membership'
import type { AppDb } from '../../db/database'
import { httpError } from '../../http/http-error'
import { standingOf } from './snapshot'

/** The one door every module asks before a member acts (docs/requirements/standing-and-dues.md#sd-9). */
export async function mayMember(db: AppDb, memberId: number, action: MemberAction, now: Date): Promise<Permission> {
  return may((await standingOf(db, memberId, now)) ?? null, action)
}

const MESSAGES: Readonly<Record<string, string>> = {
  STANDING_UNPAID: 'Cannot post due to unpaid dues or entrance fee.',
  STANDING_DISCIPLINE: 'Restricted due to disciplinary action.',
  MEMBERS_ONLY: 'Available only for association members.',
  LOGIN_REQUIRED: 'Please log in and try again.',
}

/** Throws the refusal as its HTTP answer (403, or 401 for nobody): what a route calls before it acts. */
export async function requireMay(db: AppDb, memberId: number, action: MemberAction, now: Date): Promise<void> {
  const permission = await mayMember(db, memberId, action, now)
  if (permission.allowed) return
  const status = permission.reason === 'not_logged_in' ? 401 : 403
  const message = MESSAGES[permission.code] ?? `No access rights (${permission.reason}).`
  throw httpError(status, permission.code as ErrorCode, message)
}

/** GET /api/mypage/permissions: every action at once. */
export async function permissionsOf(db: AppDb, memberId: number, now: Date): Promise<PermissionsDto> {
  const snapshot = (await standingOf(db, memberId, now)) ?? null
  const actions = Object.fromEntries(MEMBER_ACTIONS.map((a) => [a, may(snapshot, a)])) as PermissionsDto['actions']
  return { standing: snapshot?.associationMember ? snapshot.standing : null, actions }
}

/**
 * Whether the member's dues are fully paid, as the member's record shows it (contract/member-account.ts
 * `duesPaid`): an association member with no billed period unpaid. False for web members.
 */
export async function duesPaidOf(db: AppDb, memberId: number, now: Date): Promise<boolean> {
  const snapshot = await standingOf(db, memberId, now)
  return snapshot !== undefined && snapshot.associationMember && snapshot.unpaidDuesPeriods === 0
}
