import { seoulInstant } from '@domain/time'
import { and, asc, eq } from 'drizzle-orm'
import type { AppDb } from '../../../db/database'
import { entries, tournamentRounds, type TournamentRow } from '../../../db/schema/index'
import { drawTeeSheet } from '../../officials/draw'
import { teeGroupCount, writeTeeSheet } from '../../officials/tee-sheet'

/** The confirmed field's first tee: 07:00 Seoul, as the demo's tee sheets start (server/db/demo/stroke-play.ts). */
const CONFIRMED_FIRST_TEE = '07:00'

/**
 * Round 1's tee sheet for a field staff confirmed (APP-11): the association's draw (threesomes ten minutes apart off
 * tees 1 and 10, docs/decisions/0058) in entry order, so the tee-time tab shows the field. Only when the tournament
 * has no round-1 groups yet: a sheet the officials drew stays theirs. Returns the groups written.
 */
export async function drawFirstRoundIfNone(tx: AppDb, game: TournamentRow): Promise<number> {
  if ((await teeGroupCount(tx, game.id, 1)) > 0) return 0
  const field = await tx
    .select({ playerId: entries.playerId })
    .from(entries)
    .where(eq(entries.tournamentId, game.id))
    .orderBy(asc(entries.id))
  if (field.length === 0) return 0
  const [round] = await tx
    .select({ date: tournamentRounds.date })
    .from(tournamentRounds)
    .where(and(eq(tournamentRounds.tournamentId, game.id), eq(tournamentRounds.round, 1)))
  const firstTee = seoulInstant(round?.date ?? game.startDate, CONFIRMED_FIRST_TEE)
  const groups = drawTeeSheet(
    field.map((e) => e.playerId),
    firstTee,
    true,
  )
  return writeTeeSheet(tx, game.id, 1, groups)
}
