import type { PlaySuspension } from '@contract/leaderboard'
import { asc, eq, sql } from 'drizzle-orm'
import type { EntryStatus, PlayoffInput, TournamentInput } from '@domain/scoring/types'
import type { AppDb } from '../../db/database'
import {
  courseHoles,
  entries,
  holeScores,
  players,
  roundTotals,
  teeGroupPlayers,
  teeGroups,
  tournamentRounds,
  tournaments,
  type TournamentRoundRow,
  type PlayoffJson,
  type TournamentRow,
} from '../../db/schema/index'
import { concurrently } from './concurrently'
import { cardsByEntry } from './leaderboard-cards'

/** Which name the board shows: the LanguageCode header (docs/requirements/api-conventions.md#api-3; ko default). */
export type NameLanguage = 'ko' | 'en'

export interface EntryMeta {
  entryId: number
  playerId: number
  externalId: string | null
  nameKo: string
  nameEn: string
  country: string
  amateur: boolean
  tourMember: boolean
  status: EntryStatus
  finishRank: number | null
  finishText: string | null
  prizeWon: number | null
  genesisPoints: number | null
}

export interface RoundTotalLine {
  round: number
  strokes: number
  toPar: number
  holesPlayed: number
}

/** One tournament as the scoring engine and the fallback board read it. */
export interface LoadedGame {
  tournament: TournamentRow
  /** 18 pars from the course holes; empty when the game has no course. */
  pars: number[]
  entries: EntryMeta[]
  /** Hole-by-hole cards exist (otherwise only round totals and the stored result: old seasons). */
  hasHoleScores: boolean
  input: TournamentInput
  /** Round totals by entry; loaded only for games without hole scores. */
  roundTotals: Map<number, RoundTotalLine[]>
  /** The rounds with their state (docs/requirements/officials.md#of-2, #of-4). */
  rounds: TournamentRoundRow[]
  /** Play suspended in the current round, as every board shows it; null while play goes on. */
  suspension: PlaySuspension | null
}

/** What the board and the official result read of an entry and its player. */
const ENTRY_COLUMNS = {
  entryId: entries.id,
  playerId: entries.playerId,
  externalId: players.externalId,
  nameKo: players.nameKo,
  firstNameEn: players.firstNameEn,
  lastNameEn: players.lastNameEn,
  country: players.country,
  amateur: entries.amateur,
  tourMember: entries.tourMember,
  status: entries.status,
  finishRank: entries.finishRank,
  finishText: entries.finishText,
  prizeWon: entries.prizeWon,
  genesisPoints: entries.genesisPoints,
}

const nameOf = (e: EntryMeta, lang: NameLanguage) => (lang === 'en' ? e.nameEn : e.nameKo)

interface HoleScoreLine {
  entryId: number
  round: number
  hole: number
  strokes: number
}

/**
 * Every hole score of a game as one JSON value: a field's four rounds are thousands of rows, and
 * decoding them row by row was most of a live score's time (a quarter of it on PGlite); one text
 * decoded by JSON.parse costs a fifth of that. Runs on every score (board-version.ts).
 */
async function gameHoleScores(db: AppDb, gameId: number): Promise<HoleScoreLine[]> {
  const result = (await db.execute(
    sql`select coalesce(json_agg(json_build_array(${holeScores.entryId}, ${holeScores.round}, ${holeScores.hole},
      ${holeScores.strokes})), '[]')::text as scores from ${holeScores} where ${holeScores.tournamentId} = ${gameId}`,
  )) as unknown as { rows: Array<{ scores: string }> }
  const tuples = JSON.parse(result.rows[0]?.scores ?? '[]') as Array<[number, number, number, number]>
  return tuples.map(([entryId, round, hole, strokes]) => ({ entryId, round, hole, strokes }))
}

/**
 * Loads one game with a fixed number of queries whatever the field size: the tournament, its course
 * holes, its entries with players, its hole scores, its tee groups, and (old seasons only) round
 * totals. Null when the game does not exist.
 */
export async function loadGame(db: AppDb, gameId: number, lang: NameLanguage = 'ko'): Promise<LoadedGame | null> {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, gameId))
  if (!tournament) return null

  const [holes, entryRows, scoreRows, teeRows, roundRows] = await concurrently(
    db,
    () =>
      tournament.courseId === null
        ? Promise.resolve([])
        : db
            .select({ hole: courseHoles.hole, par: courseHoles.par })
            .from(courseHoles)
            .where(eq(courseHoles.courseId, tournament.courseId))
            .orderBy(asc(courseHoles.hole)),
    () =>
      db
        .select(ENTRY_COLUMNS)
        .from(entries)
        .innerJoin(players, eq(players.id, entries.playerId))
        .where(eq(entries.tournamentId, gameId))
        .orderBy(asc(entries.id)),
    () => gameHoleScores(db, gameId),
    () =>
      db
        .select({
          entryId: teeGroupPlayers.entryId,
          round: teeGroups.round,
          startHole: teeGroups.startHole,
          teeTime: teeGroups.teeTime,
        })
        .from(teeGroups)
        .innerJoin(teeGroupPlayers, eq(teeGroupPlayers.groupId, teeGroups.id))
        .where(eq(teeGroups.tournamentId, gameId)),
    () =>
      db
        .select()
        .from(tournamentRounds)
        .where(eq(tournamentRounds.tournamentId, gameId))
        .orderBy(asc(tournamentRounds.round)),
  )

  const entryList: EntryMeta[] = entryRows.map(({ firstNameEn, lastNameEn, ...r }) => ({
    ...r,
    nameEn: `${firstNameEn} ${lastNameEn}`.trim(),
  }))
  // A tee sheet officials are still preparing is not shown (docs/requirements/officials.md#of-2).
  const drafts = new Set(roundRows.filter((r) => r.teeSheetDraft).map((r) => r.round))
  const cards = cardsByEntry(drafts.size === 0 ? teeRows : teeRows.filter((t) => !drafts.has(t.round)), scoreRows)

  const roundTotalMap = new Map<number, RoundTotalLine[]>()
  if (scoreRows.length === 0) {
    const totals = await db
      .select({
        entryId: roundTotals.entryId,
        round: roundTotals.round,
        strokes: roundTotals.strokes,
        toPar: roundTotals.toPar,
        holesPlayed: roundTotals.holesPlayed,
      })
      .from(roundTotals)
      .where(eq(roundTotals.tournamentId, gameId))
    for (const t of totals) {
      const list = roundTotalMap.get(t.entryId) ?? []
      list.push(t)
      roundTotalMap.set(t.entryId, list)
    }
  }

  const pars = holes.map((h) => h.par)
  const input: TournamentInput = {
    gameId,
    pars,
    rounds: tournament.rounds,
    // The board contract counts rounds from 1: before the start it shows round 1's tee times.
    currentRound: Math.max(1, Math.min(tournament.currentRound, tournament.rounds)),
    cut:
      tournament.cutAfterRound !== null && tournament.cutTop !== null && tournament.cutTies !== null
        ? { afterRound: tournament.cutAfterRound, top: tournament.cutTop, ties: tournament.cutTies }
        : null,
    finished: tournament.finished,
    playoff: tournament.playoff ? playoffInput(tournament.playoff) : null,
    entries: entryList.map((e) => ({
      playerId: e.playerId,
      externalId: e.externalId,
      name: nameOf(e, lang),
      country: e.country,
      amateur: e.amateur,
      status: e.status,
      rounds: cards.get(e.entryId) ?? [],
    })),
  }
  return {
    tournament,
    pars,
    entries: entryList,
    hasHoleScores: scoreRows.length > 0,
    input,
    roundTotals: roundTotalMap,
    rounds: roundRows,
    suspension: suspensionOf(roundRows, tournament.currentRound),
  }
}

/** The suspension of the round in play, if officials suspended it. */
export function suspensionOf(rounds: readonly TournamentRoundRow[], currentRound: number): PlaySuspension | null {
  const row = rounds.find((r) => r.round === currentRound)
  if (!row?.suspendedAt || !row.suspensionReason) return null
  return { reason: row.suspensionReason, round: row.round, since: row.suspendedAt.toISOString() }
}

/**
 * The stored playoff as the scoring engine reads it: the JSON keeps players.id as text (object keys are text),
 * the engine's winner is a number like every player id (decision 0049).
 */
export const playoffInput = (playoff: PlayoffJson): PlayoffInput => ({
  holes: playoff.holes,
  scores: playoff.scores,
  winnerId: playoff.winnerId === null ? null : Number(playoff.winnerId),
})
