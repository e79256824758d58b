import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { AppDb } from '../../../server/db/database'
import { entries, members, players, tournaments } from '../../../server/db/schema/index'

/**
 * Makes `loginId` a player (docs/requirements/my-page.md#my-2: a member is the player whose membership number he
 * holds): the demo player with the most finished tournaments takes the member's number, and is entered in one
 * upcoming tournament. Answers the tournaments to choose from and one finished tournament he did not play.
 */
export async function makePlayer(db: AppDb, loginId: string) {
  const [member] = await db.select({ memberNo: members.memberNo }).from(members).where(eq(members.loginId, loginId))
  const memberNo = member!.memberNo!
  const [best] = await db
    .select({ playerId: entries.playerId, n: sql<number>`count(*)::int` })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(eq(tournaments.finished, true))
    .groupBy(entries.playerId)
    .orderBy(sql`count(*) desc`)
    .limit(1)
  await db.update(players).set({ memberNo: null }).where(eq(players.memberNo, memberNo))
  await db.update(players).set({ memberNo }).where(eq(players.id, best!.playerId))
  const played = await db
    .select({ id: tournaments.id })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(and(eq(entries.playerId, best!.playerId), eq(tournaments.finished, true)))
    .orderBy(asc(tournaments.startDate))
  // The player leaves one finished tournament he played: that one is then a tournament that is not his.
  const notPlayedId = played.at(-1)!.id
  await db.delete(entries).where(and(eq(entries.playerId, best!.playerId), eq(entries.tournamentId, notPlayedId)))
  const playedIds = played.slice(0, -1).map((t) => t.id)
  const [upcoming] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.finished, false), gt(tournaments.startDate, '2026-06-10')))
    .orderBy(asc(tournaments.startDate))
    .limit(1)
  await db.insert(entries).values({ tournamentId: upcoming!.id, playerId: best!.playerId }).onConflictDoNothing()
  return { playedIds, notPlayedId, upcomingId: upcoming!.id }
}

export const membershipRequest = {
  type: 'membership',
  purpose: '은행 제출용',
  submitTo: '국민은행 강남지점',
  periodFrom: '2020-01-01',
  periodTo: '2026-06-10',
} as const
