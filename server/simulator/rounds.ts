import type { LeaderboardPatch } from '@contract/leaderboard'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import { and, count, eq } from 'drizzle-orm'
import type { AppDb } from '../db/database'
import { seoulInstant } from '@domain/time'
import { teeGroupPlayers, teeGroups, tournamentRounds, tournaments, type TournamentRow } from '../db/schema/index'
import { finalizeTournament } from '../modules/games/finalize'
import { loadGame } from '../modules/games/leaderboard-repository'
import { republishBoard } from '../modules/live/board-version'

export const GROUP_SIZE = 3
/** Minutes between two groups off the same tee, and between the first tee times of the two waves. */
export const TEE_INTERVAL_MINUTES = 10
export const WAVE_GAP_MINUTES = 270
/** A new round's first tee time: 07:30 Seoul on its date, but never sooner than this after `now`. */
export const FIRST_TEE = '07:30'
export const LEAD_MINUTES = 10

export type RoundOutcome = { kind: 'next'; round: number; groups: number } | { kind: 'finalized' }

/**
 * Closes the current round. With rounds left, starts the next one (current_round + 1, status playing)
 * with new tee groups; after the last round, writes the official result with finalizeTournament (a
 * tie for the lead is played off first: see playoff.ts). Either way the change and the board's next
 * version (round advanced, cut applied, final positions) commit together and the patch goes to
 * `onPatch`, though no hole score changed.
 */
export async function closeRound(
  db: AppDb,
  game: TournamentRow,
  now: Date,
  onPatch?: (patch: LeaderboardPatch) => void,
): Promise<RoundOutcome> {
  const round = game.currentRound
  if (round >= game.rounds) {
    await republishBoard(db, game.id, onPatch, async (tx, locked) => {
      // Checked on the locked row: a writer that got there first has already closed this round.
      if (locked.finished || locked.currentRound !== round) return
      await finalizeTournament(tx, game.id)
    })
    return { kind: 'finalized' }
  }
  const next = round + 1
  let groups = 0
  await republishBoard(db, game.id, onPatch, async (tx, locked) => {
    if (locked.currentRound !== round) return
    await tx
      .update(tournamentRounds)
      .set({ status: 'complete' })
      .where(and(eq(tournamentRounds.tournamentId, game.id), eq(tournamentRounds.round, round)))
    await tx
      .update(tournamentRounds)
      .set({ status: 'playing' })
      .where(and(eq(tournamentRounds.tournamentId, game.id), eq(tournamentRounds.round, next)))
    await tx.update(tournaments).set({ currentRound: next }).where(eq(tournaments.id, game.id))
    const [existing] = await tx
      .select({ n: count() })
      .from(teeGroups)
      .where(and(eq(teeGroups.tournamentId, game.id), eq(teeGroups.round, next)))
    if (existing && existing.n > 0) {
      groups = existing.n
      return
    }
    const [roundRow] = await tx
      .select({ date: tournamentRounds.date })
      .from(tournamentRounds)
      .where(and(eq(tournamentRounds.tournamentId, game.id), eq(tournamentRounds.round, next)))
    const field = await nextField(tx, game.id, round)
    const first = Math.max(
      roundRow ? seoulInstant(roundRow.date, FIRST_TEE).getTime() : 0,
      now.getTime() + LEAD_MINUTES * 60_000,
    )
    groups = await insertTeeSheet(tx, game.id, next, teeSheet(field, first))
  })
  return { kind: 'next', round: next, groups }
}

/** Writes a round's tee groups and their players; returns the number of groups. */
export async function insertTeeSheet(
  tx: AppDb,
  gameId: number,
  round: number,
  groups: readonly PlannedGroup[],
): Promise<number> {
  for (const [i, g] of groups.entries()) {
    const [row] = await tx
      .insert(teeGroups)
      .values({ tournamentId: gameId, round, groupNo: i + 1, startHole: g.startHole, teeTime: g.teeTime })
      .returning({ id: teeGroups.id })
    await tx
      .insert(teeGroupPlayers)
      .values(g.entryIds.map((entryId, slot) => ({ groupId: row!.id, entryId, slot: slot + 1 })))
  }
  return groups.length
}

/**
 * Entry ids of the active players who go on after `round`, worst first (leaders tee off last):
 * the board's rows minus those who missed the cut (status 'MC' once the cut round is complete).
 */
async function nextField(db: AppDb, gameId: number, round: number): Promise<number[]> {
  const game = await loadGame(db, gameId)
  if (!game) return []
  const board = computeLeaderboard({ ...game.input, currentRound: round })
  const entryOf = new Map(game.entries.map((e) => [e.playerId, e]))
  return board.rows
    .filter((row) => row.status !== 'MC' && entryOf.get(row.playerId)?.status === 'active')
    .map((row) => entryOf.get(row.playerId)!.entryId)
    .reverse()
}

export interface PlannedGroup {
  startHole: 1 | 10
  teeTime: Date
  entryIds: number[]
}

/** Groups of three in two waves; in each wave groups alternate between holes 1 and 10. */
export function teeSheet(entryIds: readonly number[], firstTee: number): PlannedGroup[] {
  const chunks: number[][] = []
  for (let i = 0; i < entryIds.length; i += GROUP_SIZE) chunks.push(entryIds.slice(i, i + GROUP_SIZE))
  const firstWave = Math.ceil(chunks.length / 2)
  return chunks.map((ids, i) => {
    const wave = i < firstWave ? 0 : 1
    const j = wave === 0 ? i : i - firstWave
    const minutes = wave * WAVE_GAP_MINUTES + Math.floor(j / 2) * TEE_INTERVAL_MINUTES
    return { startHole: j % 2 === 0 ? 1 : 10, teeTime: new Date(firstTee + minutes * 60_000), entryIds: ids }
  })
}
