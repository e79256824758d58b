import { and, desc, eq, inArray } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, players, roundTotals, tournaments, type RoundTotalRow } from '../../db/schema/index'
import { playerRefColumns, toPlayerRef } from './repository-games'

export interface PlayerEntryFilter {
  playerId: number
  year?: number | undefined
  tourId?: number | undefined
  completedOnly?: boolean
}

export async function playerRef(db: AppDb, playerId: number) {
  const [row] = await db.select(playerRefColumns).from(players).where(eq(players.id, playerId))
  return row ? toPlayerRef(row) : null
}

/** A player's entries with their games, newest first, and the entries' round totals: two queries. */
export async function playerEntries(db: AppDb, f: PlayerEntryFilter) {
  const rows = await db
    .select({ e: entries, t: tournaments })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(
      and(
        eq(entries.playerId, f.playerId),
        ...(f.year === undefined ? [] : [eq(tournaments.year, f.year)]),
        ...(f.tourId === undefined ? [] : [eq(tournaments.tourId, f.tourId)]),
        ...(f.completedOnly ? [eq(tournaments.status, 3)] : []),
      ),
    )
    .orderBy(desc(tournaments.startDate), desc(tournaments.id))
  const totals =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(roundTotals)
          .where(
            inArray(
              roundTotals.entryId,
              rows.map((r) => r.e.id),
            ),
          )
  const byEntry = new Map<number, RoundTotalRow[]>()
  for (const r of totals) byEntry.set(r.entryId, [...(byEntry.get(r.entryId) ?? []), r])
  return rows.map((r) => ({ ...r, rounds: byEntry.get(r.e.id) ?? [] }))
}
