import { z } from 'zod'
import { idSchema, tourIdSchema } from './game'
import {
  CLUB_TYPES,
  FIELDS,
  MEDIA_KINDS,
  MEDIA_LIST_MAX,
  MEDIA_PAGE_DEFAULT,
  MEDIA_PAGE_SIZE_DEFAULT,
  MEDIA_PAGE_SIZE_MAX,
  MEDIA_SEARCH_WORD_MAX,
  SCORES,
  SEARCH_ORDERS,
} from './media-codes'

/**
 * The media library (`GET /api/media`, `GET /api/media/{id}`, `GET /api/media/options`): decision 0036.
 * The list takes the media filter of docs/requirements/content.md#con-6: every field in a single form (`gameId=3`) and
 * a list form (`gameIds=3,4` or `gameIds=3&gameIds=4`); both forms of a field add up to one set of accepted values, and
 * the fields combine with AND. An empty value (`round=`) is an unset filter, as the portal's client sends its defaults;
 * any other value that is not valid is refused (400 VALIDATION).
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-(0[1-9]|[12]\d|3[01])$/)
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'not a calendar date',
  )
const roundSchema = z.coerce.number().int().min(1).max(9)

/** '' (an unset filter as the portal's client sends it, docs/requirements/content.md#con-6) reads as absent. */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value)
const single = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

/** `a,b` or repeated keys → values; blanks dropped, so `gameIds=` is unset like `gameId=`. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined) return undefined
    const values = (Array.isArray(value) ? value : [value])
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter((v) => v !== '')
    return values.length === 0 ? undefined : values
  }, z.array(item).max(MEDIA_LIST_MAX).optional())

export const mediaListQuerySchema = z
  .object({
    kind: single(z.enum(MEDIA_KINDS)).describe('news, photo, video or story; absent: every kind'),
    tourId: single(tourIdSchema),
    tourIds: list(tourIdSchema),
    gameId: single(idSchema).describe('Tournament id'),
    gameIds: list(idSchema),
    gameDate: single(isoDate).describe('The tournament day covered, YYYY-MM-DD (Asia/Seoul)'),
    gameDates: list(isoDate),
    round: single(roundSchema),
    rounds: list(roundSchema),
    memberId: single(idSchema).describe('The player featured (players.id)'),
    memberIds: list(idSchema),
    clubType: single(z.enum(CLUB_TYPES)),
    clubTypes: list(z.enum(CLUB_TYPES)),
    field: single(z.enum(FIELDS)).describe('Where on the course'),
    fields: list(z.enum(FIELDS)),
    score: single(z.enum(SCORES)).describe('What the hole came to'),
    scores: list(z.enum(SCORES)),
    searchWord: z
      .preprocess(blankToUndefined, z.string().trim().min(1).max(MEDIA_SEARCH_WORD_MAX).optional())
      .describe('Part of the title, caption or text, either language, case-insensitive'),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(MEDIA_PAGE_DEFAULT)),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce.number().int().min(1).max(MEDIA_PAGE_SIZE_MAX).default(MEDIA_PAGE_SIZE_DEFAULT),
    ),
    searchOrder: z
      .preprocess(blankToUndefined, z.enum(SEARCH_ORDERS).default('basic'))
      .describe(
        'basic: newest day first, in the order of the day within it; latest: newest publication first; popular: ' +
          'most viewed first',
      ),
  })
  .strict()

export const mediaIdParamsSchema = z.object({ mediaId: idSchema })
export const mediaDetailQuerySchema = z
  .object({
    kind: single(z.enum(MEDIA_KINDS)).describe('The kind the page shows: another kind answers 404 and counts no view'),
  })
  .strict()

export const mediaImageSchema = z
  .object({
    url: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    altKo: z.string(),
    altEn: z.string(),
  })
  .meta({ id: 'MediaImage' })

const nameRef = { nameKo: z.string(), nameEn: z.string() }

export const mediaItemSchema = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(MEDIA_KINDS),
    tourId: z.number().int().nullable(),
    game: z.object({ gameId: z.number().int(), ...nameRef }).nullable(),
    gameDate: z.string().nullable(),
    round: z.number().int().nullable(),
    member: z.object({ memberId: z.number().int(), ...nameRef }).nullable(),
    clubType: z.enum(CLUB_TYPES).nullable(),
    field: z.enum(FIELDS).nullable(),
    score: z.enum(SCORES).nullable(),
    titleKo: z.string(),
    titleEn: z.string(),
    summaryKo: z.string(),
    summaryEn: z.string(),
    creditKo: z.string(),
    creditEn: z.string(),
    image: mediaImageSchema,
    videoUrl: z.string().nullable(),
    durationSec: z.number().int().nullable(),
    publishedAt: z.string().describe('ISO instant'),
    viewCount: z.number().int(),
  })
  .meta({ id: 'MediaItem' })

export const mediaKindCountsSchema = z.object({
  news: z.number().int(),
  photo: z.number().int(),
  video: z.number().int(),
  story: z.number().int(),
})

export const mediaListSchema = z
  .object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().describe('Items matching, of the kind asked'),
    totalPages: z.number().int(),
    searchOrder: z.enum(SEARCH_ORDERS),
    counts: mediaKindCountsSchema.describe('Items matching every filter but kind, per kind (the tabs)'),
    items: z.array(mediaItemSchema),
  })
  .meta({ id: 'MediaList' })

const neighbourSchema = z.object({ id: z.number().int(), titleKo: z.string(), titleEn: z.string() }).nullable()

export const mediaDetailSchema = mediaItemSchema
  .extend({
    bodyKo: z
      .string()
      .describe('Plain text; paragraphs split by a blank line; in stories "## " starts a heading and "> " a quote'),
    bodyEn: z.string(),
    previous: neighbourSchema.describe('The older item of the same kind and tour'),
    next: neighbourSchema.describe('The newer item of the same kind and tour'),
  })
  .meta({ id: 'MediaDetail' })

export const mediaOptionsQuerySchema = z
  .object({
    tourId: single(tourIdSchema),
    kind: single(z.enum(MEDIA_KINDS)),
    gameId: single(idSchema).describe('Narrows the days, rounds and players to one tournament'),
  })
  .strict()

export const mediaOptionsSchema = z
  .object({
    games: z
      .array(
        z.object({
          gameId: z.number().int(),
          ...nameRef,
          startDate: z.string(),
          endDate: z.string(),
          count: z.number().int(),
        }),
      )
      .describe('Newest first'),
    dates: z.array(z.string()).describe('Days covered, newest first'),
    rounds: z.array(z.number().int()),
    members: z
      .array(z.object({ memberId: z.number().int(), ...nameRef, count: z.number().int() }))
      .describe('By Korean name'),
    clubTypes: z.array(z.enum(CLUB_TYPES)),
    fields: z.array(z.enum(FIELDS)),
    scores: z.array(z.enum(SCORES)),
  })
  .meta({ id: 'MediaOptions' })

export const mediaArtParamsSchema = z.object({
  version: z.coerce.number().int().min(1).max(999),
  name: z.string().max(64).describe('scene-tourId-seed(-wide).svg'),
})

export type MediaListQuery = z.infer<typeof mediaListQuerySchema>
export type MediaListDto = z.infer<typeof mediaListSchema>
export type MediaItemDto = z.infer<typeof mediaItemSchema>
export type MediaDetailDto = z.infer<typeof mediaDetailSchema>
export type MediaOptionsQuery = z.infer<typeof mediaOptionsQuerySchema>
export type MediaDetailQuery = z.infer<typeof mediaDetailQuerySchema>
export type MediaOptionsDto = z.infer<typeof mediaOptionsSchema>
export type MediaKindCounts = z.infer<typeof mediaKindCountsSchema>
