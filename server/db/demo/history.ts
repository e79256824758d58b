import type { EntryStatusCode } from '../schema/entry'
import type { PlayoffJson } from '../schema/tournament'
import type { CourseSpec } from './courses'
import type { BuildContext } from './build-context'
import { pushTournament } from './context'
import { selectField } from './fields'
import { skillAt } from './players'
import { officialResults } from './results'
import { clamp, type Rng } from './rng'
import type { TournamentPlan } from './schedule'
import { pushEntry } from './stroke-event'
import { settle } from './stroke-play'
import { thetaForSkill } from './score-model'

/** Round-to-round spread of a tour player's score (strokes), hole luck and form together. */
const ROUND_SD = 2.9

interface HistoricEntry {
  entryId: number
  playerId: number
  tourMember: boolean
  amateur: boolean
  skill: number
  rounds: number[]
  status: EntryStatusCode
  statusRound: number | null
  madeCut: boolean
}

/**
 * An event of an old season: round totals and the official result only (no hole scores, shots or
 * tee times), which is what year lists, records and career pages read.
 */
export function buildHistoricEvent(
  ctx: BuildContext,
  rng: Rng,
  plan: TournamentPlan,
  id: number,
  course: CourseSpec,
): void {
  const picks = selectField(rng.fork('field'), plan.tourId, plan.year, ctx.players, plan.fieldSize)
  const field: HistoricEntry[] = picks.map((p) => ({
    entryId: ctx.ids.take('entries'),
    playerId: p.player.id,
    tourMember: p.tourMember,
    amateur: p.amateur,
    skill: skillAt(p.player, plan.year),
    rounds: [],
    status: 'active',
    statusRound: null,
    madeCut: true,
  }))
  const setup = rng.normal(0.2, 0.5)
  for (let round = 1; round <= plan.rounds; round++) {
    const conditions = setup + rng.normal(0, 0.8)
    for (const e of field) {
      if (e.status !== 'active' || !e.madeCut) continue
      if (rng.chance(0.004)) {
        e.status = 'WD'
        e.statusRound = round
        continue
      }
      const toPar = Math.round(clamp(e.skill + conditions + rng.normal(0, ROUND_SD), -12, 16))
      e.rounds.push(toPar)
    }
    if (plan.cut && round === plan.cut.afterRound) {
      const eligible = field.filter((e) => e.status === 'active').sort((a, b) => sum(a.rounds) - sum(b.rounds))
      const line = eligible[Math.min(plan.cut.top, eligible.length) - 1]
      for (const e of field)
        e.madeCut = e.status === 'active' && line !== undefined && sum(e.rounds) <= sum(line.rounds)
    }
  }
  const playoff = historicPlayoff(rng, field, plan.rounds)
  pushTournament(ctx, plan, id, course.id, {
    currentRound: plan.rounds,
    finished: true,
    playoff: playoff?.json ?? null,
  })
  const official = officialResults(
    field.map((e) => ({
      entryId: e.entryId,
      playerId: e.playerId,
      status: e.status,
      complete: e.rounds.length === plan.rounds,
      madeCut: e.madeCut,
      toPar: sum(e.rounds),
      tourMember: e.tourMember,
      amateur: e.amateur,
    })),
    {
      purseWon: plan.purseWon,
      winnerPoints: plan.winnerPoints,
      playoffWinnerId: playoff?.winnerId ?? null,
      tourId: plan.tourId,
    },
  )
  for (const e of field) {
    const player = ctx.players[e.playerId - 1]
    if (!player) continue
    pushEntry(
      ctx,
      id,
      { entryId: e.entryId, player, theta: 0, tourMember: e.tourMember, amateur: e.amateur },
      e.status,
      e.statusRound,
      official.get(e.entryId) ?? null,
    )
    e.rounds.forEach((toPar, r) =>
      ctx.data.roundTotals.push({
        entryId: e.entryId,
        round: r + 1,
        tournamentId: id,
        strokes: course.par + toPar,
        toPar,
        holesPlayed: 18,
      }),
    )
  }
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

/** Sudden death on the 18th between the tied leaders: each hole, the best score goes on. */
function historicPlayoff(
  rng: Rng,
  field: HistoricEntry[],
  rounds: number,
): { json: PlayoffJson; winnerId: number } | null {
  const finishers = field.filter((e) => e.status === 'active' && e.madeCut && e.rounds.length === rounds)
  if (finishers.length < 2) return null
  const best = Math.min(...finishers.map((e) => sum(e.rounds)))
  let alive = finishers.filter((e) => sum(e.rounds) === best)
  if (alive.length < 2) return null
  const scores: Record<string, Array<number | null>> = Object.fromEntries(alive.map((e) => [String(e.playerId), []]))
  const holes: number[] = []
  while (alive.length > 1) {
    holes.push(18)
    const played: Array<[HistoricEntry, number]> = alive.map((e) => [
      e,
      4 + (rng.chance(0.2 + thetaForSkill(e.skill) * 0.2) ? -1 : rng.chance(0.2) ? 1 : 0),
    ])
    if (holes.length >= 6) settle(played)
    for (const key of Object.keys(scores)) {
      const mine = played.find(([e]) => String(e.playerId) === key)
      scores[key]?.push(mine ? mine[1] : null)
    }
    const low = Math.min(...played.map(([, s]) => s))
    alive = played.filter(([, s]) => s === low).map(([e]) => e)
  }
  const winner = alive[0] as HistoricEntry
  return { json: { holes, scores, winnerId: String(winner.playerId) }, winnerId: winner.playerId }
}
