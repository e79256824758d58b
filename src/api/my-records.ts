/**
 * The member's own records and events (docs/requirements/my-page.md#my-2, #my-16). The keys live under `member`, so
 * they leave the cache with the login like the rest of the member's data (src/app/member-cache.ts).
 */
import { queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import { myEventsSchema } from '@contract/my-events'
import {
  myAttendanceSchema,
  myAwardsSchema,
  myHoleGamesSchema,
  myHoleScoreSchema,
  myRecordSchema,
  myRecordYearsSchema,
} from '@contract/my-records'
import { api } from './client'
import { STALE } from './query-keys'

export const myRecordKeys = {
  all: ['member', 'records'] as const,
  years: () => ['member', 'records', 'years'] as const,
  season: (year: number | null) => ['member', 'records', 'season', year] as const,
  holeGames: (year: number | null) => ['member', 'records', 'hole-games', year] as const,
  holeScore: (gameId: number) => ['member', 'records', 'hole-score', gameId] as const,
  awards: () => ['member', 'records', 'awards'] as const,
  attendance: () => ['member', 'records', 'attendance'] as const,
  events: () => ['member', 'events'] as const,
}

const get = <T>(path: string, schema: z.ZodType<T>, signal?: AbortSignal, year?: number | null) =>
  api
    .get(path, { schema, signal, query: year === null || year === undefined ? undefined : { year: String(year) } })
    .then((r) => r.data)

export const myRecordYearsQueryOptions = () =>
  queryOptions({
    queryKey: myRecordKeys.years(),
    queryFn: ({ signal }) => get('/mypage/record/year', myRecordYearsSchema, signal),
    staleTime: STALE.default,
  })

export const myRecordQueryOptions = (year: number | null) =>
  queryOptions({
    queryKey: myRecordKeys.season(year),
    queryFn: ({ signal }) => get('/mypage/record', myRecordSchema, signal, year),
    staleTime: STALE.default,
  })

export const myHoleGamesQueryOptions = (year: number | null) =>
  queryOptions({
    queryKey: myRecordKeys.holeGames(year),
    queryFn: ({ signal }) => get('/mypage/hole-score', myHoleGamesSchema, signal, year),
    staleTime: STALE.default,
  })

export const myHoleScoreQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: myRecordKeys.holeScore(gameId),
    queryFn: ({ signal }) => get(`/mypage/hole-score/${gameId}`, myHoleScoreSchema, signal),
    staleTime: STALE.default,
  })

export const myAwardsQueryOptions = () =>
  queryOptions({
    queryKey: myRecordKeys.awards(),
    queryFn: ({ signal }) => get('/mypage/game-award', myAwardsSchema, signal),
    staleTime: STALE.default,
  })

export const myAttendanceQueryOptions = () =>
  queryOptions({
    queryKey: myRecordKeys.attendance(),
    queryFn: ({ signal }) => get('/mypage/game-attend', myAttendanceSchema, signal),
    staleTime: STALE.default,
  })

export const myEventsQueryOptions = () =>
  queryOptions({
    queryKey: myRecordKeys.events(),
    queryFn: ({ signal }) => get('/mypage/event', myEventsSchema, signal),
    staleTime: STALE.default,
  })
