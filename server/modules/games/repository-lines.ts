import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { RoundLine, TournamentLine } from '@domain/rankings/record-lines'
import type { RowStatus } from '@domain/scoring/types'
import type { AppDb } from '../../db/database'
import { entries, players, roundTotals, tournaments, type EntryStatusCode } from '../../db/schema/index'

/** A TournamentLine (domain/rankings) with the stored facts the answers also show. */
export interface StoredLine extends TournamentLine {
  entryId: number
  tourId: number
  genesisPoints: number
  nameEn: string
  country: string
}

/** The result status records count: a status code, MC, a ranked finish, or still playing. */
export function rowStatusOf(status: EntryStatusCode, finishText: string | null, finishRank: number | null): RowStatus {
  if (status !== 'active') return status
  if (finishText === 'MC') return 'MC'
  return finishRank !== null ? 'finished' : 'active'
}

/**
 * One line per entry of the completed games matching `where` (conditions on entries / tournaments),
 * with its rounds from round_totals and birdies per round from hole scores where kept. Three queries.
 */
export async function storedLines(db: AppDb, where: SQL): Promise<StoredLine[]> {
  const filter = and(eq(tournaments.status, 3), where)
  const [rows, totals, birdies] = await Promise.all([
    db
      .select({
        entryId: entries.id,
        playerId: entries.playerId,
        status: entries.status,
        finishRank: entries.finishRank,
        finishText: entries.finishText,
        prizeWon: entries.prizeWon,
        genesisPoints: entries.genesisPoints,
        nameKo: players.nameKo,
        firstNameEn: players.firstNameEn,
        lastNameEn: players.lastNameEn,
        country: players.country,
        gameId: tournaments.id,
        tourId: tournaments.tourId,
        gameName: tournaments.nameKo,
        season: tournaments.year,
        endDate: tournaments.endDate,
        cutAfterRound: tournaments.cutAfterRound,
        rounds: tournaments.rounds,
      })
      .from(entries)
      .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
      .innerJoin(players, eq(players.id, entries.playerId))
      .where(filter),
    db
      .select({
        entryId: roundTotals.entryId,
        round: roundTotals.round,
        strokes: roundTotals.strokes,
        toPar: roundTotals.toPar,
        holesPlayed: roundTotals.holesPlayed,
      })
      .from(roundTotals)
      .innerJoin(entries, eq(entries.id, roundTotals.entryId))
      .innerJoin(tournaments, eq(tournaments.id, roundTotals.tournamentId))
      .where(filter),
    db.execute(sql`
      select hs.entry_id as "entryId", hs.round, (count(*) filter (where hs.strokes = ch.par - 1))::int as birdies
      from hole_scores hs
      join entries on entries.id = hs.entry_id
      join tournaments on tournaments.id = hs.tournament_id
      join course_holes ch on ch.course_id = tournaments.course_id and ch.hole = hs.hole
      where ${filter}
      group by hs.entry_id, hs.round`) as unknown as Promise<{
      rows: Array<{ entryId: number; round: number; birdies: number }>
    }>,
  ])
  const birdiesOf = new Map(birdies.rows.map((b) => [`${b.entryId}|${b.round}`, b.birdies]))
  const roundsOf = new Map<number, RoundLine[]>()
  for (const t of totals) {
    const list = roundsOf.get(t.entryId) ?? []
    list.push({
      round: t.round,
      strokes: t.strokes,
      toPar: t.toPar,
      completed: t.holesPlayed === 18,
      birdies: birdiesOf.get(`${t.entryId}|${t.round}`) ?? 0,
    })
    roundsOf.set(t.entryId, list)
  }
  return rows.map((r) => ({
    entryId: r.entryId,
    playerId: String(r.playerId),
    rank: r.finishRank,
    status: rowStatusOf(r.status, r.finishText, r.finishRank),
    name: r.nameKo,
    nameEn: `${r.firstNameEn} ${r.lastNameEn}`.trim(),
    country: r.country,
    gameId: String(r.gameId),
    tourId: r.tourId,
    gameName: r.gameName,
    season: r.season,
    endDate: r.endDate,
    hasCut: r.cutAfterRound !== null,
    scheduledRounds: r.rounds,
    prize: r.prizeWon ?? 0,
    genesisPoints: r.genesisPoints ?? 0,
    rounds: (roundsOf.get(r.entryId) ?? []).sort((a, b) => a.round - b.round),
  }))
}
