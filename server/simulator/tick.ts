import type { LeaderboardPatch } from '@contract/leaderboard'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import type { AppDb } from '../db/database'
import { tournaments } from '../db/schema/index'
import { SIMULATOR_AUTHOR } from '../modules/live/score-author'
import { recordScore } from '../modules/live/score-service'
import { startNextGame } from './next-game'
import { HOLE_MINUTES, holeFinishTime, nextHole, simulatedStrokes } from './play'
import { closeRound, finalizeGame } from '../modules/officials/index'
import { currentRoundRow, simulatorOfficial, startWhenDue } from './officiate'
import { playoffStep, type PlayoffStep } from './playoff'
import { simulatedShots } from './shots'
import { loadRoundState, roundComplete } from './state'
import { recordWeather } from './weather'

export type RoundOutcome = { kind: 'next'; round: number } | { kind: 'last' } | { kind: 'finalized' }

export interface TickOptions {
  /** Receives each committed board version's patch (publishPatch in the server). */
  onPatch?: (patch: LeaderboardPatch) => void
  /** Told when a round closes or the game is finalized. */
  onRound?: (gameId: number, outcome: RoundOutcome) => void
  /** Told after each playoff hole. */
  onPlayoff?: (gameId: number, step: PlayoffStep) => void
  /** Told when the next tournament starts. */
  onStart?: (gameId: number) => void
  /** Simulated minutes per hole (default 14). */
  holeMinutes?: number
  /**
   * Asked before each game and each score: false stops the tick at once. The server renews its cluster
   * lease here, so a tick that outlives the lease never writes beside the node that took it over.
   */
  stillMine?: () => Promise<boolean>
}

/**
 * One step of the simulator at simulated time `now`, deterministic given the database and `now`. The simulator is
 * one more official and scorer (docs/decisions/0058-officials-calls.md): it changes a tournament only through the
 * officials' calls and the live-score door. For every stroke-play game in progress: add the weather readings due;
 * start a planned round shortly before its first tee time; leave a suspended round alone (officials suspended it);
 * when all active players of the round in play have 18 holes, close the round (the next one is drawn; after the last
 * one a sudden-death playoff when first place is tied, then the official result); otherwise record, through
 * recordScore with source 'simulator', the next hole (in playing order from the start hole, with its shots) of each
 * active player whose group has finished it by `now` (tee time + holes × holeMinutes). At most one hole per player
 * per tick, so a group that is behind catches up gradually. With no stroke-play game in progress, the next tournament
 * starts. Returns the number of scores recorded.
 */
export async function simulateTick(db: AppDb, now: Date, options: TickOptions = {}): Promise<number> {
  const holeMinutes = options.holeMinutes ?? HOLE_MINUTES
  const games = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.status, 2), eq(tournaments.format, 'stroke'), isNotNull(tournaments.courseId)))
    .orderBy(asc(tournaments.id))
  let recorded = 0
  const mine = options.stillMine ?? (async () => true)
  const official = simulatorOfficial(now, options.onPatch)
  for (const game of games) {
    if (game.finished || game.currentRound < 1) continue
    if (!(await mine())) return recorded
    const round = await currentRoundRow(db, game)
    if (!round) continue
    await recordWeather(db, game, now)
    // Officials suspended play: nobody plays until they resume it.
    if (round.suspendedAt) continue
    if (round.status === 'planned') {
      await startWhenDue(db, game, round, now, official)
      continue
    }
    const state = await loadRoundState(db, game)
    if (state.pars.size !== 18) continue
    if (round.status === 'complete') {
      // The last round is closed: play off a tie for first, then write the official result.
      const step = await playoffStep(db, game, state, now, holeMinutes, options.onPatch)
      if (step === 'played' || step === 'decided') options.onPlayoff?.(game.id, step)
      if (step === 'waiting' || step === 'played') continue
      await finalizeGame(db, game.id, official)
      options.onRound?.(game.id, { kind: 'finalized' })
      continue
    }
    if (roundComplete(state)) {
      await closeRound(db, game.id, game.currentRound, {}, official)
      const last = game.currentRound >= game.rounds
      options.onRound?.(game.id, last ? { kind: 'last' } : { kind: 'next', round: game.currentRound + 1 })
      continue
    }
    for (const player of state.players) {
      if (player.status !== 'active') continue
      const hole = nextHole(player.startHole, player.scored)
      if (hole === null || holeFinishTime(player.teeTime, player.scored.size + 1, holeMinutes) > now.getTime()) continue
      if (!(await mine())) return recorded
      const key = { gameId: game.id, round: game.currentRound, entryId: player.entryId, hole }
      const strokes = simulatedStrokes(key, state.pars.get(hole)!, player.rating)
      const detail = simulatedShots(key, state.holes.get(hole)!, strokes, player.playerId)
      await recordScore(
        db,
        { gameId: game.id, round: game.currentRound, playerId: player.playerId, hole, strokes, ...detail },
        { author: SIMULATOR_AUTHOR, onPatch: options.onPatch },
      )
      recorded++
    }
  }
  if (games.length === 0) {
    if (!(await mine())) return recorded
    const started = await startNextGame(db, now, options.onPatch)
    if (started !== null) options.onStart?.(started)
  }
  return recorded
}
