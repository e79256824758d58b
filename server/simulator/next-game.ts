import type { LeaderboardPatch } from '@contract/leaderboard'
import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm'
import type { AppDb } from '../db/database'
import { createRng } from '../db/demo/rng'
import { addDays, seoulDate, seoulInstant } from '@domain/time'
import { entries, players, teeGroups, tournamentRounds, tournaments } from '../db/schema/index'
import { republishBoard } from '../modules/live/board-version'
import { FIRST_TEE, insertTeeSheet, LEAD_MINUTES, teeSheet } from './rounds'

/** A round 1 that would tee off later than this (Seoul) starts the next morning instead. */
const LATEST_START = '13:00'
const DEFAULT_FIELD = 120

const strokeOnCourse = and(eq(tournaments.format, 'stroke'), isNotNull(tournaments.courseId))

/** Thrown inside the transaction to roll it back when the game cannot start (no version is stored). */
class NotStarted extends Error {}

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

/** Entry ids of the active field, creating entries from the tour's previous field when the game has none. */
async function ensureField(
  tx: AppDb,
  game: { id: number; tourId: number; fieldSize: number | null },
): Promise<number[]> {
  const existing = await tx
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.tournamentId, game.id), eq(entries.status, 'active')))
    .orderBy(asc(entries.id))
  if (existing.length > 0) return existing.map((e) => e.id)
  const size = game.fieldSize ?? DEFAULT_FIELD
  const [previous] = await tx
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(
      and(eq(tournaments.tourId, game.tourId), eq(tournaments.status, 3), strokeOnCourse, ne(tournaments.id, game.id)),
    )
    .orderBy(desc(tournaments.endDate), desc(tournaments.id))
    .limit(1)
  const field = previous
    ? await tx
        .select({ playerId: entries.playerId, tourMember: entries.tourMember, amateur: entries.amateur })
        .from(entries)
        .where(eq(entries.tournamentId, previous.id))
        .orderBy(asc(entries.id))
        .limit(size)
    : (
        await tx
          .select({ playerId: players.id })
          .from(players)
          .orderBy(desc(players.rating), asc(players.id))
          .limit(size)
      ).map((p) => ({ ...p, tourMember: true, amateur: false }))
  if (field.length === 0) return []
  const rows = await tx
    .insert(entries)
    .values(
      field.map((f) => ({ tournamentId: game.id, playerId: f.playerId, tourMember: f.tourMember, amateur: f.amateur })),
    )
    .returning({ id: entries.id })
  return rows.map((r) => r.id)
}

/**
 * When no stroke-play game is in progress, starts the next one (the earliest upcoming stroke-play
 * game on a course, status 1 or 4): its dates move so round 1 is played on the simulated day (or the
 * next morning), it gets a field when it has none (the tour's previous field), round 1's tee sheet
 * is drawn and the game goes in progress (status 2, round 1 playing), with its first board version
 * published in the same transaction. Returns the game id, or null when a game is in progress or
 * none can start. See docs/decisions/0017-simulator.md.
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
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(inArray(tournaments.status, [1, 4]), strokeOnCourse))
    .orderBy(asc(tournaments.startDate), asc(tournaments.id))
    .limit(1)
  if (!next) return null

  try {
    await republishBoard(db, next.id, onPatch, async (tx, game) => {
      if (game.status !== 1 && game.status !== 4) throw new NotStarted()
      const field = await ensureField(tx, game)
      if (field.length === 0) throw new NotStarted()
      const firstTee = firstTeeTime(now)
      const start = seoulDate(firstTee)
      await tx
        .update(tournaments)
        .set({
          status: 2,
          currentRound: 1,
          finished: false,
          playoff: null,
          startDate: start,
          endDate: addDays(start, game.rounds - 1),
        })
        .where(eq(tournaments.id, game.id))
      await tx.delete(tournamentRounds).where(eq(tournamentRounds.tournamentId, game.id))
      await tx.insert(tournamentRounds).values(
        Array.from({ length: game.rounds }, (_, i) => ({
          tournamentId: game.id,
          round: i + 1,
          date: addDays(start, i),
          status: i === 0 ? ('playing' as const) : ('planned' as const),
        })),
      )
      // A tee sheet drawn for the old dates would be in the past: draw round 1 again.
      await tx.delete(teeGroups).where(eq(teeGroups.tournamentId, game.id))
      const draw = createRng(`simulator/draw/${game.id}`).shuffle([...field])
      await insertTeeSheet(tx, game.id, 1, teeSheet(draw, firstTee.getTime()))
    })
  } catch (error) {
    if (error instanceof NotStarted) return null
    throw error
  }
  return next.id
}
