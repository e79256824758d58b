import { randomBytes } from 'node:crypto'
import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import type { FeedTokenDto, IssuedFeedToken } from '@contract/scorers'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AppDb } from '../../db/database'
import { feedTokens, members, type FeedTokenRow } from '../../db/schema/index'
import { httpError } from '../../http/http-error'
import { writeAudit, type RequestOrigin } from '../auth/audit'
import type { AuthContext } from '../auth/authenticate'
import { sha256 } from '../auth/tokens'
import { openGame } from './games'

/** What every feed token starts with: the scores route tells it from an access token or SCORER_TOKEN by it. */
export const FEED_TOKEN_PREFIX = 'fwf_'

/**
 * The unrevoked feed token a bearer names, or null. Tokens are stored as SHA-256 like refresh tokens
 * (docs/decisions/0022): a 256-bit random secret needs no slow hash.
 */
export async function activeFeedToken(db: AppDb, token: string): Promise<FeedTokenRow | null> {
  const [row] = await db
    .select()
    .from(feedTokens)
    .where(and(eq(feedTokens.tokenHash, sha256(token)), isNull(feedTokens.revokedAt)))
  return row ?? null
}

const creator = alias(members, 'creator')
const revoker = alias(members, 'revoker')

/** A game's feed tokens, newest first, revoked ones included (the score audit may name them). */
export async function listFeedTokens(db: AppDb, gameId: number): Promise<FeedTokenDto[]> {
  const rows = await db
    .select({ token: feedTokens, createdBy: creator.loginId, revokedBy: revoker.loginId })
    .from(feedTokens)
    .leftJoin(creator, eq(creator.id, feedTokens.createdBy))
    .leftJoin(revoker, eq(revoker.id, feedTokens.revokedBy))
    .where(eq(feedTokens.tournamentId, gameId))
    .orderBy(desc(feedTokens.id))
  return rows.map(({ token, createdBy, revokedBy }) => ({
    tokenId: token.id,
    gameId: token.tournamentId,
    name: token.name,
    createdAt: token.createdAt.toISOString(),
    createdBy,
    revokedAt: token.revokedAt?.toISOString() ?? null,
    revokedBy,
  }))
}

/**
 * Issues a named feed token for an open game. The answer holds the token, once: only its hash is stored.
 * 409 when the game already has a token of that name (revoked ones included).
 */
export async function issueFeedToken(
  db: AppDb,
  gameId: number,
  name: string,
  staff: AuthContext,
  origin: RequestOrigin,
  now: Date,
): Promise<IssuedFeedToken> {
  const token = `${FEED_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
  const row = await db.transaction(async (tx) => {
    await openGame(tx, gameId)
    const [inserted] = await tx
      .insert(feedTokens)
      .values({ tournamentId: gameId, name, tokenHash: sha256(token), createdAt: now, createdBy: staff.memberId })
      .onConflictDoNothing()
      .returning()
    if (!inserted) {
      throw httpError(409, ERROR_CODES.CONFLICT, `Game ${gameId} already has a feed token named "${name}"`, {
        name: FIELD_ERRORS.TAKEN,
      })
    }
    await writeAudit(
      tx,
      {
        action: 'feed_token_issue',
        memberId: staff.memberId,
        loginId: staff.loginId,
        at: now,
        detail: { gameId, tokenId: inserted.id, name },
      },
      origin,
    )
    return inserted
  })
  return {
    tokenId: row.id,
    gameId,
    name,
    createdAt: row.createdAt.toISOString(),
    createdBy: staff.loginId,
    revokedAt: null,
    revokedBy: null,
    token,
  }
}

/** Revokes a game's feed token at once (its next score answers 401); revoking it again changes nothing. */
export async function revokeFeedToken(
  db: AppDb,
  gameId: number,
  tokenId: number,
  staff: AuthContext,
  origin: RequestOrigin,
  now: Date,
): Promise<FeedTokenDto[]> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: feedTokens.id, name: feedTokens.name, revokedAt: feedTokens.revokedAt })
      .from(feedTokens)
      .where(and(eq(feedTokens.id, tokenId), eq(feedTokens.tournamentId, gameId)))
      .for('update')
    if (!row) {
      throw httpError(404, ERROR_CODES.NOT_FOUND, `Game ${gameId} has no feed token ${tokenId}`, {
        tokenId: FIELD_ERRORS.INVALID_VALUE,
      })
    }
    if (row.revokedAt) return
    await tx.update(feedTokens).set({ revokedAt: now, revokedBy: staff.memberId }).where(eq(feedTokens.id, tokenId))
    await writeAudit(
      tx,
      {
        action: 'feed_token_revoke',
        memberId: staff.memberId,
        loginId: staff.loginId,
        at: now,
        detail: { gameId, tokenId, name: row.name },
      },
      origin,
    )
  })
  return listFeedTokens(db, gameId)
}
