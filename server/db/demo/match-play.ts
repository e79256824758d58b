import type { BracketRound, HoleResult } from '../schema/match'
import type { CourseSpec, HoleSpec } from './courses'
import { type BuildContext, pushTournament } from './context'
import { selectField } from './fields'
import { skillAt } from './players'
import { awardGenesisPoints, GENESIS_GRADES } from '@domain/rankings/genesis-points'
import { distributePurse } from '@domain/rankings/prize-money'
import type { Rng } from './rng'
import type { TournamentPlan } from './schedule'
import { ROUND_FORM_SD, sampleStrokes, thetaForSkill } from './score-model'
import type { FieldEntry } from './stroke-play'
import { pushEntry } from './stroke-event'
import { addDays, seoulInstant, hhmm } from './time'
import { dayWeather } from './weather'

/** Seeds meeting in the round of 16, top to bottom of the draw. */
const R16_DRAW: ReadonlyArray<[number, number]> = [[1, 16], [8, 9], [5, 12], [4, 13], [3, 14], [6, 11], [7, 10], [2, 15]]

interface MatchOutcome {
  holeResults: HoleResult[]
  result: string
  winner: FieldEntry
  loser: FieldEntry
}

/** 18 holes of match play, extra holes from the 1st when all square. */
export function playMatch(rng: Rng, course: CourseSpec, a: FieldEntry, b: FieldEntry, dayTheta: number): MatchOutcome {
  const ta = a.theta + dayTheta + rng.normal(0, ROUND_FORM_SD)
  const tb = b.theta + dayTheta + rng.normal(0, ROUND_FORM_SD)
  const holeResults: HoleResult[] = []
  let lead = 0 // > 0: A up
  let hole = 0
  for (; hole < 18; hole++) {
    const h = course.holes[hole] as HoleSpec
    const sa = sampleStrokes(rng, h.par, ta + h.difficulty)
    const sb = sampleStrokes(rng, h.par, tb + h.difficulty)
    holeResults.push(sa < sb ? 'A' : sb < sa ? 'B' : 'H')
    lead += sa < sb ? 1 : sb < sa ? -1 : 0
    const remaining = 17 - hole
    if (Math.abs(lead) > remaining) {
      const text = remaining === 0 ? `${Math.abs(lead)} up` : `${Math.abs(lead)}&${remaining}`
      return { holeResults, result: text, winner: lead > 0 ? a : b, loser: lead > 0 ? b : a }
    }
  }
  // All square after 18: sudden death from the 1st hole.
  for (let extra = 0; ; extra++) {
    const h = course.holes[extra % 18] as HoleSpec
    const sa = sampleStrokes(rng, h.par, ta + h.difficulty)
    const sb = extra >= 8 ? sa + 1 : sampleStrokes(rng, h.par, tb + h.difficulty)
    holeResults.push(sa < sb ? 'A' : sb < sa ? 'B' : 'H')
    if (sa !== sb) return { holeResults, result: `${19 + extra} holes`, winner: sa < sb ? a : b, loser: sa < sb ? b : a }
  }
}

/**
 * The match-play event: 16 seeded tour members, round of 16 on day 1, quarterfinals day 2,
 * semifinals day 3, final and third-place match day 4. Completed.
 */
export function buildMatchPlay(ctx: BuildContext, rng: Rng, plan: TournamentPlan, id: number, course: CourseSpec): void {
  const year = plan.year
  const pool = selectField(rng.fork('field'), 11, year, ctx.players, 40)
    .filter((p) => p.tourMember)
    .sort((x, y) => skillAt(x.player, year) - skillAt(y.player, year))
    .slice(0, 16)
  const seeds: FieldEntry[] = pool.map((p) => ({ entryId: ctx.ids.take('entries'), player: p.player, theta: thetaForSkill(skillAt(p.player, year)), tourMember: true, amateur: false }))
  const days = Array.from({ length: plan.rounds }, (_, r) => dayWeather(rng.fork(`weather-${r}`), addDays(plan.startDate, r)))
  pushTournament(ctx, plan, id, course.id, { currentRound: plan.rounds, finished: true, playoff: null })

  const rank = new Map<number, number>()
  const push = (bracketRound: BracketRound, order: number, matchNo: number, day: number, a: FieldEntry, b: FieldEntry) => {
    const outcome = playMatch(rng.fork(`${bracketRound}-${matchNo}`), course, a, b, days[day]?.theta ?? 0)
    ctx.data.matches.push({
      id: ctx.ids.take('matches'),
      tournamentId: id,
      bracketRound,
      roundOrder: order,
      matchNo,
      groupName: null,
      entryAId: a.entryId,
      entryBId: b.entryId,
      startsAt: seoulInstant(addDays(plan.startDate, day), hhmm(7 * 60 + 30 + (matchNo - 1) * 12 + (bracketRound === 'final' ? 12 : 0))),
      holeResults: outcome.holeResults,
      result: outcome.result,
      winnerEntryId: outcome.winner.entryId,
      state: 'finished',
    })
    return outcome
  }
  let alive = R16_DRAW.map(([sa, sb], i) => {
    const o = push('round_of_16', 1, i + 1, 0, seeds[sa - 1] as FieldEntry, seeds[sb - 1] as FieldEntry)
    rank.set(o.loser.entryId, 9)
    return o.winner
  })
  const stages: Array<[BracketRound, number, number]> = [['quarterfinal', 2, 5], ['semifinal', 3, 0]]
  const semiLosers: FieldEntry[] = []
  for (const [stage, order, loserRank] of stages) {
    const next: FieldEntry[] = []
    for (let m = 0; m < alive.length / 2; m++) {
      const o = push(stage, order, m + 1, order - 1, alive[2 * m] as FieldEntry, alive[2 * m + 1] as FieldEntry)
      if (loserRank > 0) rank.set(o.loser.entryId, loserRank)
      else semiLosers.push(o.loser)
      next.push(o.winner)
    }
    alive = next
  }
  const third = push('third_place', 4, 1, 3, semiLosers[0] as FieldEntry, semiLosers[1] as FieldEntry)
  rank.set(third.winner.entryId, 3)
  rank.set(third.loser.entryId, 4)
  const final = push('final', 4, 1, 3, alive[0] as FieldEntry, alive[1] as FieldEntry)
  rank.set(final.winner.entryId, 1)
  rank.set(final.loser.entryId, 2)

  // Quarterfinal losers share 5th, round-of-16 losers 9th; money and points from domain/rankings.
  const tied = (r: number) => (r === 5 ? 4 : r === 9 ? 8 : 1)
  const finals = seeds.map((seed) => ({
    playerId: String(seed.entryId),
    rank: rank.get(seed.entryId) ?? 9,
    status: 'finished' as const,
    amateur: seed.amateur,
    tourMember: seed.tourMember,
  }))
  const prize = new Map(distributePurse(plan.purseWon, finals).map((a) => [a.playerId, a.amount]))
  const grade = Object.values(GENESIS_GRADES).find((g) => g.winnerPoints === plan.winnerPoints)?.grade
  const points = grade ? new Map(awardGenesisPoints(finals, grade).map((a) => [a.playerId, a.points])) : new Map<string, number>()
  for (const [i, seed] of seeds.entries()) {
    const r = rank.get(seed.entryId) ?? 9
    const key = String(seed.entryId)
    pushEntry(
      ctx,
      id,
      seed,
      'active',
      null,
      {
        finishRank: r,
        finishText: tied(r) > 1 ? `T${r}` : String(r),
        prizeWon: prize.get(key) ?? 0,
        genesisPoints: Math.round(points.get(key) ?? 0),
      },
      i + 1,
    )
  }
}
