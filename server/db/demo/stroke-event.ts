import type { CourseSpec, HoleSpec } from './courses'
import type { BuildContext } from './build-context'
import { pushTournament, statusOf } from './context'
import { selectField } from './fields'
import { type PlanePoint } from './geometry'
import { holeDetail } from './hole-detail'
import { driveAt, skillAt } from './players'
import { officialResults } from './results'
import type { Rng } from './rng'
import type { TournamentPlan } from './schedule'
import { thetaForSkill } from './score-model'
import { type FieldEntry, holeOrder, playStrokeEvent, type PlayedEntry, toParOf } from './stroke-play'
import { addDays, hhmm, seoulInstant } from '@domain/time'
import { dayWeather, readings } from './weather'

/** Pin positions for each round and hole: somewhere in the middle half of the green. */
function pinsFor(rng: Rng, course: CourseSpec, rounds: number): PlanePoint[][] {
  return Array.from({ length: rounds }, () =>
    course.holes.map((h) => {
      const a = rng.range(0, 2 * Math.PI)
      const r = rng.range(0, h.features.greenRadius * 0.5)
      return [h.greenCenter[0] + Math.cos(a) * r, h.greenCenter[1] + Math.sin(a) * r] as PlanePoint
    }),
  )
}

/** A live-round withdrawal: a player out on the course walks off after a few holes. */
function withdrawOne(rng: Rng, played: PlayedEntry[], round: number): void {
  const candidates = played.filter(
    (p) => p.status === 'active' && (p.cards[round - 1]?.filter((s) => s > 0).length ?? 0) >= 8,
  )
  if (candidates.length === 0) return
  const p = rng.pick(candidates)
  const card = p.cards[round - 1] as Int8Array
  const order = holeOrder(p.startHole[round - 1] ?? 1)
  const playedCount = card.filter((s) => s > 0).length
  const keep = rng.int(4, playedCount - 2)
  order.slice(keep).forEach((hole) => (card[hole - 1] = 0))
  p.status = 'WD'
  p.statusRound = round
}

/** A current-season stroke-play event: completed, in progress, or upcoming with its entry list. */
export function buildStrokeEvent(
  ctx: BuildContext,
  rng: Rng,
  plan: TournamentPlan,
  id: number,
  course: CourseSpec,
  withShots: boolean,
): void {
  const year = plan.year
  const status = statusOf(ctx, plan)
  // Entry lists exist once applications have closed (status 4); none for a cancelled event.
  const withField = status !== 1 && status !== 9
  const picks = withField ? selectField(rng.fork('field'), plan.tourId, year, ctx.players, plan.fieldSize) : []
  const field: FieldEntry[] = picks.map((pick) => ({
    entryId: ctx.ids.take('entries'),
    player: pick.player,
    theta: thetaForSkill(skillAt(pick.player, year)),
    tourMember: pick.tourMember,
    amateur: pick.amateur,
  }))

  if (plan.phase === 'upcoming' || plan.phase === 'cancelled') {
    pushTournament(ctx, plan, id, course.id, { currentRound: 0, finished: false, playoff: null })
    for (const f of field) pushEntry(ctx, id, f, 'active', null, null)
    return
  }

  const live = plan.phase === 'live' ? { round: 2, clock: ctx.clock } : null
  const setup = rng.normal(0, 0.03)
  const days = Array.from({ length: plan.rounds }, (_, r) =>
    dayWeather(rng.fork(`weather-${r}`), addDays(plan.startDate, r)),
  )
  const result = playStrokeEvent(rng.fork('play'), {
    holes: course.holes,
    rounds: plan.rounds,
    cut: plan.cut,
    dayTheta: days.map((d) => d.theta + setup),
    field,
    live,
    forcePlayoff: plan.forcePlayoff,
    incidents: true,
  })
  if (live) withdrawOne(rng.fork('wd'), result.played, live.round)
  const lastDay = live ? live.round : plan.rounds
  days.slice(0, lastDay).forEach((day, r) => {
    for (const reading of readings(
      rng.fork(`readings-${r}`),
      day,
      live && r + 1 === live.round ? ctx.clock : undefined,
    )) {
      ctx.data.weatherReadings.push({ id: ctx.ids.take('weather'), tournamentId: id, round: r + 1, ...reading })
    }
  })

  pushTournament(ctx, plan, id, course.id, {
    currentRound: live ? live.round : plan.rounds,
    finished: !live,
    playoff: result.playoff,
    ...(live ? { liveRound: live.round } : {}),
  })

  const official = live
    ? null
    : officialResults(
        result.played.map((p) => ({
          entryId: p.entry.entryId,
          playerId: p.entry.player.id,
          status: p.status,
          complete: p.cards.length === plan.rounds && p.cards.every((c) => c.every((s) => s > 0)),
          madeCut: p.madeCut,
          toPar: toParOf(p, course.holes),
          tourMember: p.entry.tourMember,
          amateur: p.entry.amateur,
        })),
        {
          purseWon: plan.purseWon,
          winnerPoints: plan.winnerPoints,
          playoffWinnerId: result.playoffWinnerId,
          tourId: plan.tourId,
        },
      )
  for (const p of result.played) {
    const o = official?.get(p.entry.entryId) ?? null
    pushEntry(ctx, id, p.entry, p.status, p.statusRound, o)
  }

  for (const g of result.groups) {
    const groupId = ctx.ids.take('groups')
    const date = addDays(plan.startDate, g.round - 1)
    ctx.data.teeGroups.push({
      id: groupId,
      tournamentId: id,
      round: g.round,
      groupNo: g.groupNo,
      startHole: g.startHole,
      teeTime: seoulInstant(date, hhmm(g.teeMinutes)).toISOString(),
    })
    g.entryIds.forEach((entryId, slot) => ctx.data.teeGroupPlayers.push({ groupId, entryId, slot: slot + 1 }))
  }

  const pins = pinsFor(rng.fork('pins'), course, plan.rounds)
  const detailRng = rng.fork('details')
  for (const p of result.played) {
    const drive = driveAt(p.entry.player, year)
    p.cards.forEach((card, r) => {
      let strokes = 0
      let toPar = 0
      let holes = 0
      for (let h = 0; h < 18; h++) {
        const s = card[h] as number
        if (s <= 0) continue
        const hole = course.holes[h] as HoleSpec
        const detail = holeDetail(detailRng, hole, (pins[r] as PlanePoint[])[h] as PlanePoint, s, drive)
        ctx.data.holeScores.push({
          entryId: p.entry.entryId,
          round: r + 1,
          hole: h + 1,
          tournamentId: id,
          strokes: s,
          putts: detail.putts,
          fairwayHit: detail.fairwayHit,
          gir: detail.gir,
          sandSave: detail.sandSave,
          driveDistanceYd: detail.driveDistanceYd,
          penaltyStrokes: detail.penaltyStrokes,
        })
        if (withShots)
          for (const shot of detail.shots)
            ctx.data.shots.push({ entryId: p.entry.entryId, round: r + 1, hole: h + 1, tournamentId: id, ...shot })
        strokes += s
        toPar += s - hole.par
        holes++
      }
      if (holes > 0)
        ctx.data.roundTotals.push({
          entryId: p.entry.entryId,
          round: r + 1,
          tournamentId: id,
          strokes,
          toPar,
          holesPlayed: holes,
        })
    })
  }
}

export function pushEntry(
  ctx: BuildContext,
  tournamentId: number,
  f: FieldEntry,
  status: PlayedEntry['status'],
  statusRound: number | null,
  o: { finishRank: number | null; finishText: string; prizeWon: number; genesisPoints: number } | null,
  seed: number | null = null,
): void {
  ctx.data.entries.push({
    id: f.entryId,
    tournamentId,
    playerId: f.player.id,
    status,
    statusRound,
    tourMember: f.tourMember,
    amateur: f.amateur,
    seed,
    finishRank: o?.finishRank ?? null,
    finishText: o?.finishText ?? null,
    prizeWon: o ? o.prizeWon : null,
    genesisPoints: o ? o.genesisPoints : null,
  })
}
