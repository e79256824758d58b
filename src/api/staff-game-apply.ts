/**
 * The staff's field confirmation (docs/requirements/tournament-applications.md#app-11): tournaments whose window is
 * open or has ended, one tournament's applicants, and the confirmation. Keys under `staff`, removed at every change
 * of login (src/app/member-cache.ts).
 */
import { queryOptions } from '@tanstack/react-query'
import { applyGameListSchema, fieldConfirmedSchema, staffFieldSchema } from '@contract/game-apply'
import { api } from './client'
import { STALE } from './query-keys'

export const staffApplyKeys = {
  all: ['staff', 'game-apply'] as const,
  games: () => ['staff', 'game-apply', 'games'] as const,
  field: (gameId: number) => ['staff', 'game-apply', 'field', gameId] as const,
}

export const staffApplyGamesQueryOptions = () =>
  queryOptions({
    queryKey: staffApplyKeys.games(),
    queryFn: async ({ signal }) => (await api.get('/staff/game-apply', { schema: applyGameListSchema, signal })).data,
    staleTime: STALE.default,
  })

export const staffFieldQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: staffApplyKeys.field(gameId),
    queryFn: async ({ signal }) =>
      (await api.get(`/staff/game-apply/${gameId}`, { schema: staffFieldSchema, signal })).data,
    staleTime: STALE.live,
  })

/** POST /staff/game-apply/{gameId}/confirm: idempotent, so no key is needed; a second call adds only the newly paid. */
export async function confirmField(gameId: number) {
  return (await api.post(`/staff/game-apply/${gameId}/confirm`, {}, { schema: fieldConfirmedSchema })).data
}
