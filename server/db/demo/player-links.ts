import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { AppDb } from '../database'
import { members, players } from '../schema/index'

/** The demo accounts that are players too, so their "my records" show real ones (docs/requirements/my-page.md#my-2). */
export const DEMO_PLAYER_ACCOUNTS = ['member01', 'fellow01'] as const

/**
 * Gives each of those accounts' membership numbers to one generated demo player (replacing the generated number):
 * the players with the most tournaments that keep hole scores, public profiles first. Runs after the season and
 * after the accounts, whichever is written last (a new season empties the players; like assignDemoScorer);
 * idempotent, and a no-op until both exist.
 */
export async function linkDemoPlayers(db: AppDb): Promise<number> {
  const accounts = await db
    .select({ loginId: members.loginId, memberNo: members.memberNo })
    .from(members)
    .where(and(inArray(members.loginId, [...DEMO_PLAYER_ACCOUNTS]), isNotNull(members.memberNo)))
  const numbers = DEMO_PLAYER_ACCOUNTS.map((id) => accounts.find((a) => a.loginId === id)?.memberNo).filter(
    (n): n is string => typeof n === 'string',
  )
  if (numbers.length === 0) return 0
  const linked = await db.select({ memberNo: players.memberNo }).from(players).where(inArray(players.memberNo, numbers))
  const missing = numbers.filter((n) => !linked.some((l) => l.memberNo === n))
  if (missing.length === 0) return 0
  const candidates = (await db.execute(sql`
    select p.id from players p
    where not p.amateur and (p.member_no is null or not (p.member_no = any(${sql.param(numbers)}::text[])))
    order by p.profile_private asc,
      (select count(distinct h.tournament_id) from entries e join hole_scores h on h.entry_id = e.id
        where e.player_id = p.id) desc,
      p.id asc
    limit ${missing.length}`)) as unknown as { rows: { id: number }[] }
  let n = 0
  for (const [i, row] of candidates.rows.entries()) {
    await db.update(players).set({ memberNo: missing[i]! }).where(eq(players.id, row.id))
    n++
  }
  return n
}
