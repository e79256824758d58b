import { and, asc, eq } from 'drizzle-orm'
import type { AppDb } from '../db/database'
import type { HoleSpec } from '../db/demo/courses'
import {
  courseHoles,
  entries,
  holeScores,
  players,
  teeGroupPlayers,
  teeGroups,
  type EntryStatusCode,
  type TournamentRow,
} from '../db/schema/index'
import { holeSpecFromRow } from './hole-spec'

/** One player of the round in play, in tee order. */
export interface SimPlayer {
  entryId: number
  playerId: number
  status: EntryStatusCode
  rating: number | null
  startHole: number
  teeTime: Date
  /** Holes already scored in this round. */
  scored: Set<number>
}

export interface RoundState {
  pars: Map<number, number>
  /** Each hole's geometry as the shot model reads it. */
  holes: Map<number, HoleSpec>
  players: SimPlayer[]
}

/** The current round's course holes and tee sheet with the holes each player has scored (three queries). */
export async function loadRoundState(db: AppDb, game: TournamentRow): Promise<RoundState> {
  const round = game.currentRound
  const holes =
    game.courseId === null ? [] : await db.select().from(courseHoles).where(eq(courseHoles.courseId, game.courseId))
  const sheet = await db
    .select({
      entryId: entries.id,
      playerId: entries.playerId,
      status: entries.status,
      rating: players.rating,
      startHole: teeGroups.startHole,
      teeTime: teeGroups.teeTime,
    })
    .from(teeGroups)
    .innerJoin(teeGroupPlayers, eq(teeGroupPlayers.groupId, teeGroups.id))
    .innerJoin(entries, eq(entries.id, teeGroupPlayers.entryId))
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(and(eq(teeGroups.tournamentId, game.id), eq(teeGroups.round, round)))
    .orderBy(asc(teeGroups.teeTime), asc(teeGroups.groupNo), asc(teeGroupPlayers.slot))
  const scores = await db
    .select({ entryId: holeScores.entryId, hole: holeScores.hole })
    .from(holeScores)
    .where(and(eq(holeScores.tournamentId, game.id), eq(holeScores.round, round)))
  const scored = new Map<number, Set<number>>()
  for (const s of scores) {
    const set = scored.get(s.entryId) ?? new Set<number>()
    set.add(s.hole)
    scored.set(s.entryId, set)
  }
  return {
    pars: new Map(holes.map((h) => [h.hole, h.par])),
    holes: new Map(holes.map((h) => [h.hole, holeSpecFromRow(h)])),
    players: sheet.map((p) => ({ ...p, scored: scored.get(p.entryId) ?? new Set<number>() })),
  }
}

/** True when the round has players and every active one has all 18 holes. */
export function roundComplete(state: RoundState): boolean {
  const active = state.players.filter((p) => p.status === 'active')
  return state.players.length > 0 && active.every((p) => p.scored.size >= 18)
}
