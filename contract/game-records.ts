import { z } from 'zod'
import { idSchema, playerRefSchema, yearSchema } from './game'
import { resultLineSchema } from './game-history'

/** Scores of a game (round by round, hole by hole, per hole statistics) and a player's games. */

const roundParam = z.coerce.number().int().min(1).max(8)
const scores18 = z.array(z.number().int().nullable()).length(18).describe('Index = hole number - 1; null = not played')

/** `GET /game/gameRecord`: every player's round-by-round line, in board order. */
export const gameRecordSchema = z
  .object({
    gameId: z.number().int(),
    rounds: z.number().int().positive(),
    lines: z.array(resultLineSchema),
  })
  .meta({ id: 'GameRecord' })

export const holeRecordQuerySchema = z.object({
  gameId: idSchema,
  round: roundParam.optional().describe('Defaults to the current round'),
  playerId: idSchema.optional().describe("A player: answers the player's tee group, the player first"),
  groupNo: z.coerce.number().int().min(1).max(999).optional().describe('A tee group of the round'),
})

export const holeCardSchema = playerRefSchema
  .extend({
    groupNo: z.number().int().nullable(),
    startHole: z.union([z.literal(1), z.literal(10)]),
    teeTime: z.string().nullable().describe("'HH:MM' Asia/Seoul"),
    scores: scores18,
    putts: scores18,
    strokes: z.number().int().nullable(),
    toPar: z.number().int().nullable(),
    thru: z.number().int().min(0).max(18).describe('Holes scored'),
  })
  .meta({ id: 'HoleCard' })

export const holeRecordSchema = z
  .object({
    gameId: z.number().int(),
    round: z.number().int(),
    pars: z.array(z.number().int()).length(18),
    yards: z.array(z.number().int()).length(18),
    cards: z.array(holeCardSchema),
  })
  .meta({ id: 'HoleRecord' })

export const holeDiffQuerySchema = z.object({
  gameId: idSchema,
  round: roundParam.optional().describe('One round; every round played when omitted'),
})

export const scoreCountsSchema = z
  .object({
    albatross: z.number().int(),
    'hole-in-one': z.number().int(),
    eagle: z.number().int(),
    birdie: z.number().int(),
    par: z.number().int(),
    bogey: z.number().int(),
    'double-bogey': z.number().int(),
    'triple-bogey': z.number().int(),
    'quadruple-bogey': z.number().int(),
  })
  .meta({ id: 'ScoreCounts' })

export const holeStatSchema = z
  .object({
    hole: z.number().int().min(1).max(18),
    par: z.number().int(),
    yards: z.number().int(),
    handicap: z.number().int(),
    played: z.number().int().nonnegative(),
    averageStrokes: z.number().nullable().describe('4 decimals'),
    averageToPar: z.number().nullable().describe('4 decimals'),
    difficultyRank: z.number().int().nullable().describe('1 = hardest; holes with the same average share'),
    counts: scoreCountsSchema,
  })
  .meta({ id: 'HoleStat' })

export const holeDiffSchema = z
  .object({ gameId: z.number().int(), round: z.number().int().nullable(), holes: z.array(holeStatSchema) })
  .meta({ id: 'HoleDiff' })

export const playerYearQuerySchema = z.object({
  playerId: idSchema,
  year: yearSchema.optional().describe('One season; every season when omitted'),
  tourId: z.coerce.number().int().positive().max(999).optional(),
})

export const playerGameSchema = z
  .object({
    gameId: z.number().int(),
    tourId: z.number().int(),
    year: z.number().int(),
    nameKo: z.string(),
    nameEn: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: z.number().int(),
    entryStatus: z.enum(['active', 'WD', 'RTD', 'DQ', 'DNS']),
    position: z.string().nullable(),
    rank: z.number().int().nullable(),
    rounds: z.array(z.number().int().nullable()),
    total: z.number().int().nullable(),
    toPar: z.number().int().nullable(),
    prizeWon: z.number().int().nullable(),
    genesisPoints: z.number().int().nullable(),
  })
  .meta({ id: 'PlayerGame' })

export const playerGamesSchema = z
  .object({ player: playerRefSchema, games: z.array(playerGameSchema).describe('Newest first') })
  .meta({ id: 'PlayerGames' })

export const prizePointSchema = z
  .object({
    player: playerRefSchema,
    year: z.number().int().nullable(),
    totalPrizeWon: z.number().int(),
    totalGenesisPoints: z.number().int(),
    games: z.array(playerGameSchema).describe('Completed games with a stored result, newest first'),
  })
  .meta({ id: 'PrizePoint' })

export type GameRecordDto = z.infer<typeof gameRecordSchema>
export type HoleCardDto = z.infer<typeof holeCardSchema>
export type HoleRecordDto = z.infer<typeof holeRecordSchema>
export type HoleStatDto = z.infer<typeof holeStatSchema>
export type PlayerGameDto = z.infer<typeof playerGameSchema>
