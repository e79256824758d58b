import type { CardCheckDto, CardHolderDto, MemberCardDto } from '@contract/member-card'
import { ERROR_CODES } from '@contract/errors'
import { cardCode, readCode, shortCode, stepEndsAt, stepOf } from '@domain/card/code'
import { eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { members } from '../../db/schema/index'
import { httpError, tooManyAttempts } from '../../http/http-error'
import { type RequestOrigin, writeAudit } from '../auth/audit'
import type { AuthContext } from '../auth/authenticate'
import { mayMember } from '../membership/permissions'
import { cardMac, macMatches } from './code-mac'
import type { CheckLimiter } from './check-limiter'

async function holderOf(db: AppDb, memberId: number): Promise<CardHolderDto | null> {
  const [row] = await db
    .select({
      name: members.name,
      memberNo: members.memberNo,
      memberClass: members.memberClass,
      standing: members.standing,
      photo: members.photo,
      status: members.status,
    })
    .from(members)
    .where(eq(members.id, memberId))
  if (!row || row.status !== 'active') return null
  return {
    name: row.name,
    memberNo: row.memberNo,
    memberClass: row.memberNo === null ? null : row.memberClass,
    standing: row.memberNo === null ? null : row.standing,
    photo: row.photo,
  }
}

/** GET /api/mypage/card: the caller's card with the code of the current 30-second step. */
export async function myCard(db: AppDb, key: Buffer, memberId: number, now: Date): Promise<MemberCardDto> {
  const holder = await holderOf(db, memberId)
  if (!holder) throw httpError(404, ERROR_CODES.NOT_FOUND, 'No such member')
  const step = stepOf(now)
  const mac = cardMac(key, memberId, step)
  return {
    holder,
    associationMember: holder.memberNo !== null,
    code: cardCode(memberId, step, mac),
    shortCode: shortCode(memberId, step, mac),
    expiresAt: stepEndsAt(step).toISOString(),
    serverNow: now.toISOString(),
  }
}

/** Which member a code is of, if it is genuine and of an accepted step (the current or the one before). */
function verify(key: Buffer, text: string, now: Date): number | null {
  const read = readCode(text, stepOf(now))
  if (!read) return null
  const current = stepOf(now)
  for (const step of read.steps) {
    if (step !== current && step !== current - 1) continue
    if (macMatches(cardMac(key, read.memberId, step), read.mac)) return read.memberId
  }
  return null
}

/** Staff and affiliated partners check cards (docs/requirements/my-page.md#my-4); anyone else is refused. */
export function requireChecker(auth: AuthContext): void {
  if (!auth.roles.includes('staff') && !auth.roles.includes('partner'))
    throw httpError(403, ERROR_CODES.FORBIDDEN, 'No access rights.')
}

/**
 * POST /api/card/check: authenticated, invalid (unreadable, forged, stale, or of an account gone) or not_member
 * (a genuine code of an account that is not an association member, or whose membership is suspended or expelled:
 * the standing function's `buy_member_ticket`, the same grounds as member tickets). Every check is audited.
 */
export async function checkCard(
  db: AppDb,
  key: Buffer,
  limiter: CheckLimiter,
  checker: AuthContext,
  code: string,
  now: Date,
  origin: RequestOrigin,
): Promise<CardCheckDto> {
  requireChecker(checker)
  const wait = limiter.take(checker.memberId, now)
  if (wait > 0) throw tooManyAttempts(wait, 'Too many checks: wait a moment.')
  const memberId = verify(key, code, now)
  const holder = memberId === null ? null : await holderOf(db, memberId)
  let result: CardCheckDto['result'] = 'invalid'
  if (memberId !== null && holder) {
    const permission = await mayMember(db, memberId, 'buy_member_ticket', now)
    result = permission.allowed ? 'authenticated' : 'not_member'
  }
  await writeAudit(
    db,
    {
      action: 'card_check',
      memberId: checker.memberId,
      loginId: checker.loginId,
      at: now,
      detail: { result, ...(memberId !== null && holder ? { holderId: memberId } : {}) },
    },
    origin,
  )
  return { result, holder: result === 'authenticated' ? holder : null, checkedAt: now.toISOString() }
}
