import { asc, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { broadcastSlots, entries, players, tournamentVisitorInfo } from '../../db/schema/index'
import { playerRefColumns } from './repository-games'

export async function visitorInfoOf(db: AppDb, gameId: number) {
  const [row] = await db.select().from(tournamentVisitorInfo).where(eq(tournamentVisitorInfo.tournamentId, gameId))
  return row ?? null
}

export const broadcastSlotsOf = (db: AppDb, gameId: number) =>
  db
    .select()
    .from(broadcastSlots)
    .where(eq(broadcastSlots.tournamentId, gameId))
    .orderBy(asc(broadcastSlots.startsAt), asc(broadcastSlots.channel), asc(broadcastSlots.id))

export const fieldOf = (db: AppDb, gameId: number) =>
  db
    .select({
      ...playerRefColumns,
      amateur: entries.amateur,
      tourMember: entries.tourMember,
      seed: entries.seed,
      status: entries.status,
    })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(eq(entries.tournamentId, gameId))
    .orderBy(asc(players.nameKo), asc(players.id))
