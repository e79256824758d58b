import { sql } from 'drizzle-orm'
import type { PlayerListDto, PlayerSearchQuery } from '@contract/player'
import type { AppDb } from '../../db/database'

type Rows<T> = { rows: T[] }
type ItemRow = PlayerListDto['items'][number] & { total: number }

/** `%`, `_` and `\` match themselves in the search term. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The players with an entry in a game of the tour, optionally filtered by a part of the Korean or
 * English name (either order of the English name), one page, with their wins on that tour and the
 * total count in the same query.
 */
export async function searchPlayers(db: AppDb, q: PlayerSearchQuery): Promise<PlayerListDto> {
  const term = q.q?.trim() ? likePattern(q.q.trim()) : null
  const nameFilter = term
    ? sql`and (p.name_ko ilike ${term} or (p.first_name_en || ' ' || p.last_name_en) ilike ${term}
      or (p.last_name_en || ' ' || p.first_name_en) ilike ${term})`
    : sql``
  const order =
    q.sort === 'memberNo'
      ? sql`p.member_no asc nulls last, p.name_ko asc, p.id asc`
      : q.lang === 'en'
        ? sql`lower(p.last_name_en) asc, lower(p.first_name_en) asc, p.id asc`
        : sql`p.name_ko asc, p.id asc`
  const result = (await db.execute(sql`
    with tour_players as (
      select e.player_id, count(*) filter (where e.finish_rank = 1 and t.status = 3)::int as wins
      from entries e join tournaments t on t.id = e.tournament_id
      where t.tour_id = ${q.tourId}
      group by e.player_id)
    select p.id as "playerId", p.name_ko as "nameKo", p.first_name_en as "firstNameEn", p.last_name_en as "lastNameEn",
      p.country, p.member_no as "memberNo", p.photo_url as "photoUrl", tp.wins, count(*) over ()::int as total
    from tour_players tp join players p on p.id = tp.player_id
    where true ${nameFilter}
    order by ${order}
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`)) as unknown as Rows<ItemRow>
  let total = result.rows[0]?.total
  if (total === undefined) {
    // A page past the end has no row to carry the count.
    const count = (await db.execute(sql`
      select count(distinct e.player_id)::int as n from entries e join tournaments t on t.id = e.tournament_id
        join players p on p.id = e.player_id
      where t.tour_id = ${q.tourId} ${nameFilter}`)) as unknown as Rows<{ n: number }>
    total = count.rows[0]?.n ?? 0
  }
  return {
    tourId: q.tourId,
    page: q.page,
    pageSize: q.pageSize,
    total,
    items: result.rows.map(({ total: _total, country, ...item }) => ({ ...item, country: country.trim() })),
  }
}
