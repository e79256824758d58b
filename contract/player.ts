import { z } from 'zod'
import { idSchema } from './game'
import { isPlayerTourId, PLAYER_SORTS } from './player-search'

/** Player profiles and records (`GET /api/players/{playerId}`, `.../records`). */

export const playerIdParamsSchema = z.object({ playerId: idSchema })

export const playerProfileSchema = z
  .object({
    playerId: z.number().int().positive(),
    externalId: z.string().nullable(),
    nameKo: z.string(),
    firstNameEn: z.string(),
    lastNameEn: z.string(),
    country: z.string(),
    gender: z.enum(['M', 'F']),
    birthDate: z.string().nullable(),
    heightCm: z.number().int().nullable(),
    weightKg: z.number().int().nullable(),
    hometownKo: z.string().nullable(),
    hometownEn: z.string().nullable(),
    turnedProYear: z.number().int().nullable(),
    tourDebutYear: z.number().int().nullable(),
    rookieYear: z.number().int().nullable(),
    amateur: z.boolean(),
    photoUrl: z.string().nullable(),
    specialties: z.array(z.string()),
    sponsor: z.string().nullable(),
    ball: z.string().nullable(),
  })
  .meta({ id: 'PlayerProfile' })

export const playerRecordsQuerySchema = z.object({
  tourId: z.coerce.number().int().positive().max(999).optional().describe('One tour; every tour when omitted'),
})

export const recordSummarySchema = z
  .object({
    starts: z.number().int(),
    wins: z.number().int(),
    top10s: z.number().int(),
    cutsMade: z.number().int(),
    cutsMissed: z.number().int(),
    prizeWon: z.number().int(),
    genesisPoints: z.number().int(),
    longestCutStreak: z.number().int(),
    currentCutStreak: z.number().int(),
    lowestRound: z.number().int().nullable().describe('Strokes of the best complete round'),
    lowest72: z.number().int().nullable().describe('Best 72-hole total'),
    roundsPlayed: z.number().int(),
    scoringAverage: z.number().nullable().describe('Strokes per complete round, 3 decimals'),
  })
  .meta({ id: 'RecordSummary' })

export const playerRecordsSchema = z
  .object({
    playerId: z.number().int(),
    tourId: z.number().int().nullable(),
    career: recordSummarySchema,
    seasons: z.array(recordSummarySchema.extend({ season: z.number().int() })).describe('Newest first'),
  })
  .meta({ id: 'PlayerRecords' })

export type PlayerProfileDto = z.infer<typeof playerProfileSchema>
export type RecordSummaryDto = z.infer<typeof recordSummarySchema>
export type PlayerRecordsDto = z.infer<typeof playerRecordsSchema>

export * from './player-search'

export const PLAYER_PAGE_SIZE_MAX = 100

/** `GET /api/players`: the players who played a tour, searched by name. */
export const playerSearchQuerySchema = z.object({
  tourId: z.coerce
    .number()
    .int()
    .refine(isPlayerTourId, { message: 'tourId must be 11 or 13' })
    .default(11)
    .describe('11 or 13: players with an entry in a game of that tour'),
  q: z.string().trim().max(50).optional().describe('Part of the Korean or English name, case-insensitive'),
  sort: z
    .enum(PLAYER_SORTS)
    .default('name')
    .describe('name: by name in `lang`; memberNo: by membership number, players without one last'),
  lang: z.enum(['ko', 'en']).default('ko').describe('Language whose name order `sort=name` follows'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PLAYER_PAGE_SIZE_MAX).default(20),
})

export const playerListItemSchema = z
  .object({
    playerId: z.number().int().positive(),
    nameKo: z.string(),
    firstNameEn: z.string(),
    lastNameEn: z.string(),
    country: z.string(),
    memberNo: z.string().nullable(),
    photoUrl: z.string().nullable(),
    wins: z.number().int().nonnegative().describe('Wins in completed games of the tour'),
  })
  .meta({ id: 'PlayerListItem' })

export const playerListSchema = z
  .object({
    tourId: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().nonnegative(),
    items: z.array(playerListItemSchema),
  })
  .meta({ id: 'PlayerList' })

export const MILITARY_SERVICE_CODES = ['completed', 'exempt', 'serving', 'pending'] as const
export const AWARD_CODES = ['popularity', 'fair_play', 'comeback', 'best_shot'] as const

/**
 * The profile with the member information (`GET /api/players/{playerId}`). When `profilePrivate` is
 * true the member fields (birth date, age, height, weight, hometown, hobby, military service,
 * instructor) are null: the player asked for them not to be shown (docs/requirements/tours-and-records.md#tr-18).
 */
export const playerDetailSchema = playerProfileSchema
  .extend({
    memberNo: z.string().nullable(),
    age: z.number().int().nullable().describe('Full years today in Asia/Seoul; null when private or unknown'),
    militaryService: z.enum(MILITARY_SERVICE_CODES).nullable(),
    hobbyKo: z.string().nullable(),
    hobbyEn: z.string().nullable(),
    instructor: z.string().nullable(),
    awards: z.array(z.object({ year: z.number().int(), code: z.enum(AWARD_CODES) })).describe('Newest first'),
    profilePrivate: z.boolean(),
    favouritesCount: z
      .number()
      .int()
      .nonnegative()
      .describe("Members who keep this player among their favourites (visitors' browser lists are not counted)"),
  })
  .meta({ id: 'PlayerDetail' })

export const playerStatsQuerySchema = z.object({
  tourId: z.coerce.number().int().positive().max(999).default(11),
})

export const seasonStatSchema = z
  .object({
    season: z.number().int(),
    rounds: z.number().int().describe('Complete stroke-play rounds of completed games'),
    scoringAverage: z.number().nullable().describe('Strokes per complete round, 2 decimals'),
    drivingDistance: z
      .number()
      .nullable()
      .describe('Yards per measured drive, 1 decimal; null when no hole scores are stored'),
    drivingAccuracy: z.number().nullable().describe('Fairways hit, percent, 2 decimals'),
    greensInRegulation: z.number().nullable().describe('Greens in regulation, percent, 2 decimals'),
    puttsPerRound: z.number().nullable().describe('Over rounds with putts on every hole, 2 decimals'),
  })
  .meta({ id: 'PlayerSeasonStat' })

export const seasonStandingSchema = z
  .object({
    season: z.number().int(),
    wins: z.number().int(),
    genesisPoints: z.number().int(),
    genesisRank: z.number().int().nullable().describe('Null when unranked (not a tour member, or no points)'),
    prizeWon: z.number().int(),
    prizeRank: z.number().int().nullable(),
  })
  .meta({ id: 'PlayerSeasonStanding' })

/** `GET /api/players/{playerId}/stats`: season statistics (oldest first) and the latest season's standing. */
export const playerStatsSchema = z
  .object({
    playerId: z.number().int(),
    tourId: z.number().int(),
    seasons: z.array(seasonStatSchema),
    standing: seasonStandingSchema
      .nullable()
      .describe("The tour's latest season with a completed game; null when the player has no line in it"),
  })
  .meta({ id: 'PlayerStats' })

export type PlayerListItemDto = z.infer<typeof playerListItemSchema>
export type PlayerListDto = z.infer<typeof playerListSchema>
export type PlayerDetailDto = z.infer<typeof playerDetailSchema>
export type PlayerSearchQuery = z.infer<typeof playerSearchQuerySchema>
export type SeasonStatDto = z.infer<typeof seasonStatSchema>
export type PlayerStatsDto = z.infer<typeof playerStatsSchema>
