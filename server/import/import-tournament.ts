import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { GENESIS_GRADES } from '@domain/rankings/genesis-points'
import type { AppDb } from '../db/database'
import {
  entries,
  seasons,
  teeGroups,
  tournamentRounds,
  tournaments,
  tourCategory,
  type PlayoffJson,
} from '../db/schema/index'
import { finalizeTournament } from '../modules/games/finalize'
import { storeNextVersion } from '../modules/live/board-version'
import { latestVersion } from '../modules/games/leaderboard-versions'
import { findOrCreateCourse } from './course'
import type { ImportFile } from './format'
import { ImportError, parseImportFile } from './parse'
import { playStateOf, type PlayState } from './play-state'
import { resolvePlayers } from './players'
import { recordLiveRound } from './live-round'
import { writeField } from './scores'

export interface ImportResult {
  gameId: number
  /** False when the file replaced an earlier import of the same tournament. */
  created: boolean
  identity: string
  status: PlayState['status']
  currentRound: number
  players: number
  playersCreated: number
  courseCreated: boolean
  /** The leaderboard version stored for the round in play's scores (a game in progress), else null. */
  version: number | null
  ms: number
}

/**
 * Who the tournament is: its externalId when the file gives one, otherwise a hash of (name, tourId,
 * startDate), so importing the same file again finds the same game.
 */
export function tournamentIdentity(file: ImportFile): string {
  const t = file.tournament
  if (t.externalId) return t.externalId
  const digest = createHash('sha256').update(`${t.name}\u0000${t.tourId}\u0000${t.startDate}`).digest('hex')
  return `import:${digest.slice(0, 24)}`
}

function playoffJson(file: ImportFile, ids: Map<string, number>): PlayoffJson | null {
  const p = file.tournament.playoff
  if (!p) return null
  const scores = Object.fromEntries(
    Object.entries(p.scores).map(([externalId, s]) => [
      String(ids.get(externalId)!),
      p.holes.map((_, i) => s[i] ?? null),
    ]),
  )
  return { holes: p.holes, scores, winnerId: p.winner === null ? null : String(ids.get(p.winner)!) }
}

function tournamentRow(
  file: ImportFile,
  identity: string,
  courseId: number,
  state: PlayState,
  playoff: PlayoffJson | null,
) {
  const t = file.tournament
  return {
    externalId: identity,
    tourId: t.tourId,
    year: Number(t.startDate.slice(0, 4)),
    nameKo: t.nameKo ?? t.name,
    nameEn: t.nameEn ?? t.name,
    startDate: t.startDate,
    endDate: t.endDate,
    courseId,
    purseWon: t.purse,
    genesisPoints: t.grade ? GENESIS_GRADES[t.grade].winnerPoints : 0,
    grade: t.grade,
    format: 'stroke' as const,
    status: state.status,
    fieldSize: file.players.length,
    rounds: t.rounds,
    cutAfterRound: t.cut?.afterRound ?? null,
    cutTop: t.cut?.top ?? null,
    cutTies: t.cut?.ties ?? null,
    currentRound: state.currentRound,
    finished: state.finished,
    playoff,
  }
}

/**
 * Imports one validated file in one transaction: season, course, players, the tournament (replacing
 * the field, tee sheet and scores of an earlier import of the same identity, keeping its id), then the
 * official result when the tournament is complete. Completed rounds are written in bulk; in a
 * tournament in progress the round in play goes through the live-score service (recordLiveRound).
 * Refuses (ImportError) with nothing written.
 */
export async function importTournament(db: AppDb, raw: unknown): Promise<ImportResult> {
  const started = performance.now()
  const file = parseImportFile(raw)
  const t = file.tournament
  const [tour] = await db.select({ id: tourCategory.id }).from(tourCategory).where(eq(tourCategory.id, t.tourId))
  if (!tour)
    throw new ImportError(`tournament.tourId: unknown tour ${t.tourId} (expected a tour id of domain/tours, e.g. 11)`)
  const identity = tournamentIdentity(file)
  const state = playStateOf(file)

  return db.transaction(async (tx) => {
    await tx
      .insert(seasons)
      .values({ tourId: t.tourId, year: Number(t.startDate.slice(0, 4)) })
      .onConflictDoNothing()
    const course = await findOrCreateCourse(tx, file)
    const people = await resolvePlayers(tx, file.players)
    const row = tournamentRow(file, identity, course.courseId, state, playoffJson(file, people.ids))

    const [existing] = await tx
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.externalId, identity))
    let gameId: number
    if (existing) {
      gameId = existing.id
      // Entries cascade to hole scores, round totals, shots, tee-group players and matches.
      await tx.delete(entries).where(eq(entries.tournamentId, gameId))
      await tx.delete(teeGroups).where(eq(teeGroups.tournamentId, gameId))
      await tx.delete(tournamentRounds).where(eq(tournamentRounds.tournamentId, gameId))
      await tx.update(tournaments).set(row).where(eq(tournaments.id, gameId))
    } else {
      const [inserted] = await tx.insert(tournaments).values(row).returning({ id: tournaments.id })
      gameId = inserted!.id
    }
    // Live boards of this game already exist: the imported state must become their next version, or
    // every viewer would keep the old live board (a board never goes back a version).
    const playedLive = existing ? (await latestVersion(tx, gameId)) !== null : false
    const field = await writeField(tx, file, gameId, people.ids, state)
    // A game in progress: its live round enters through the live-score door (one new version).
    let version = state.status === 2 ? await recordLiveRound(tx, gameId, field.liveScores, state) : null
    if (state.finished) await finalizeTournament(tx, gameId)
    if (version === null && playedLive) version = (await storeNextVersion(tx, { id: gameId, status: state.status })).to
    return {
      gameId,
      created: !existing,
      identity,
      status: state.status,
      currentRound: state.currentRound,
      players: field.players,
      version,
      playersCreated: people.created,
      courseCreated: course.created,
      ms: Math.round(performance.now() - started),
    }
  })
}
