import type {
  MyAttendanceDto,
  MyAwardsDto,
  MyHoleGamesDto,
  MyHoleScoreDto,
  MyRecordDto,
  MyRecordYearsDto,
  MySeasonTotalsDto,
} from '@contract/my-records'
import type { PlayerGameDto } from '@contract/game-records'
import type { AppDb } from '../../db/database'
import { holeRecord } from '../games/service-holes'
import { notFound } from '../games/service-games'
import { playerGames } from '../games/service-player-games'
import { playerOfMember, roundsWithHoleScores, yearsOfPlayer } from './repository'

/**
 * The member's own records (docs/requirements/my-page.md#my-2), read through the games module's player calls: the
 * member is the player holding his membership number; a member who is not a player gets `player: null` and empty
 * lists, which the page shows as "not registered as a player".
 */
const COMPLETED = 3

export async function myRecordYears(db: AppDb, memberId: number): Promise<MyRecordYearsDto> {
  const me = await playerOfMember(db, memberId)
  return { player: me?.ref ?? null, years: me ? await yearsOfPlayer(db, me.ref.playerId) : [] }
}

export function seasonTotals(games: readonly PlayerGameDto[]): MySeasonTotalsDto {
  const done = games.filter((g) => g.status === COMPLETED && g.entryStatus !== 'DNS')
  const ranks = done.map((g) => g.rank).filter((r): r is number => r !== null)
  return {
    starts: done.length,
    wins: ranks.filter((r) => r === 1).length,
    top10: ranks.filter((r) => r <= 10).length,
    cutsMade: ranks.length,
    prizeWon: done.reduce((s, g) => s + (g.prizeWon ?? 0), 0),
    genesisPoints: done.reduce((s, g) => s + (g.genesisPoints ?? 0), 0),
    bestRank: ranks.length === 0 ? null : Math.min(...ranks),
  }
}

/** One season (the newest with records by default): per tournament the finish, rounds, to par, prize and points. */
export async function myRecord(db: AppDb, memberId: number, asked?: number): Promise<MyRecordDto> {
  const me = await playerOfMember(db, memberId)
  const empty = { player: null, year: asked ?? null, games: [], totals: seasonTotals([]) }
  if (!me) return empty
  const year = asked ?? (await yearsOfPlayer(db, me.ref.playerId))[0]
  if (year === undefined) return { ...empty, player: me.ref }
  const { games } = await playerGames(db, { playerId: me.ref.playerId, year })
  return { player: me.ref, year, games, totals: seasonTotals(games) }
}

/** The season's tournaments that keep hole scores (newest first), each with its rounds that have some. */
export async function myHoleGames(db: AppDb, memberId: number, asked?: number): Promise<MyHoleGamesDto> {
  const me = await playerOfMember(db, memberId)
  if (!me) return { player: null, year: asked ?? null, games: [] }
  const year = asked ?? (await yearsOfPlayer(db, me.ref.playerId))[0]
  if (year === undefined) return { player: me.ref, year: null, games: [] }
  const [{ games }, withHoles] = await Promise.all([
    playerGames(db, { playerId: me.ref.playerId, year }),
    roundsWithHoleScores(db, me.ref.playerId, year),
  ])
  const rounds = new Map(withHoles.map((r) => [r.gameId, r.rounds]))
  return {
    player: me.ref,
    year,
    games: games.filter((g) => rounds.has(g.gameId)).map((g) => ({ ...pickGame(g), rounds: rounds.get(g.gameId)! })),
  }
}

const pickGame = (g: PlayerGameDto) => ({
  gameId: g.gameId,
  year: g.year,
  nameKo: g.nameKo,
  nameEn: g.nameEn,
  startDate: g.startDate,
  endDate: g.endDate,
  position: g.position,
})

/** One tournament's hole-by-hole card of the member, every round with scores (the game pages' hole record). */
export async function myHoleScore(db: AppDb, memberId: number, gameId: number): Promise<MyHoleScoreDto> {
  const me = await playerOfMember(db, memberId)
  // Another player's tournament answers as an unknown one: the call shows the caller's own cards only.
  if (!me) throw notFound(`Your hole scores of game ${gameId}`)
  const [withHoles] = (await roundsWithHoleScores(db, me.ref.playerId)).filter((r) => r.gameId === gameId)
  const game =
    withHoles && (await playerGames(db, { playerId: me.ref.playerId })).games.find((g) => g.gameId === gameId)
  if (!withHoles || !game) throw notFound(`Your hole scores of game ${gameId}`)
  const rounds = await Promise.all(
    withHoles.rounds.map(async (round) => {
      const record = await holeRecord(db, { gameId, round, playerId: me.ref.playerId })
      return { round, pars: record.pars, yards: record.yards, card: record.cards[0]! }
    }),
  )
  return { player: me.ref, game: { ...pickGame(game), rounds: withHoles.rounds }, rounds }
}

/** Wins (rank 1 in a completed tournament) and the association's season honours, newest first. */
export async function myAwards(db: AppDb, memberId: number): Promise<MyAwardsDto> {
  const me = await playerOfMember(db, memberId)
  if (!me) return { player: null, wins: [], honours: [] }
  const { games } = await playerGames(db, { playerId: me.ref.playerId })
  return {
    player: me.ref,
    wins: games
      .filter((g) => g.status === COMPLETED && g.rank === 1)
      .map((g) => ({
        gameId: g.gameId,
        tourId: g.tourId,
        year: g.year,
        nameKo: g.nameKo,
        nameEn: g.nameEn,
        endDate: g.endDate,
        toPar: g.toPar,
        prizeWon: g.prizeWon,
      })),
    honours: [...me.awards].sort((a, b) => b.year - a.year),
  }
}

/** Every tournament the member started (entered and not a non-starter), newest first. */
export async function myAttendance(db: AppDb, memberId: number): Promise<MyAttendanceDto> {
  const me = await playerOfMember(db, memberId)
  if (!me) return { player: null, games: [] }
  const { games } = await playerGames(db, { playerId: me.ref.playerId })
  return {
    player: me.ref,
    games: games
      .filter((g) => g.entryStatus !== 'DNS' && g.status !== 1 && g.status !== 9)
      .map((g) => ({ ...pickGame(g), tourId: g.tourId, entryStatus: g.entryStatus })),
  }
}
