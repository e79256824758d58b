import { z } from 'zod'
import { idSchema, playerRefSchema, yearSchema } from './game'
import { holeCardSchema, playerGameSchema } from './game-records'

/**
 * The member's own records (docs/requirements/my-page.md#my-2): the player whose membership number the member
 * holds. `player` is null for a member who is not a player; every list is then empty.
 */
const mine = { player: playerRefSchema.nullable().describe("The caller's player; null when not registered as one") }

export const myYearQuerySchema = z.object({
  year: yearSchema.optional().describe('Season; the newest with records by default'),
})

export const myRecordYearsSchema = z
  .object({ ...mine, years: z.array(z.number().int()).describe('Seasons with records, newest first') })
  .meta({ id: 'MyRecordYears' })

export const mySeasonTotalsSchema = z
  .object({
    starts: z.number().int(),
    wins: z.number().int(),
    top10: z.number().int(),
    cutsMade: z.number().int().describe('Completed tournaments finished with a rank'),
    prizeWon: z.number().int().describe('Won'),
    genesisPoints: z.number().int(),
    bestRank: z.number().int().nullable(),
  })
  .meta({ id: 'MySeasonTotals' })

export const myRecordSchema = z
  .object({
    ...mine,
    year: z.number().int().nullable(),
    games: z.array(playerGameSchema).describe('Newest first'),
    totals: mySeasonTotalsSchema,
  })
  .meta({ id: 'MyRecord' })

export const myHoleGameSchema = z
  .object({
    gameId: z.number().int(),
    year: z.number().int(),
    nameKo: z.string(),
    nameEn: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    position: z.string().nullable(),
    rounds: z.array(z.number().int()).describe('Rounds with hole scores'),
  })
  .meta({ id: 'MyHoleGame' })

export const myHoleGamesSchema = z
  .object({ ...mine, year: z.number().int().nullable(), games: z.array(myHoleGameSchema) })
  .meta({ id: 'MyHoleGames' })

export const myHoleScoreParamsSchema = z.object({ id: idSchema.describe('Game (tournament) id') })

export const myHoleRoundSchema = z
  .object({
    round: z.number().int(),
    pars: z.array(z.number().int()),
    yards: z.array(z.number().int()),
    card: holeCardSchema,
  })
  .meta({ id: 'MyHoleRound' })

export const myHoleScoreSchema = z
  .object({
    player: playerRefSchema,
    game: myHoleGameSchema,
    rounds: z.array(myHoleRoundSchema).describe('Round 1 first'),
  })
  .meta({ id: 'MyHoleScore' })

export const myWinSchema = z
  .object({
    gameId: z.number().int(),
    tourId: z.number().int(),
    year: z.number().int(),
    nameKo: z.string(),
    nameEn: z.string(),
    endDate: z.string(),
    toPar: z.number().int().nullable(),
    prizeWon: z.number().int().nullable(),
  })
  .meta({ id: 'MyWin' })

export const myAwardsSchema = z
  .object({
    ...mine,
    wins: z.array(myWinSchema).describe('Newest first'),
    honours: z
      .array(z.object({ year: z.number().int(), code: z.string().describe('popularity, fair_play, comeback, ...') }))
      .describe('Season honours, newest first'),
  })
  .meta({ id: 'MyAwards' })

export const myAttendanceSchema = z
  .object({
    ...mine,
    games: z
      .array(
        playerGameSchema.pick({ gameId: true, tourId: true, year: true, nameKo: true, nameEn: true }).extend({
          startDate: z.string(),
          endDate: z.string(),
          entryStatus: playerGameSchema.shape.entryStatus,
          position: z.string().nullable(),
        }),
      )
      .describe('Every tournament entered and started, newest first'),
  })
  .meta({ id: 'MyAttendance' })

export type MyRecordYearsDto = z.infer<typeof myRecordYearsSchema>
export type MyRecordDto = z.infer<typeof myRecordSchema>
export type MySeasonTotalsDto = z.infer<typeof mySeasonTotalsSchema>
export type MyHoleGameDto = z.infer<typeof myHoleGameSchema>
export type MyHoleGamesDto = z.infer<typeof myHoleGamesSchema>
export type MyHoleScoreDto = z.infer<typeof myHoleScoreSchema>
export type MyAwardsDto = z.infer<typeof myAwardsSchema>
export type MyAttendanceDto = z.infer<typeof myAttendanceSchema>
