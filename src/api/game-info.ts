/**
 * The tournament page's information tabs: venue and visitor information, broadcast, the field, past editions and
 * results (docs/requirements/api-conventions.md#api-17). Query keys (defined here, not in query-keys.ts):
 *   ['games', 'address' | 'broadcast' | 'broadcastNew' | 'entryList' | 'history' | 'prevChallenge' | 'gameRecord',
 *     gameId]
 */
import { queryOptions } from '@tanstack/react-query'
import { gameHistorySchema, prevChallengeSchema } from '@contract/game-history'
import {
  broadcastAnnouncementSchema,
  broadcastScheduleSchema,
  entryListSchema,
  visitorInfoSchema,
} from '@contract/game-info'
import { gameRecordSchema } from '@contract/game-records'
import { api } from './client'
import { STALE } from './query-keys'

export const gameInfoKeys = {
  of: (
    kind: 'address' | 'broadcast' | 'broadcastNew' | 'entryList' | 'history' | 'prevChallenge' | 'gameRecord',
    gameId: number,
  ) => ['games', kind, gameId] as const,
}

/** Venue, shuttle and parking change rarely once published. */
export const visitorInfoQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameInfoKeys.of('address', gameId),
    queryFn: async ({ signal }) =>
      (await api.get(`/game/address/${gameId}`, { schema: visitorInfoSchema, signal })).data,
    staleTime: STALE.reference,
  })

export const broadcastQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameInfoKeys.of('broadcast', gameId),
    queryFn: async ({ signal }) =>
      (await api.get(`/game/broadcast/${gameId}`, { schema: broadcastAnnouncementSchema, signal })).data,
    staleTime: STALE.reference,
  })

export const broadcastScheduleQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameInfoKeys.of('broadcastNew', gameId),
    queryFn: async ({ signal }) =>
      (await api.get(`/game/broadcastNew/${gameId}`, { schema: broadcastScheduleSchema, signal })).data,
    staleTime: STALE.default,
  })

/** The field changes when players withdraw: the default minute. */
export const entryListQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameInfoKeys.of('entryList', gameId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/entryList', { query: { gameId }, schema: entryListSchema, signal })).data,
    staleTime: STALE.default,
  })

/** Past editions are history: they change only when this edition is completed. */
export const gameHistoryQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameInfoKeys.of('history', gameId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/history', { query: { gameId }, schema: gameHistorySchema, signal })).data,
    staleTime: STALE.reference,
  })

export const prevChallengeQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameInfoKeys.of('prevChallenge', gameId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/prevChallenge', { query: { gameId }, schema: prevChallengeSchema, signal })).data,
    staleTime: STALE.reference,
  })

/** Every player's result line with prize money and points (the payouts of a completed game). */
export const gameRecordQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: gameInfoKeys.of('gameRecord', gameId),
    queryFn: async ({ signal }) =>
      (await api.get('/game/gameRecord', { query: { gameId }, schema: gameRecordSchema, signal })).data,
    staleTime: STALE.default,
  })
