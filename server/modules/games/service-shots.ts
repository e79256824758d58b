import type { PlayerRefDto } from '@contract/game'
import type { GameShotsDto } from '@contract/game-shots'
import { and, asc, desc, eq, inArray, lte, ne } from 'drizzle-orm'
import type { AppDb } from '../../db/database'
import { entries, players, shots, tournaments } from '../../db/schema/index'
import { playerRefColumns, toPlayerRef } from './repository-games'
import { requireGame } from './service-games'

export interface ShotsQuery {
  gameId: number
  hole?: number | undefined
  round?: number | undefined
  editions: boolean
  /** false: leave out the ball-position columns (x, y, toX, toY), not even selecting them. */
  positions: boolean
}

/**
 * Earlier editions: same tour, same name and same course, started before this one. Tournaments carry no
 * series id, and a sponsor's event that moved course is not comparable hole by hole anyway.
 */
async function earlierEditions(
  db: AppDb,
  game: { id: number; tourId: number; nameEn: string; courseId: number | null; startDate: string },
) {
  if (game.courseId === null) return []
  return db
    .select({ gameId: tournaments.id, year: tournaments.year })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.tourId, game.tourId),
        eq(tournaments.nameEn, game.nameEn),
        eq(tournaments.courseId, game.courseId),
        lte(tournaments.startDate, game.startDate),
        ne(tournaments.id, game.id),
      ),
    )
    .orderBy(desc(tournaments.startDate))
}

const positionColumns = { x: shots.x, y: shots.y, toX: shots.toX, toY: shots.toY }

// real columns come back as float4 noise (12.300000190734863): one decimal is what was measured.
const tenth = (v: number) => Math.round(v * 10) / 10

/** Every tracked shot of a game (optionally of one hole and round), as columns. */
export async function gameShots(db: AppDb, q: ShotsQuery): Promise<GameShotsDto> {
  const { t } = await requireGame(db, q.gameId)
  const editions = [{ gameId: t.id, year: t.year }, ...(q.editions ? await earlierEditions(db, t) : [])]
  const editionIndex = new Map(editions.map((e, i) => [e.gameId, i]))
  const rows = await db
    .select({
      tournamentId: shots.tournamentId,
      round: shots.round,
      hole: shots.hole,
      shotNo: shots.shotNo,
      lie: shots.lie,
      resultLie: shots.resultLie,
      club: shots.club,
      distanceM: shots.distanceM,
      ...(q.positions ? positionColumns : {}),
      ...playerRefColumns,
    })
    .from(shots)
    .innerJoin(entries, eq(entries.id, shots.entryId))
    .innerJoin(players, eq(players.id, entries.playerId))
    .where(
      and(
        inArray(
          shots.tournamentId,
          editions.map((e) => e.gameId),
        ),
        ...(q.hole === undefined ? [] : [eq(shots.hole, q.hole)]),
        ...(q.round === undefined ? [] : [eq(shots.round, q.round)]),
      ),
    )
    .orderBy(asc(shots.round), asc(shots.hole), asc(shots.entryId), asc(shots.shotNo))

  const playerIndex = new Map<number, number>()
  const playerList: PlayerRefDto[] = []
  const columns: GameShotsDto['columns'] = {
    edition: [],
    player: [],
    round: [],
    hole: [],
    shotNo: [],
    lie: [],
    resultLie: [],
    club: [],
    distanceM: [],
  }
  const x: number[] = []
  const y: number[] = []
  const toX: number[] = []
  const toY: number[] = []
  for (const r of rows) {
    let p = playerIndex.get(r.playerId)
    if (p === undefined) {
      p = playerList.push(toPlayerRef(r)) - 1
      playerIndex.set(r.playerId, p)
    }
    columns.edition.push(editionIndex.get(r.tournamentId)!)
    columns.player.push(p)
    columns.round.push(r.round)
    columns.hole.push(r.hole)
    columns.shotNo.push(r.shotNo)
    columns.lie.push(r.lie)
    columns.resultLie.push(r.resultLie)
    columns.club.push(r.club)
    columns.distanceM.push(tenth(r.distanceM))
    if (r.x !== undefined && r.y !== undefined && r.toX !== undefined && r.toY !== undefined) {
      x.push(tenth(r.x))
      y.push(tenth(r.y))
      toX.push(tenth(r.toX))
      toY.push(tenth(r.toY))
    }
  }
  if (q.positions) Object.assign(columns, { x, y, toX, toY })
  return { gameId: t.id, count: rows.length, editions, players: playerList, columns }
}
