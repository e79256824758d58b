import { z } from 'zod'
import { SEARCH_KEYWORD_MAX, SEARCH_KINDS } from './search-kinds'

/** `GET /api/search?keyword&kind&page`: players, tournaments, news and pages in one answer (decision 0031). */

export const searchQuerySchema = z.object({
  keyword: z
    .string()
    .trim()
    .min(1)
    .max(SEARCH_KEYWORD_MAX)
    .describe('Part of a name or title, case-insensitive; `%` and `_` match themselves'),
  kind: z
    .enum(['all', ...SEARCH_KINDS])
    .default('all')
    .describe('all: the first 5 of every kind; a kind: that kind only, 10 per page'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('Page of the chosen kind (ignored for all)'),
})

export const searchPlayerSchema = z
  .object({
    playerId: z.number().int().positive(),
    nameKo: z.string(),
    firstNameEn: z.string(),
    lastNameEn: z.string(),
    country: z.string(),
    photoUrl: z.string().nullable(),
    tourId: z
      .number()
      .int()
      .describe('The tour whose player page shows the player: 13 for seniors-only players, else 11'),
  })
  .meta({ id: 'SearchPlayer' })

export const searchTournamentSchema = z
  .object({
    gameId: z.number().int().positive(),
    tourId: z.number().int(),
    year: z.number().int(),
    nameKo: z.string(),
    nameEn: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    status: z
      .number()
      .int()
      .describe('Game status code (1 before start, 2 in progress, 3 completed, 4 registration closed, 9 cancelled)'),
  })
  .meta({ id: 'SearchTournament' })

export const searchNewsSchema = z
  .object({ id: z.number().int(), titleKo: z.string(), titleEn: z.string(), publishedAt: z.string(), path: z.string() })
  .meta({ id: 'SearchNews' })

export const searchPageSchema = z
  .object({
    id: z.string(),
    path: z.string(),
    titleKo: z.string(),
    titleEn: z.string(),
    sectionKo: z.string(),
    sectionEn: z.string(),
  })
  .meta({ id: 'SearchPage' })

const countsSchema = z.object({
  players: z.number().int().nonnegative(),
  tournaments: z.number().int().nonnegative(),
  news: z.number().int().nonnegative(),
  pages: z.number().int().nonnegative(),
})

export const searchResultSchema = z
  .object({
    keyword: z.string(),
    kind: z.enum(['all', ...SEARCH_KINDS]),
    page: z.number().int(),
    pageSize: z.number().int(),
    counts: countsSchema.describe('Matches of every kind, whatever kind was asked'),
    players: z.array(searchPlayerSchema),
    tournaments: z.array(searchTournamentSchema).describe('Newest first'),
    news: z.array(searchNewsSchema).describe('News articles and stories, newest first; path is where each is read'),
    pages: z.array(searchPageSchema),
  })
  .meta({ id: 'SearchResult' })

export type SearchQuery = z.infer<typeof searchQuerySchema>
export type SearchResultDto = z.infer<typeof searchResultSchema>
export type SearchPlayerDto = z.infer<typeof searchPlayerSchema>
export type SearchTournamentDto = z.infer<typeof searchTournamentSchema>
export type SearchNewsDto = z.infer<typeof searchNewsSchema>
export type SearchPageDto = z.infer<typeof searchPageSchema>
export * from './search-kinds'
