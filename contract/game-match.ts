import { z } from 'zod'
import { idSchema, playerRefSchema } from './game'

/**
 * Playoffs and match play. Path parameters of the two match playoff calls:
 * `/game/match/playoff/{gameId}/{matchId}` (extra holes of one match) and
 * `/game/match/group/playoff/{gameId}/{groupName}` (players level at the top of a group stage).
 */

export const playoffSchema = z
  .object({
    gameId: z.number().int(),
    holes: z.array(z.number().int().min(1).max(18)).describe('Playoff holes in order; empty when there was no playoff'),
    players: z.array(playerRefSchema.extend({ scores: z.array(z.number().int().nullable()), winner: z.boolean() })),
    winnerPlayerId: z.number().int().nullable(),
  })
  .meta({ id: 'Playoff' })

export const matchHoleResultSchema = z.enum(['A', 'B', 'halved']).nullable()

export const matchSideSchema = playerRefSchema.extend({ seed: z.number().int().nullable() }).meta({ id: 'MatchSide' })

export const matchSummarySchema = z
  .object({
    matchId: z.number().int().positive(),
    bracketRound: z.string().describe("'round_of_16', 'quarterfinal', 'semifinal', 'final', 'third_place', 'group'..."),
    roundOrder: z.number().int(),
    matchNo: z.number().int(),
    groupName: z.string().nullable(),
    startsAt: z.string().nullable(),
    a: matchSideSchema.nullable(),
    b: matchSideSchema.nullable(),
    state: z.enum(['playing', 'finished', 'extended']).nullable(),
    result: z.string().nullable().describe("As stored ('3&2', '1 up', '20 holes')"),
    winnerPlayerId: z.number().int().nullable(),
    holesPlayed: z.number().int().nonnegative(),
    leader: z.enum(['A', 'B']).nullable(),
    up: z.number().int().nonnegative(),
  })
  .meta({ id: 'MatchSummary' })

export const groupStandingSchema = playerRefSchema
  .extend({
    played: z.number().int(),
    wins: z.number().int(),
    ties: z.number().int(),
    losses: z.number().int(),
    points: z.number(),
    holesDifferential: z.number().int(),
    rank: z.number().int(),
    position: z.string(),
  })
  .meta({ id: 'GroupStanding' })

export const matchBracketSchema = z
  .object({
    gameId: z.number().int(),
    rounds: z.array(
      z.object({ bracketRound: z.string(), roundOrder: z.number().int(), matches: z.array(matchSummarySchema) }),
    ),
    groups: z.array(
      z.object({
        groupName: z.string(),
        standings: z.array(groupStandingSchema),
        matches: z.array(matchSummarySchema),
      }),
    ),
  })
  .meta({ id: 'MatchBracket' })

export const matchIdParamsSchema = z.object({ matchId: idSchema })

export const matchHoleSchema = z
  .object({
    number: z.number().int().positive().describe('1-18, then 19, 20... for extra holes'),
    hole: z.number().int().min(1).max(18).describe('Course hole played (extra holes start again at 1)'),
    par: z.number().int(),
    result: matchHoleResultSchema,
    status: z.string().describe("After the hole: 'AS', 'A 2 UP', 'B 1 UP'"),
  })
  .meta({ id: 'MatchHole' })

export const matchStateSchema = z
  .object({
    state: z.enum(['playing', 'finished', 'extended']),
    leader: z.enum(['A', 'B']).nullable(),
    up: z.number().int(),
    holesPlayed: z.number().int(),
    holesRemaining: z.number().int(),
    dormie: z.boolean(),
    result: z.string().nullable(),
    winner: z.enum(['A', 'B']).nullable(),
  })
  .meta({ id: 'MatchState' })

export const matchRowSchema = z
  .object({
    gameId: z.number().int(),
    match: matchSummarySchema,
    holes: z.array(matchHoleSchema),
    matchState: matchStateSchema,
  })
  .meta({ id: 'MatchRow' })

export const matchPlayoffParamsSchema = z.object({ gameId: idSchema, matchId: idSchema })
export const matchPlayoffSchema = z
  .object({
    gameId: z.number().int(),
    match: matchSummarySchema,
    extraHoles: z.array(matchHoleSchema).describe('Holes after the 18th'),
  })
  .meta({ id: 'MatchPlayoff' })

export const groupPlayoffParamsSchema = z.object({ gameId: idSchema, groupName: z.string().min(1).max(8) })
export const groupPlayoffSchema = z
  .object({
    gameId: z.number().int(),
    groupName: z.string(),
    standings: z.array(groupStandingSchema),
    tiedForFirst: z
      .array(playerRefSchema)
      .describe('Players level at the top after every tie-break: they play off; empty when decided'),
    matches: z.array(matchSummarySchema).describe('Playoff matches stored for the group (none stored yet: see docs)'),
  })
  .meta({ id: 'GroupPlayoff' })

export type PlayoffDto = z.infer<typeof playoffSchema>
export type MatchSummaryDto = z.infer<typeof matchSummarySchema>
export type MatchHoleDto = z.infer<typeof matchHoleSchema>
export type GroupStandingDto = z.infer<typeof groupStandingSchema>
export type MatchBracketDto = z.infer<typeof matchBracketSchema>
