import { and, desc, eq, sql } from 'drizzle-orm'
import type { FavouritePlayerDto } from '@contract/favourites'
import type { AppDb } from '../../db/database'
import { favouritePlayers, players } from '../../db/schema/index'

/** The member's players of interest, newest first, with what a list row shows. */
export async function favouriteList(db: AppDb, memberId: number): Promise<FavouritePlayerDto[]> {
  const rows = await db
    .select({
      playerId: players.id,
      nameKo: players.nameKo,
      firstNameEn: players.firstNameEn,
      lastNameEn: players.lastNameEn,
      country: players.country,
      photoUrl: players.photoUrl,
      // The player pages exist for tours 11 and 13: a player seen only on the seniors tour opens there.
      seniorsOnly: sql<boolean>`not exists (select 1 from entries e join tournaments t on t.id = e.tournament_id
        where e.player_id = ${players.id} and t.tour_id <> 13)
        and exists (select 1 from entries e join tournaments t on t.id = e.tournament_id
          where e.player_id = ${players.id} and t.tour_id = 13)`,
      addedAt: favouritePlayers.createdAt,
    })
    .from(favouritePlayers)
    .innerJoin(players, eq(players.id, favouritePlayers.playerId))
    .where(eq(favouritePlayers.memberId, memberId))
    .orderBy(desc(favouritePlayers.createdAt), desc(favouritePlayers.playerId))
  return rows.map(({ seniorsOnly, addedAt, country, ...row }) => ({
    ...row,
    country: country.trim(),
    tourId: seniorsOnly ? 13 : 11,
    addedAt: addedAt.toISOString(),
  }))
}

export async function favouriteIds(db: AppDb, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ playerId: favouritePlayers.playerId })
    .from(favouritePlayers)
    .where(eq(favouritePlayers.memberId, memberId))
    .orderBy(desc(favouritePlayers.createdAt), desc(favouritePlayers.playerId))
  return rows.map((r) => r.playerId)
}

export async function playerExists(db: AppDb, playerId: number): Promise<boolean> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.id, playerId))
  return row !== undefined
}

/** Adding a player already kept changes nothing (the first date stays). */
export async function addFavourite(db: AppDb, memberId: number, playerId: number, at: Date): Promise<void> {
  await db.insert(favouritePlayers).values({ memberId, playerId, createdAt: at }).onConflictDoNothing()
}

export async function removeFavourite(db: AppDb, memberId: number, playerId: number): Promise<void> {
  await db
    .delete(favouritePlayers)
    .where(and(eq(favouritePlayers.memberId, memberId), eq(favouritePlayers.playerId, playerId)))
}
