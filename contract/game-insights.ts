import { z } from 'zod'
import { playerRefSchema } from './game'

/**
 * Tournament Stats and Tournament Updates of a stroke-play game (docs/requirements/tours-and-records.md#tr-15):
 * `GET /game/stats?gameId=` and `GET /game/updates?gameId=`, both derived from the stored hole scores.
 */

export const scoringTallySchema = z
  .object({
    rounds: z.number().int().nonnegative().describe('Rounds of 18 holes completed'),
    scoringAverage: z.number().nullable().describe('Average strokes per completed round, 2 decimals; null before any'),
    holesInOne: z.number().int().nonnegative(),
    eagles: z.number().int().nonnegative().describe('Eagles and better (albatrosses), holes-in-one apart'),
    birdies: z.number().int().nonnegative(),
    pars: z.number().int().nonnegative(),
    bogeys: z.number().int().nonnegative(),
    doubleBogeysOrWorse: z.number().int().nonnegative(),
  })
  .meta({ id: 'ScoringTally' })

export const statLeaderSchema = playerRefSchema
  .extend({
    value: z.number().describe('Yards (1 decimal), percent (1 decimal) or putts per round (2 decimals)'),
    holes: z.number().int().describe('Holes the value is based on'),
  })
  .meta({ id: 'StatLeader' })

export const gameStatsSchema = z
  .object({
    gameId: z.number().int(),
    rounds: z
      .array(scoringTallySchema.extend({ round: z.number().int().positive() }))
      .describe('Rounds with at least one score'),
    total: scoringTallySchema,
    leaders: z.object({
      drivingDistance: z.array(statLeaderSchema).describe('Longest average measured drive, top 5'),
      greensInRegulation: z.array(statLeaderSchema).describe('Highest share of greens hit in regulation, top 5'),
      puttsPerRound: z.array(statLeaderSchema).describe('Fewest putts per 18 holes, top 5'),
    }),
    minHoles: z.number().int().describe('Holes a player needs to be ranked among the leaders'),
  })
  .meta({ id: 'GameStats' })

export const MOMENT_KINDS = ['holeInOne', 'albatross', 'eagle', 'lead', 'roundLeader', 'cut'] as const

export const gameUpdateSchema = z
  .object({
    id: z.string().describe('Stable within the game: kind, round, hole and players'),
    kind: z.enum(MOMENT_KINDS),
    at: z
      .string()
      .describe('ISO instant; a hole completed at its tee time plus the pace of play when no live time is stored'),
    round: z.number().int().positive(),
    hole: z.number().int().min(1).max(18).nullable(),
    players: z.array(playerRefSchema),
    toPar: z.number().int().describe("The player's total to par then; for 'cut' the cut line"),
    strokes: z.number().int().nullable(),
    par: z.number().int().nullable(),
    made: z.number().int().nullable().describe("'cut': players who made it"),
  })
  .meta({ id: 'GameUpdate' })

export const gameUpdatesSchema = z
  .object({ gameId: z.number().int(), updates: z.array(gameUpdateSchema).describe('Newest first, at most 200') })
  .meta({ id: 'GameUpdates' })

export type GameStatsDto = z.infer<typeof gameStatsSchema>
export type ScoringTallyDto = z.infer<typeof scoringTallySchema>
export type StatLeaderDto = z.infer<typeof statLeaderSchema>
export type GameUpdateDto = z.infer<typeof gameUpdateSchema>
export type GameUpdatesDto = z.infer<typeof gameUpdatesSchema>
