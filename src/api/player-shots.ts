/** Notable shots (decision 0032); keys under ['player-shots']. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { playerShotsSchema } from '@contract/player-shots'
import type { ShotTab } from '@domain/shots/notable'
import { api } from './client'
import { STALE } from './query-keys'

export const playerShotKeys = {
  all: ['player-shots'] as const,
  list: (tabId: ShotTab, page: number, pageSize: number) => ['player-shots', tabId, page, pageSize] as const,
}

export const playerShotsQueryOptions = (tabId: ShotTab, page: number, pageSize: number) =>
  queryOptions({
    queryKey: playerShotKeys.list(tabId, page, pageSize),
    queryFn: async ({ signal }) =>
      (await api.get('/player-shots', { query: { tabId, page, pageSize }, schema: playerShotsSchema, signal })).data,
    staleTime: STALE.default,
    placeholderData: keepPreviousData,
  })
