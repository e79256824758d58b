import type { GameUpdateDto, GameUpdatesDto } from '@contract/game-insights'
import { tournamentMoments, type MomentScore } from '@domain/scoring/tournament-moments'
import type { AppDb } from '../../db/database'
import { toPlayerRef } from './repository-games'
import { gameHoleScores, gameTeeTimes, liveScoreTimes } from './repository-insights'
import { fieldOf, holesOf, roundDates } from './repository-scores'
import { requireGame } from './service-games'
import { seoulInstant } from '@domain/time'

/** The demo's and the tour's pace of play: a group completes a hole every 14 minutes. */
export const MINUTES_PER_HOLE = 14
const MAX_UPDATES = 200

/**
 * Tournament Updates: notable moments (holes-in-one, eagles, lead changes, round leaders, the cut)
 * from the stored scores, newest first. A hole's time is when its live score arrived, else its tee
 * time plus the pace of play (imported and generated scores carry no time of their own).
 */
export async function gameUpdates(db: AppDb, gameId: number): Promise<GameUpdatesDto> {
  const { t } = await requireGame(db, gameId)
  const [scores, holes, field, tees, live, dates] = await Promise.all([
    gameHoleScores(db, gameId),
    holesOf(db, t.courseId),
    fieldOf(db, gameId),
    gameTeeTimes(db, gameId),
    liveScoreTimes(db, gameId),
    roundDates(db, gameId),
  ])
  const pars = holes.map((h) => h.par)
  const teeOf = new Map(tees.map((g) => [`${g.entryId}:${g.round}`, g]))
  const liveAt = new Map(live.map((l) => [`${l.entryId}:${l.round}:${l.hole}`, new Date(l.at).getTime()]))
  const dayOf = new Map(dates.map((d) => [d.round, d.date]))
  const at = (entryId: number, round: number, hole: number): number => {
    const stored = liveAt.get(`${entryId}:${round}:${hole}`)
    if (stored !== undefined) return stored
    const tee = teeOf.get(`${entryId}:${round}`)
    const start = tee?.teeTime.getTime() ?? seoulInstant(dayOf.get(round) ?? t.startDate, '07:00').getTime()
    const played = ((hole - (tee?.startHole ?? 1) + 18) % 18) + 1
    return start + played * MINUTES_PER_HOLE * 60_000
  }
  const input: MomentScore[] = scores.map((s) => ({
    playerId: String(s.entryId),
    round: s.round,
    hole: s.hole,
    strokes: s.strokes,
    par: pars[s.hole - 1] ?? 4,
    at: at(s.entryId, s.round, s.hole),
  }))
  const last = t.finished ? t.currentRound : t.currentRound - 1
  const completedRounds = Array.from({ length: Math.max(0, last) }, (_, i) => i + 1)
  const cut =
    t.cutAfterRound !== null && t.cutTop !== null
      ? { afterRound: t.cutAfterRound, top: t.cutTop, ties: t.cutTies ?? true }
      : null
  const refs = new Map(field.map((f) => [String(f.entryId), toPlayerRef(f)]))
  const updates: GameUpdateDto[] = tournamentMoments({ scores: input, completedRounds, cut })
    .slice(0, MAX_UPDATES)
    .map((m) => ({
      id: [m.kind, m.round, m.hole ?? '', ...m.playerIds].join('-'),
      kind: m.kind,
      at: new Date(m.at).toISOString(),
      round: m.round,
      hole: m.hole,
      players: m.playerIds.flatMap((id) => (refs.has(id) ? [refs.get(id)!] : [])),
      toPar: m.toPar,
      strokes: 'strokes' in m ? m.strokes : null,
      par: 'par' in m ? m.par : null,
      made: m.kind === 'cut' ? m.made : null,
    }))
  return { gameId, updates }
}
