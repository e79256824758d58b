import type { BracketRound, HoleResult } from '../schema/match'
import type { CourseSpec, HoleSpec } from './courses'
import type { BuildContext } from './build-context'
import { pushTournament } from './context'
import { drawGroups, GROUP_NAMES, groupQualifiers, roundRobin, type PlayedGroupMatch } from './match-groups'
import { selectField } from './fields'
import { skillAt } from './players'
import { awardGenesisPoints, GENESIS_GRADES } from '@domain/rankings/genesis-points'
import { distributePurse } from '@domain/rankings/prize-money'
import type { Rng } from './rng'
import type { TournamentPlan } from './schedule'
import { ROUND_FORM_SD, sampleStrokes, thetaForSkill } from './score-model'
import type { FieldEntry } from './stroke-play'
import { pushEntry } from './stroke-event'
import { addDays, seoulInstant, hhmm } from '@domain/time'
import { dayWeather } from './weather'

/** Seeds meeting in the round of 16, top to bottom of the draw. */
const R16_DRAW: ReadonlyArray<[number, number]> = [
  [1, 16],
  [8, 9],
  [5, 12],
  [4, 13],
  [3, 14],
  [6, 11],
  [7, 10],
  [2, 15],
]

interface MatchOutcome {
  holeResults: HoleResult[]
  result: string
  winner: FieldEntry
  loser: FieldEntry
}

/** A group match may end all square after 18 (a half point each): no extra holes. */
type GroupOutcome = MatchOutcome | { holeResults: HoleResult[]; result: 'AS'; winner: null; loser: null }

/** 18 holes of match play, extra holes from the 1st when all square (unless a halve stands). */
export function playMatch(rng: Rng, course: CourseSpec, a: FieldEntry, b: FieldEntry, dayTheta: number): MatchOutcome
export function playMatch(
  rng: Rng,
  course: CourseSpec,
  a: FieldEntry,
  b: FieldEntry,
  dayTheta: number,
  allowHalve: true,
): GroupOutcome
export function playMatch(
  rng: Rng,
  course: CourseSpec,
  a: FieldEntry,
  b: FieldEntry,
  dayTheta: number,
  allowHalve = false,
): GroupOutcome {
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
  if (allowHalve) return { holeResults, result: 'AS', winner: null, loser: null }
  // All square after 18: sudden death from the 1st hole.
  for (let extra = 0; ; extra++) {
    const h = course.holes[extra % 18] as HoleSpec
    const sa = sampleStrokes(rng, h.par, ta + h.difficulty)
    const sb = extra >= 8 ? sa + 1 : sampleStrokes(rng, h.par, tb + h.difficulty)
    holeResults.push(sa < sb ? 'A' : sb < sa ? 'B' : 'H')
    if (sa !== sb)
      return { holeResults, result: `${19 + extra} holes`, winner: sa < sb ? a : b, loser: sa < sb ? b : a }
  }
}

/**
 * The match-play event: up to 32 seeded tour members in eight groups (round robin, a halved match is
 * half a point), the top two of each group to the round of 16 (group winners seeded 1-8, runners-up
 * 9-16, so no two of a group meet again there), then quarterfinals, semifinals, final and third-place
 * match. Groups on days 1-2, round of 16 day 2 afternoon, quarter- and semifinals day 3, final day 4.
 * Completed.
 */
export function buildMatchPlay(
  ctx: BuildContext,
  rng: Rng,
  plan: TournamentPlan,
  id: number,
  course: CourseSpec,
): void {
  const year = plan.year
  const picks = selectField(rng.fork('field'), 11, year, ctx.players, 48).sort(
    (x, y) => skillAt(x.player, year) - skillAt(y.player, year),
  )
  // Tour members first; the small test pool tops up with other professionals to fill the groups.
  const pool = [...picks.filter((p) => p.tourMember), ...picks.filter((p) => !p.tourMember && !p.amateur)].slice(0, 32)
  const seeds: FieldEntry[] = pool.map((p) => ({
    entryId: ctx.ids.take('entries'),
    player: p.player,
    theta: thetaForSkill(skillAt(p.player, year)),
    tourMember: p.tourMember,
    amateur: false,
  }))
  const days = Array.from({ length: plan.rounds }, (_, r) =>
    dayWeather(rng.fork(`weather-${r}`), addDays(plan.startDate, r)),
  )
  pushTournament(ctx, plan, id, course.id, { currentRound: plan.rounds, finished: true, playoff: null })

  const rank = new Map<number, number>()
  // Wave 0 tees off from 07:30, wave 1 from 12:30, a match every 12 minutes.
  const startsAt = (day: number, wave: number, slot: number) =>
    seoulInstant(addDays(plan.startDate, day), hhmm((wave === 0 ? 7 * 60 + 30 : 12 * 60 + 30) + slot * 12))
  const store = (
    bracketRound: BracketRound,
    order: number,
    matchNo: number,
    at: Date,
    a: FieldEntry,
    b: FieldEntry,
    o: { holeResults: HoleResult[]; result: string; winner: FieldEntry | null },
    groupName: string | null = null,
  ) =>
    ctx.data.matches.push({
      id: ctx.ids.take('matches'),
      tournamentId: id,
      bracketRound,
      roundOrder: order,
      matchNo,
      groupName,
      entryAId: a.entryId,
      entryBId: b.entryId,
      startsAt: at,
      holeResults: o.holeResults,
      result: o.result,
      winnerEntryId: o.winner?.entryId ?? null,
      state: 'finished',
    })

  // Group stage: matchdays 1 and 2 on day 1 (morning and afternoon), matchday 3 on day 2 morning.
  const groups = drawGroups(seeds)
  let groupMatchNo = 0
  const qualifiers = groups.map((members, g) => {
    const played: PlayedGroupMatch[] = []
    roundRobin(members.length).forEach((pairs, matchday) => {
      pairs.forEach(([i, j], k) => {
        const [a, b] = [members[i] as FieldEntry, members[j] as FieldEntry]
        const no = ++groupMatchNo
        const day = matchday < 2 ? 0 : 1
        const o = playMatch(rng.fork(`group-${no}`), course, a, b, days[day]?.theta ?? 0, true)
        store('group', 1, no, startsAt(day, matchday === 1 ? 1 : 0, g * 2 + k), a, b, o, GROUP_NAMES[g])
        played.push({ a, b, holeResults: o.holeResults })
      })
    })
    const top = groupQualifiers(members, played)
    for (const m of members) if (!top.includes(m)) rank.set(m.entryId, 17)
    return top
  })
  const bracketSeeds = [...qualifiers.map((q) => q[0]), ...qualifiers.map((q) => q[1])]

  const push = (
    bracketRound: BracketRound,
    order: number,
    matchNo: number,
    day: number,
    wave: number,
    a: FieldEntry,
    b: FieldEntry,
  ) => {
    const outcome = playMatch(rng.fork(`${bracketRound}-${matchNo}`), course, a, b, days[day]?.theta ?? 0)
    store(
      bracketRound,
      order,
      matchNo,
      startsAt(day, wave, matchNo - 1 + (bracketRound === 'final' ? 1 : 0)),
      a,
      b,
      outcome,
    )
    return outcome
  }
  let alive = R16_DRAW.map(([sa, sb], i) => {
    const o = push(
      'round_of_16',
      2,
      i + 1,
      1,
      1,
      bracketSeeds[sa - 1] as FieldEntry,
      bracketSeeds[sb - 1] as FieldEntry,
    )
    rank.set(o.loser.entryId, 9)
    return o.winner
  })
  // [round, order, day, wave, rank of the losers (0: they play for third)]
  const stages: Array<[BracketRound, number, number, number, number]> = [
    ['quarterfinal', 3, 2, 0, 5],
    ['semifinal', 4, 2, 1, 0],
  ]
  const semiLosers: FieldEntry[] = []
  for (const [stage, order, day, wave, loserRank] of stages) {
    const next: FieldEntry[] = []
    for (let m = 0; m < alive.length / 2; m++) {
      const o = push(stage, order, m + 1, day, wave, alive[2 * m] as FieldEntry, alive[2 * m + 1] as FieldEntry)
      if (loserRank > 0) rank.set(o.loser.entryId, loserRank)
      else semiLosers.push(o.loser)
      next.push(o.winner)
    }
    alive = next
  }
  const third = push('third_place', 5, 1, 3, 0, semiLosers[0] as FieldEntry, semiLosers[1] as FieldEntry)
  rank.set(third.winner.entryId, 3)
  rank.set(third.loser.entryId, 4)
  const final = push('final', 5, 1, 3, 0, alive[0] as FieldEntry, alive[1] as FieldEntry)
  rank.set(final.winner.entryId, 1)
  rank.set(final.loser.entryId, 2)

  // Quarterfinal losers share 5th, round-of-16 losers 9th, the rest of the groups 17th; money and
  // points from domain/rankings.
  const tied = (r: number) => (r === 5 ? 4 : r === 9 ? 8 : r === 17 ? seeds.length - 16 : 1)
  const finals = seeds.map((seed) => ({
    playerId: String(seed.entryId),
    rank: rank.get(seed.entryId) ?? 9,
    status: 'finished' as const,
    amateur: seed.amateur,
    tourMember: seed.tourMember,
  }))
  const prize = new Map(distributePurse(plan.purseWon, finals).map((a) => [a.playerId, a.amount]))
  const grade = Object.values(GENESIS_GRADES).find((g) => g.winnerPoints === plan.winnerPoints)?.grade
  const points = grade
    ? new Map(awardGenesisPoints(finals, grade).map((a) => [a.playerId, a.points]))
    : new Map<string, number>()
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
