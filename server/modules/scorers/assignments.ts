import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { GameScorers, ScorerAccount } from '@contract/scorers'
import { and, arrayContains, asc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AppDb } from '../../db/database'
import { members, tournamentScorers } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { writeAudit, type RequestOrigin } from '../auth/audit'
import type { AuthContext } from '../auth/authenticate'
import { existingGame, openGame } from './games'

const isScorer = arrayContains(members.roles, ['scorer'])

/** Active accounts with the scorer role, by login ID: whom staff may assign. */
export async function listScorerAccounts(db: AppDb): Promise<ScorerAccount[]> {
  const rows = await db
    .select({ id: members.loginId, name: members.name })
    .from(members)
    .where(and(eq(members.status, 'active'), isScorer))
    .orderBy(asc(members.loginId))
  return rows.flatMap((r) => (r.id ? [{ id: r.id, name: r.name }] : []))
}

const assigner = alias(members, 'assigner')

/** The scorers assigned to a game, by login ID. */
export async function gameScorers(db: AppDb, gameId: number): Promise<GameScorers> {
  await existingGame(db, gameId)
  const rows = await db
    .select({
      id: members.loginId,
      name: members.name,
      assignedAt: tournamentScorers.assignedAt,
      assignedBy: assigner.loginId,
    })
    .from(tournamentScorers)
    .innerJoin(members, eq(members.id, tournamentScorers.memberId))
    .leftJoin(assigner, eq(assigner.id, tournamentScorers.assignedBy))
    .where(eq(tournamentScorers.tournamentId, gameId))
    .orderBy(asc(members.loginId))
  return {
    gameId,
    // A purged account keeps its association record but no login ID: it can no longer score.
    scorers: rows.flatMap((r) =>
      r.id ? [{ id: r.id, name: r.name, assignedAt: r.assignedAt.toISOString(), assignedBy: r.assignedBy }] : [],
    ),
  }
}

/** The active scorer account with this login ID: 404 when there is none, 409 when it lacks the role. */
async function scorerAccount(db: AppDb, loginId: string) {
  const [account] = await db
    .select({ id: members.id, status: members.status, roles: members.roles })
    .from(members)
    .where(eq(members.loginId, loginId))
  if (!account || account.status !== 'active')
    throw httpError(404, ERROR_CODES.NOT_FOUND, `No active account ${loginId}`, { id: FIELD_ERRORS.INVALID_VALUE })
  if (!account.roles.includes('scorer'))
    throw httpError(409, ERROR_CODES.CONFLICT, `Account ${loginId} is not a scorer`, { id: FIELD_ERRORS.INVALID_VALUE })
  return account
}

interface StaffAction {
  staff: AuthContext
  origin: RequestOrigin
  now: Date
}

/** Assigns a scorer to an open game; assigning one already there changes nothing (and audits nothing). */
export async function assignScorer(
  db: AppDb,
  gameId: number,
  loginId: string,
  { staff, origin, now }: StaffAction,
): Promise<GameScorers> {
  await db.transaction(async (tx) => {
    await openGame(tx, gameId)
    const account = await scorerAccount(tx, loginId)
    const [added] = await tx
      .insert(tournamentScorers)
      .values({ tournamentId: gameId, memberId: account.id, assignedAt: now, assignedBy: staff.memberId })
      .onConflictDoNothing()
      .returning({ memberId: tournamentScorers.memberId })
    if (!added) return
    await writeAudit(
      tx,
      {
        action: 'scorer_assign',
        memberId: staff.memberId,
        loginId: staff.loginId,
        at: now,
        detail: { gameId, scorer: loginId },
      },
      origin,
    )
  })
  return gameScorers(db, gameId)
}

/** Removes a scorer from a game (finished ones too); 404 when the scorer is not assigned to it. */
export async function unassignScorer(
  db: AppDb,
  gameId: number,
  loginId: string,
  { staff, origin, now }: StaffAction,
): Promise<GameScorers> {
  await db.transaction(async (tx) => {
    await existingGame(tx, gameId)
    const [account] = await tx.select({ id: members.id }).from(members).where(eq(members.loginId, loginId))
    const removed = account
      ? await tx
          .delete(tournamentScorers)
          .where(and(eq(tournamentScorers.tournamentId, gameId), eq(tournamentScorers.memberId, account.id)))
          .returning({ memberId: tournamentScorers.memberId })
      : []
    if (removed.length === 0) {
      throw httpError(404, ERROR_CODES.NOT_FOUND, `${loginId} is not assigned to game ${gameId}`, {
        id: FIELD_ERRORS.INVALID_VALUE,
      })
    }
    await writeAudit(
      tx,
      {
        action: 'scorer_unassign',
        memberId: staff.memberId,
        loginId: staff.loginId,
        at: now,
        detail: { gameId, scorer: loginId },
      },
      origin,
    )
  })
  return gameScorers(db, gameId)
}
