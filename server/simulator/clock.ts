import { and, eq, max } from 'drizzle-orm'
import type { AppDb } from '../db/database'
import { seoulInstant } from '@domain/time'
import { appMeta, holeScores, teeGroupPlayers, teeGroups, tournaments } from '../db/schema/index'

/** The demo's frozen wall clock (app_meta 'demo_details': today + clock, Seoul), if the demo seeded one. */
export async function demoInstant(db: AppDb): Promise<Date | null> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, 'demo_details'))
  if (!row) return null
  try {
    const details = JSON.parse(row.value) as { today?: unknown; clock?: unknown }
    if (typeof details.today !== 'string' || typeof details.clock !== 'string') return null
    const instant = seoulInstant(details.today, details.clock)
    return Number.isNaN(instant.getTime()) ? null : instant
  } catch {
    return null
  }
}

/** The latest tee time of a round in play that already has scores (where a restarted simulator resumes). */
async function latestPlayedTeeTime(db: AppDb): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(teeGroups.teeTime) })
    .from(teeGroups)
    .innerJoin(
      tournaments,
      and(eq(tournaments.id, teeGroups.tournamentId), eq(tournaments.currentRound, teeGroups.round)),
    )
    .innerJoin(teeGroupPlayers, eq(teeGroupPlayers.groupId, teeGroups.id))
    .innerJoin(holeScores, and(eq(holeScores.entryId, teeGroupPlayers.entryId), eq(holeScores.round, teeGroups.round)))
    .where(eq(tournaments.status, 2))
  return row?.at ?? null
}

/**
 * Where simulated time starts: the later of the demo's frozen clock and the latest tee time played; else the real time.
 */
export async function simulationStart(db: AppDb, realNow: Date): Promise<Date> {
  const candidates = [await demoInstant(db), await latestPlayedTeeTime(db)].filter((d): d is Date => d !== null)
  return candidates.length ? new Date(Math.max(...candidates.map((d) => d.getTime()))) : realNow
}

/** Simulated time that runs `speed` times faster than real time from (realStart, simStart). */
export function simulatedClock(
  simStart: Date,
  realStart: number,
  speed: number,
  realNow: () => number = Date.now,
): () => Date {
  return () => new Date(simStart.getTime() + (realNow() - realStart) * speed)
}
