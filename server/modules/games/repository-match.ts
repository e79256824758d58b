import { and, asc, eq, inArray } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, matches, players, type MatchRow } from '../../db/schema/index'
import { playerRefColumns, toPlayerRef } from './repository-games'

/** A side of a match: the player of the entry and the entry's seed. */
export type MatchSide = ReturnType<typeof toPlayerRef> & { seed: number | null }

/** Every entry of a game as a match side, by entry id. */
export async function sidesOf(db: AppDb, gameId: number): Promise<Map<number, MatchSide>> {
  const rows = await db
    .select({ entryId: entries.id, seed: entries.seed, ...playerRefColumns })
    .from(entries)
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(eq(entries.tournamentId, gameId))
  return new Map(rows.map((r) => [r.entryId, { ...toPlayerRef(r), seed: r.seed }]))
}

/** Matches of a game in playing order (bracket round order, then match number). */
export const matchesOf = (db: AppDb, gameId: number): Promise<MatchRow[]> =>
  db
    .select()
    .from(matches)
    .where(eq(matches.tournamentId, gameId))
    .orderBy(asc(matches.roundOrder), asc(matches.bracketRound), asc(matches.matchNo))

/** One match; with `gameId`, only when it belongs to that game. */
export async function matchById(db: AppDb, matchId: number, gameId?: number): Promise<MatchRow | null> {
  const [m] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.id, matchId), ...(gameId === undefined ? [] : [eq(matches.tournamentId, gameId)])))
  return m ?? null
}

export async function playerRefs(db: AppDb, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, ReturnType<typeof toPlayerRef>>()
  const rows = await db
    .select(playerRefColumns)
    .from(players)
    .where(inArray(players.id, [...ids]))
  return new Map(rows.map((r) => [r.playerId, toPlayerRef(r)]))
}
