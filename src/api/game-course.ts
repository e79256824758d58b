/**
 * The course of a game with hole geometry, and the tee sheet of a round (/game/course/info, /game/timeTable).
 * Query keys (defined here, not in query-keys.ts):
 *   ['games', 'courseInfo', gameId]
 *   ['games', 'timeTable', gameId, round]
 */
import { queryOptions } from '@tanstack/react-query'
import { courseInfoSchema, timeTableSchema } from '@contract/game-course'
import { api } from './client'
import { STALE } from './query-keys'

export const gameCourseKeys = {
  info: (gameId: number) => ['games', 'courseInfo', gameId] as const,
  timeTable: (gameId: number, round: number) => ['games', 'timeTable', gameId, round] as const,
}

/** Hole geometry never changes during an event. */
export const courseInfoQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameCourseKeys.info(gameId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/course/info', { query: { gameId }, schema: courseInfoSchema, signal })).data,
    staleTime: STALE.reference,
  })

export const timeTableQueryOptions = (gameId: number, round: number) =>
  queryOptions({
    queryKey: gameCourseKeys.timeTable(gameId, round),
    queryFn: async ({ signal }) =>
      (await api.get('/game/timeTable', { query: { gameId, round }, schema: timeTableSchema, signal })).data,
    staleTime: STALE.default,
  })
