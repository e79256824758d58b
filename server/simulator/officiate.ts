import type { LeaderboardPatch } from '@contract/leaderboard'
import { and, eq } from 'drizzle-orm'
import type { AppDb } from '../db/database'
import { teeGroups, tournamentRounds, type TournamentRoundRow, type TournamentRow } from '../db/schema/index'
import {
  LEAD_MINUTES,
  type OfficialCallOptions,
  publishTeeSheet,
  setTeeSheet,
  startRound,
} from '../modules/officials/index'

/** The simulator is one more official: every change it makes goes through the officials' calls (decision 0058). */
export function simulatorOfficial(now: Date, onPatch?: (patch: LeaderboardPatch) => void): OfficialCallOptions {
  return { actor: { kind: 'simulator' }, now, ...(onPatch ? { onPatch } : {}) }
}

/** The row of the game's round in play (or next to start). */
export async function currentRoundRow(db: AppDb, game: TournamentRow): Promise<TournamentRoundRow | null> {
  const [row] = await db
    .select()
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, game.id), eq(tournamentRounds.round, game.currentRound)))
  return row ?? null
}

async function firstTeeOf(db: AppDb, gameId: number, round: number): Promise<number | null> {
  const rows = await db
    .select({ at: teeGroups.teeTime })
    .from(teeGroups)
    .where(and(eq(teeGroups.tournamentId, gameId), eq(teeGroups.round, round)))
  return rows.length ? Math.min(...rows.map((r) => r.at.getTime())) : null
}

/**
 * A planned round (drawn when officials closed the previous one) starts LEAD_MINUTES before its first tee time.
 * When the simulated clock has already passed the drawn time (a restart days later, or a fast SIM_SPEED whose ticks
 * are longer than the lead), the simulator draws the round again from now, as officials would reschedule it,
 * publishes it and starts it in the same tick. Returns true when the round started.
 */
export async function startWhenDue(
  db: AppDb,
  game: TournamentRow,
  round: TournamentRoundRow,
  now: Date,
  options: OfficialCallOptions,
): Promise<boolean> {
  let firstTee = await firstTeeOf(db, game.id, round.round)
  if (firstTee === null || firstTee < now.getTime()) {
    firstTee = now.getTime() + LEAD_MINUTES * 60_000
    await setTeeSheet(db, game.id, round.round, { draw: true, firstTee: new Date(firstTee).toISOString() }, options)
    await publishTeeSheet(db, game.id, round.round, options)
  } else if (round.teeSheetDraft) {
    await publishTeeSheet(db, game.id, round.round, options)
  }
  if (now.getTime() < firstTee - LEAD_MINUTES * 60_000) return false
  await startRound(db, game.id, round.round, options)
  return true
}
