import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { AppDb } from '../database'
import { members, tournaments, tournamentScorers } from '../schema/index'

/** The demo's scorer, assigned to every tournament the demo plays live (README "Demo accounts"). */
export const DEMO_ASSIGNED_SCORER = 'scorer01'

/**
 * Assigns the demo scorer to the demo season's stroke-play tournaments in progress or to come, the ones the
 * simulator plays (docs/decisions/0017), so it can score them as soon as they start (docs/decisions/0044).
 * Runs after the season and after the accounts, whichever is written last (each may be rewritten alone);
 * idempotent, and a no-op until both exist. Imported tournaments (with an external id) are left to staff.
 */
export async function assignDemoScorer(db: AppDb, now = new Date()): Promise<number> {
  const [scorer] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, DEMO_ASSIGNED_SCORER))
  if (!scorer) return 0
  const games = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(
      and(
        isNull(tournaments.externalId),
        eq(tournaments.format, 'stroke'),
        isNotNull(tournaments.courseId),
        inArray(tournaments.status, [1, 2, 4]),
      ),
    )
  if (games.length === 0) return 0
  const added = await db
    .insert(tournamentScorers)
    .values(games.map((g) => ({ tournamentId: g.id, memberId: scorer.id, assignedAt: now })))
    .onConflictDoNothing()
    .returning({ gameId: tournamentScorers.tournamentId })
  return added.length
}
