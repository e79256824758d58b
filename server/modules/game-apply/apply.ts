import type { ApplicationDto, CaddieChoice } from '@contract/game-apply'
import { ERROR_CODES } from '@contract/errors'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { applicationFields, tournamentApplications } from '../../db/schema/index'
import { httpError, isHttpError } from '../../http/http-error'
import { applicationById, LIVE_STATES } from './application-views'
import { agreedAt, applicationFailed, refusalOf } from './conditions'
import { lockField, payByFrom } from './field-places'
import { gameRow, windowOf } from './games'

/**
 * POST /api/game/apply (docs/decisions/0082-application-lifecycle.md, requirements APP-3, APP-6, APP-10): the checks
 * in the decision's order, each refusing with its own code and changing nothing; then one transaction that locks the
 * tournament's field row, numbers the arrival and gives a place (24 hours to pay; paid at once when the fee is 0) or
 * a place on the waiting list.
 */
export interface ApplyInput {
  memberId: number
  gameId: number
  caddie: CaddieChoice
  mobile: string
  now: Date
  idempotencyKey?: string | undefined
  /** The waiting room's question (ticketing/waiting-room/admission.ts), asked after the member's own checks. */
  admit: () => Promise<void>
}

const alreadyApplied = () =>
  httpError(409, ERROR_CODES.APPLICATION_ALREADY_APPLIED, 'You have already applied for this tournament.')

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } })?.cause ?? (error as { code?: string })
  return cause?.code === '23505'
}

async function liveApplicationOf(db: AppDb, memberId: number, gameId: number) {
  const [row] = await db
    .select({ id: tournamentApplications.id })
    .from(tournamentApplications)
    .where(
      and(
        eq(tournamentApplications.tournamentId, gameId),
        eq(tournamentApplications.memberId, memberId),
        inArray(tournamentApplications.state, [...LIVE_STATES]),
      ),
    )
  return row
}

export async function applyForGame(db: AppDb, input: ApplyInput): Promise<ApplicationDto> {
  const { memberId, gameId, now } = input
  const game = await gameRow(db, gameId)
  if ((await agreedAt(db, memberId, gameId)) === null)
    throw httpError(422, ERROR_CODES.APPLICATION_CONSENT_REQUIRED, 'Please agree to the application terms first.')
  const refusal = await refusalOf(db, memberId, game, windowOf(game.t, now), now)
  if (refusal) throw httpError(refusal.status, refusal.code, refusal.message)
  if (await liveApplicationOf(db, memberId, gameId)) throw alreadyApplied()
  await input.admit()
  let id: number
  try {
    id = await db.transaction(async (tx) => {
      const field = await lockField(tx, gameId, game.t.fieldSize)
      // Under the lock: a second call of the same member that passed the look above finds the first one here.
      if (await liveApplicationOf(tx, memberId, gameId)) throw alreadyApplied()
      const arrivalNo = field.arrivals + 1
      const placed = field.confirmedAt === null && field.accepted < field.fieldSize
      const free = game.t.entryFeeWon === 0
      const [row] = await tx
        .insert(tournamentApplications)
        .values({
          tournamentId: gameId,
          memberId,
          state: !placed ? 'waitlisted' : free ? 'paid' : 'awaiting_payment',
          arrivalNo,
          amountWon: game.t.entryFeeWon,
          payBy: placed && !free ? payByFrom(now) : null,
          paidAt: placed && free ? now : null,
          caddie: input.caddie,
          mobile: input.mobile,
          idempotencyKey: input.idempotencyKey ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: tournamentApplications.id })
      await tx
        .update(applicationFields)
        .set({
          arrivals: arrivalNo,
          accepted: sql`${applicationFields.accepted} + ${placed ? 1 : 0}`,
          waitlisted: sql`${applicationFields.waitlisted} + ${placed ? 0 : 1}`,
        })
        .where(eq(applicationFields.tournamentId, gameId))
      return row!.id
    })
  } catch (error) {
    if (isHttpError(error)) throw error
    if (isUniqueViolation(error)) throw alreadyApplied()
    // A refusal of the database the member cannot fix (APP-9): logged by the caller's error path, answered plainly.
    throw Object.assign(applicationFailed(), { cause: error })
  }
  return (await applicationById(db, id, now))!
}
