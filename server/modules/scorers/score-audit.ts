import type { ScoreAuditPage } from '@contract/scorers'
import { and, desc, eq, lt } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, liveScoreAudit, players } from '../../db/schema/index'
import { playerName } from '../games/repository-games'
import { existingGame } from './games'

/**
 * A game's live-score audit, newest first, a page at a time (keyset on the audit id): every score and
 * correction with its author and the sender's address (docs/decisions/0044).
 */
export async function scoreAuditPage(
  db: AppDb,
  gameId: number,
  query: { limit: number; before?: number | undefined },
  language: 'ko' | 'en',
): Promise<ScoreAuditPage> {
  await existingGame(db, gameId)
  const rows = await db
    .select({
      audit: liveScoreAudit,
      playerId: players.id,
      nameKo: players.nameKo,
      firstNameEn: players.firstNameEn,
      lastNameEn: players.lastNameEn,
    })
    .from(liveScoreAudit)
    .innerJoin(entries, eq(entries.id, liveScoreAudit.entryId))
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(
      and(
        eq(liveScoreAudit.tournamentId, gameId),
        query.before === undefined ? undefined : lt(liveScoreAudit.id, query.before),
      ),
    )
    .orderBy(desc(liveScoreAudit.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  return {
    gameId,
    rows: page.map(({ audit: a, playerId, nameKo, firstNameEn, lastNameEn }) => ({
      auditId: a.id,
      at: a.at.toISOString(),
      round: a.round,
      hole: a.hole,
      playerId,
      playerName: language === 'en' ? playerName({ firstNameEn, lastNameEn }) : nameKo,
      oldStrokes: a.oldStrokes,
      newStrokes: a.newStrokes,
      author: { kind: a.actorKind, name: a.actor, tokenId: a.feedTokenId },
      ip: a.ip,
    })),
    nextBefore: rows.length > query.limit ? page.at(-1)!.audit.id : null,
  }
}
