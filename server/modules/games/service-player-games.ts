import type { PlayerRefDto } from '@contract/game'
import type { PlayerGameDto } from '@contract/game-records'
import type { AppDb } from '../../db/database'
import { playerEntries, playerRef } from './repository-player-games'
import { notFound, tourOf } from './service-games'

export interface PlayerGamesQuery {
  playerId: number
  year?: number | undefined
  tourId?: number | undefined
}

export async function requirePlayer(db: AppDb, playerId: number): Promise<PlayerRefDto> {
  const ref = await playerRef(db, playerId)
  if (!ref) throw notFound(`Player ${playerId}`)
  return ref
}

/** A player's games (newest first) with the stored result and round totals. */
async function gamesOf(db: AppDb, q: PlayerGamesQuery, completedOnly = false): Promise<PlayerGameDto[]> {
  const rows = await playerEntries(db, { playerId: q.playerId, year: q.year, tourId: tourOf(q.tourId), completedOnly })
  return rows.map(({ e, t, rounds: own }) => {
    const rounds = Array.from({ length: t.rounds }, (_, i) => own.find((r) => r.round === i + 1)?.strokes ?? null)
    return {
      gameId: t.id,
      tourId: t.tourId,
      year: t.year,
      nameKo: t.nameKo,
      nameEn: t.nameEn,
      startDate: t.startDate,
      endDate: t.endDate,
      status: t.status,
      entryStatus: e.status,
      position: e.finishText,
      rank: e.finishRank,
      rounds,
      total: own.length > 0 ? own.reduce((s, r) => s + r.strokes, 0) : null,
      toPar: own.length > 0 ? own.reduce((s, r) => s + r.toPar, 0) : null,
      prizeWon: e.prizeWon,
      genesisPoints: e.genesisPoints,
    }
  })
}

/** `GET /player/game`: a player's tournaments and results, of one season or all. */
export async function playerGames(db: AppDb, q: PlayerGamesQuery) {
  const player = await requirePlayer(db, q.playerId)
  return { player, games: await gamesOf(db, q) }
}

/** `GET /game/player/prizePoint`: prize money and points by completed game, with the totals. */
export async function prizePoint(db: AppDb, q: PlayerGamesQuery) {
  const player = await requirePlayer(db, q.playerId)
  const games = (await gamesOf(db, q, true)).filter((g) => g.position !== null)
  return {
    player,
    year: q.year ?? null,
    totalPrizeWon: games.reduce((s, g) => s + (g.prizeWon ?? 0), 0),
    totalGenesisPoints: games.reduce((s, g) => s + (g.genesisPoints ?? 0), 0),
    games,
  }
}
