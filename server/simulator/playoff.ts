import type { LeaderboardPatch } from '@contract/leaderboard'
import { computeLeaderboard } from '@domain/scoring/leaderboard'
import type { AppDb } from '../db/database'
import { createRng } from '../db/demo/rng'
import { sampleStrokes, thetaForSkill } from '../db/demo/score-model'
import type { TournamentRow } from '../db/schema/index'
import { loadGame } from '../modules/games/leaderboard-repository'
import { playoffSurvivors } from '../modules/live/playoff-hole'
import { playPlayoffHole } from '../modules/officials/index'
import { simulatorOfficial } from './officiate'
import { holeFinishTime } from './play'
import type { RoundState } from './state'

/** Sudden death is played on the 18th, again and again. */
export const PLAYOFF_HOLE = 18

export type PlayoffStep = 'none' | 'waiting' | 'played' | 'decided'

/** Strokes on a playoff hole, deterministic for (game, playoff hole index, player). */
export function playoffStrokes(
  gameId: number,
  index: number,
  playerId: number,
  par: number,
  rating: number | null,
): number {
  const rng = createRng(`simulator/playoff/${gameId}/${index}/${playerId}`)
  return Math.min(20, Math.max(1, sampleStrokes(rng, par, thetaForSkill(rating ?? 0))))
}

/**
 * After the last round, first place tied: plays the next sudden-death hole once it is due (the last
 * group's finish, then one hole's time per playoff hole) through the officials' playPlayoffHole, which publishes
 * the board. 'none' when there is no tie for first (finalize now), 'decided' once a winner is known
 * (finalize now), 'waiting' before the hole is due, 'played' after one hole.
 */
export async function playoffStep(
  db: AppDb,
  game: TournamentRow,
  state: RoundState,
  now: Date,
  holeMinutes: number,
  onPatch?: (patch: LeaderboardPatch) => void,
): Promise<PlayoffStep> {
  if (game.playoff?.winnerId) return 'decided'
  const loaded = await loadGame(db, game.id)
  if (!loaded) return 'none'
  const board = computeLeaderboard(loaded.input)
  const leaders = board.rows.filter((r) => r.rank === 1).map((r) => r.playerId)
  if (leaders.length < 2) return 'none'
  const played = game.playoff?.holes.length ?? 0
  const lastFinish = Math.max(...state.players.map((p) => holeFinishTime(p.teeTime, 18, holeMinutes)))
  if (now.getTime() < lastFinish + (played + 1) * holeMinutes * 60_000) return 'waiting'
  const rating = new Map(state.players.map((p) => [p.playerId, p.rating]))
  const par = state.pars.get(PLAYOFF_HOLE) ?? 4
  const strokes = playoffSurvivors(leaders, game.playoff).map((playerId) => ({
    playerId,
    strokes: playoffStrokes(game.id, played, playerId, par, rating.get(playerId) ?? null),
  }))
  const result = await playPlayoffHole(db, game.id, { hole: PLAYOFF_HOLE, strokes }, simulatorOfficial(now, onPatch))
  return result.winnerId === null ? 'played' : 'decided'
}
