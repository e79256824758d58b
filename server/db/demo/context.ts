import type { TournamentStatusCode } from '../schema/tournament'
import type { BuildContext } from './build-context'
import type { DemoData } from './dataset'
import type { TournamentPlan } from './schedule'
import { pushGameInfo } from './game-info'
import { addDays, seoulInstant } from '@domain/time'

export const endDate = (plan: TournamentPlan) => addDays(plan.startDate, plan.rounds - 1)

export function statusOf(ctx: BuildContext, plan: TournamentPlan): TournamentStatusCode {
  switch (plan.phase) {
    case 'completed':
      return 3
    case 'live':
      return 2
    case 'cancelled':
      return 9
    case 'upcoming': {
      const closes = plan.application ? seoulInstant(plan.application[1], '16:00') : null
      return closes && closes.getTime() <= seoulInstant(ctx.today, ctx.clock).getTime() ? 4 : 1
    }
  }
}

/** The tournaments row and its rounds; the caller supplies what play decided. */
export function pushTournament(
  ctx: BuildContext,
  plan: TournamentPlan,
  id: number,
  courseId: number,
  played: {
    currentRound: number
    finished: boolean
    playoff: DemoData['tournaments'][number]['playoff']
    liveRound?: number
  },
): void {
  const status = statusOf(ctx, plan)
  ctx.data.tournaments.push({
    id,
    externalId: null,
    tourId: plan.tourId,
    year: plan.year,
    nameKo: plan.nameKo,
    nameEn: plan.nameEn,
    startDate: plan.startDate,
    endDate: endDate(plan),
    courseId,
    purseWon: plan.purseWon,
    genesisPoints: plan.winnerPoints,
    grade: plan.grade,
    format: plan.format,
    status,
    fieldSize: plan.fieldSize,
    entryFeeWon: plan.entryFeeWon,
    ticketPriceWon: plan.ticketPriceWon,
    applicationOpensAt: plan.application ? seoulInstant(plan.application[0], '10:00') : null,
    applicationClosesAt: plan.application ? seoulInstant(plan.application[1], '16:00') : null,
    broadcast: plan.broadcast,
    stageType: plan.stageType,
    rounds: plan.rounds,
    cutAfterRound: plan.cut?.afterRound ?? null,
    cutTop: plan.cut?.top ?? null,
    cutTies: plan.cut?.ties ?? null,
    currentRound: played.currentRound,
    finished: played.finished,
    playoff: played.playoff ?? null,
  })
  for (let round = 1; round <= plan.rounds; round++) {
    const live = played.liveRound
    const state =
      plan.phase === 'completed'
        ? 'complete'
        : live === undefined
          ? 'planned'
          : round < live
            ? 'complete'
            : round === live
              ? 'playing'
              : 'planned'
    ctx.data.tournamentRounds.push({ tournamentId: id, round, date: addDays(plan.startDate, round - 1), status: state })
  }
  pushGameInfo(ctx, plan, id, courseId)
}
