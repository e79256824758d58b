import type { MyEventsDto } from '@contract/my-events'
import { isCorrectPick } from '@domain/events/prediction'
import { desc, eq } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { players, predictionPicks, tournaments } from '../../db/schema/index'
import { winnersOf } from '../events/repository'
import { playerRefColumns, toPlayerRef } from '../games/repository-games'

/**
 * GET /api/mypage/event (docs/requirements/my-page.md#my-16): the member's winner-prediction picks with the event,
 * the pick and, once the tournament is finished, its winners and whether the pick was right.
 */
export async function myEvents(db: AppDb, memberId: number): Promise<MyEventsDto> {
  const rows = await db
    .select({
      gameId: tournaments.id,
      gameNameKo: tournaments.nameKo,
      gameNameEn: tournaments.nameEn,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      status: tournaments.status,
      finished: tournaments.finished,
      pickedAt: predictionPicks.updatedAt,
      ...playerRefColumns,
    })
    .from(predictionPicks)
    .innerJoin(tournaments, eq(tournaments.id, predictionPicks.tournamentId))
    .innerJoin(players, eq(players.id, predictionPicks.playerId))
    .where(eq(predictionPicks.memberId, memberId))
    .orderBy(desc(tournaments.startDate), desc(tournaments.id))
  const isDone = (r: (typeof rows)[number]) => r.finished || r.status === 3
  const winners = await winnersOf(
    db,
    rows.filter(isDone).map((r) => r.gameId),
  )
  return {
    entries: rows.map((r) => {
      const won = winners.get(r.gameId) ?? []
      const finished = isDone(r)
      return {
        kind: 'winner_prediction' as const,
        gameId: r.gameId,
        nameKo: r.gameNameKo,
        nameEn: r.gameNameEn,
        startDate: r.startDate,
        endDate: r.endDate,
        pick: toPlayerRef(r),
        pickedAt: r.pickedAt.toISOString(),
        finished,
        winners: won,
        correct: finished
          ? isCorrectPick(
              r.playerId,
              won.map((w) => w.playerId),
            )
          : null,
      }
    }),
  }
}
