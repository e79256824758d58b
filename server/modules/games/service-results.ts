import type { ResultLineDto } from '@contract/game-history'
import type { GameRecordDto } from '@contract/game-records'
import type { AppDb } from '../../db/database'
import { loadGame, type LoadedGame } from './leaderboard-repository'
import { boardOf } from './leaderboard-service'
import { notFound } from './service-games'

/** Every player's line of a game in board order: position and rounds from the board, money and points stored. */
export function linesOf(game: LoadedGame): ResultLineDto[] {
  const board = boardOf(game, 'ko')
  const byPlayer = new Map(game.entries.map((e) => [e.playerId, e]))
  return board.rows.map((row) => {
    const e = byPlayer.get(row.playerId)!
    return {
      playerId: e.playerId,
      nameKo: e.nameKo,
      nameEn: e.nameEn,
      country: e.country,
      position: row.position === '' ? null : row.position,
      rank: row.rank,
      toPar: row.toPar,
      total: row.total,
      rounds: row.rounds.map((r) => r.strokes),
      prizeWon: e.prizeWon,
      genesisPoints: e.genesisPoints,
    }
  })
}

export async function resultLines(db: AppDb, gameId: number): Promise<ResultLineDto[]> {
  const game = await loadGame(db, gameId)
  if (!game) throw notFound(`Game ${gameId}`)
  return linesOf(game)
}

/** `GET /game/gameRecord`: per-player round-by-round records of a game. */
export async function gameRecord(db: AppDb, gameId: number): Promise<GameRecordDto> {
  const game = await loadGame(db, gameId)
  if (!game) throw notFound(`Game ${gameId}`)
  return { gameId, rounds: game.tournament.rounds, lines: linesOf(game) }
}
