import type { LeaderboardPatch } from '@contract/leaderboard'
import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm'
import type { AppDb } from '../db/database'
import { createRng } from '../db/demo/rng'
import { addDays, seoulDate, seoulInstant } from '@domain/time'
import type { TeeSheetBody } from '@contract/officials'
import { entries, players, teeGroups, tournamentRounds, tournaments, type TournamentRow } from '../db/schema/index'
import {
  drawTeeSheet,
  FIRST_TEE,
  LEAD_MINUTES,
  publishTeeSheet,
  setField,
  setTeeSheet,
  startRound,
} from '../modules/officials/index'
import { simulatorOfficial } from './officiate'

/** A round 1 that would tee off later than this (Seoul) starts the next morning instead. */
const LATEST_START = '13:00'
const DEFAULT_FIELD = 120

const strokeOnCourse = and(eq(tournaments.format, 'stroke'), isNotNull(tournaments.courseId))

/**
 * When the next tournament's first group tees off: 07:30 on the simulated day, soon after `now`, or the next morning.
 */
export function firstTeeTime(now: Date): Date {
  const today = seoulDate(now)
  const soon = Math.max(seoulInstant(today, FIRST_TEE).getTime(), now.getTime() + LEAD_MINUTES * 60_000)
  return soon <= seoulInstant(today, LATEST_START).getTime()
    ? new Date(soon)
    : seoulInstant(addDays(today, 1), FIRST_TEE)
}

/**
 * The field officials enter for a game that has none: the tour's previous field (or the best-rated players), as an
 * import would bring it.
 */
async function previousField(db: AppDb, game: { id: number; tourId: number; fieldSize: number | null }) {
  const size = game.fieldSize ?? DEFAULT_FIELD
  const [previous] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(
      and(eq(tournaments.tourId, game.tourId), eq(tournaments.status, 3), strokeOnCourse, ne(tournaments.id, game.id)),
    )
    .orderBy(desc(tournaments.endDate), desc(tournaments.id))
    .limit(1)
  return previous
    ? db
        .select({ playerId: entries.playerId, tourMember: entries.tourMember, amateur: entries.amateur })
        .from(entries)
        .where(eq(entries.tournamentId, previous.id))
        .orderBy(asc(entries.id))
        .limit(size)
    : (
        await db
          .select({ playerId: players.id })
          .from(players)
          .orderBy(desc(players.rating), asc(players.id))
          .limit(size)
      ).map((p) => ({ ...p, tourMember: true, amateur: false }))
}

/**
 * The demo's calendar, not an official's act: the game's dates move so round 1 is played on the simulated day, its
 * rounds are planned again and an old tee sheet (drawn for the old dates) goes. Nothing is published; the officials'
 * calls that follow each publish a version.
 */
async function rescheduleDemoGame(db: AppDb, game: TournamentRow, firstTee: Date): Promise<void> {
  const start = seoulDate(firstTee)
  await db.transaction(async (tx) => {
    await tx
      .update(tournaments)
      .set({
        startDate: start,
        endDate: addDays(start, game.rounds - 1),
        currentRound: 0,
        finished: false,
        playoff: null,
      })
      .where(eq(tournaments.id, game.id))
    await tx.delete(tournamentRounds).where(eq(tournamentRounds.tournamentId, game.id))
    await tx.insert(tournamentRounds).values(
      Array.from({ length: game.rounds }, (_, i) => ({
        tournamentId: game.id,
        round: i + 1,
        date: addDays(start, i),
      })),
    )
    await tx.delete(teeGroups).where(eq(teeGroups.tournamentId, game.id))
  })
}

/** Groups of three off tees 1 and 10 in two waves, in a shuffled order: the simulator's own round-1 draw. */
function roundOneGroups(playerIds: readonly number[], gameId: number, firstTee: Date): TeeSheetBody {
  const draw = createRng(`simulator/draw/${gameId}`).shuffle([...playerIds])
  return {
    groups: drawTeeSheet(draw, firstTee, true).map((g) => ({
      teeTime: g.teeTime.toISOString(),
      startHole: g.startHole,
      playerIds: g.ids,
    })),
  }
}

/**
 * When no stroke-play game is in progress, starts the next one (the earliest upcoming stroke-play game on a course,
 * status 1 or 4) as officials would: its dates move to the simulated day (or the next morning), the field is entered
 * when it has none (the tour's previous field), round 1's tee sheet is entered, published, and the round started, each
 * through the officials' calls (docs/decisions/0058-officials-calls.md). Returns the game id, or null when a game is
 * in progress or none can start. See docs/decisions/0017-simulator.md.
 */
export async function startNextGame(
  db: AppDb,
  now: Date,
  onPatch?: (patch: LeaderboardPatch) => void,
): Promise<number | null> {
  const [live] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.status, 2), strokeOnCourse))
    .limit(1)
  if (live) return null
  const [next] = await db
    .select()
    .from(tournaments)
    .where(and(inArray(tournaments.status, [1, 4]), strokeOnCourse))
    .orderBy(asc(tournaments.startDate), asc(tournaments.id))
    .limit(1)
  if (!next) return null

  const official = simulatorOfficial(now, onPatch)
  const firstTee = firstTeeTime(now)
  await rescheduleDemoGame(db, next, firstTee)
  const entered = await db
    .select({ playerId: entries.playerId })
    .from(entries)
    .where(and(eq(entries.tournamentId, next.id), eq(entries.status, 'active')))
    .orderBy(asc(entries.id))
  let field = entered.map((e) => e.playerId)
  if (field.length === 0) {
    const players = await previousField(db, next)
    if (players.length < 2) return null
    await setField(db, next.id, { players }, official)
    field = players.map((p) => p.playerId)
  }
  await setTeeSheet(db, next.id, 1, roundOneGroups(field, next.id, firstTee), official)
  await publishTeeSheet(db, next.id, 1, official)
  await startRound(db, next.id, 1, official)
  return next.id
}
