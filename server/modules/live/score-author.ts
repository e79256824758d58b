import { ERROR_CODES, FIELD_ERRORS } from '@contract/errors'
import { and, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { tournamentScorers, type ScoreActorKind, type ScoreSource } from '../../db/schema/index'
import { httpError } from '../../http/http-error'

/** The name the operator's env token (SCORER_TOKEN) has in the score audit. */
export const OPERATOR_TOKEN_NAME = 'SCORER_TOKEN'

/**
 * Who sends a score through the one door of live scoring (docs/decisions/0044). The HTTP door knows the
 * sender's address; the import and the simulator run on the server and name themselves.
 */
export type ScoreAuthor =
  | { kind: 'member'; memberId: number; loginId: string; ip: string | null }
  /** A named feed token bound to one game, or the operator's SCORER_TOKEN (tokenId and gameId null: any game). */
  | { kind: 'token'; tokenId: number | null; name: string; gameId: number | null; ip: string | null }
  | { kind: 'import' }
  | { kind: 'simulator' }

export const IMPORT_AUTHOR: ScoreAuthor = { kind: 'import' }
export const SIMULATOR_AUTHOR: ScoreAuthor = { kind: 'simulator' }

/** The operator's token: configured in the server's environment, so it may score any game (decision 0044). */
export const operatorAuthor = (ip: string | null): ScoreAuthor => ({
  kind: 'token',
  tokenId: null,
  name: OPERATOR_TOKEN_NAME,
  gameId: null,
  ip,
})

/** The live_score_audit columns that name the author of a score. */
export function auditAuthorColumns(author: ScoreAuthor): {
  source: ScoreSource
  actorKind: ScoreActorKind
  actor: string
  memberId: number | null
  feedTokenId: number | null
  ip: string | null
} {
  switch (author.kind) {
    case 'member':
      return {
        source: 'api',
        actorKind: 'member',
        actor: author.loginId,
        memberId: author.memberId,
        feedTokenId: null,
        ip: author.ip,
      }
    case 'token':
      return {
        source: 'api',
        actorKind: 'token',
        actor: author.name,
        memberId: null,
        feedTokenId: author.tokenId,
        ip: author.ip,
      }
    case 'import':
    case 'simulator':
      return {
        source: author.kind,
        actorKind: author.kind,
        actor: author.kind,
        memberId: null,
        feedTokenId: null,
        ip: null,
      }
  }
}

/**
 * 403 unless the author may score this game: a scorer account only on the tournaments staff assigned it
 * to, a named feed token only on its own game. The operator's token, the import and the simulator may
 * score any game. Runs inside the score's transaction, before anything is written.
 */
export async function assertMayScore(tx: AppDb, author: ScoreAuthor, gameId: number): Promise<void> {
  if (author.kind === 'member') {
    const [assigned] = await tx
      .select({ gameId: tournamentScorers.tournamentId })
      .from(tournamentScorers)
      .where(and(eq(tournamentScorers.tournamentId, gameId), eq(tournamentScorers.memberId, author.memberId)))
    if (assigned) return
    throw httpError(
      403,
      ERROR_CODES.NOT_ASSIGNED,
      `Scorer ${author.loginId} is not assigned to game ${gameId}: ` +
        'the tournament office assigns scorers to tournaments',
      { gameId: FIELD_ERRORS.INVALID_VALUE },
    )
  }
  if (author.kind === 'token' && author.gameId !== null && author.gameId !== gameId) {
    throw httpError(
      403,
      ERROR_CODES.NOT_ASSIGNED,
      `Feed token "${author.name}" is bound to game ${author.gameId}, not to game ${gameId}`,
      { gameId: FIELD_ERRORS.INVALID_VALUE },
    )
  }
}
