/** The events page and the winner-prediction event (decision 0032); keys under ['events']. */
import { queryOptions } from '@tanstack/react-query'
import { eventListSchema, myPickSchema, predictionDetailSchema, type MyPickDto } from '@contract/prediction-event'
import type { EventTab } from '@domain/events/prediction'
import { api } from './client'
import { STALE } from './query-keys'

export const eventKeys = {
  all: ['events'] as const,
  list: (tabId: EventTab) => ['events', 'list', tabId] as const,
  prediction: (gameId: number) => ['events', 'prediction', gameId] as const,
  myPick: (gameId: number) => ['events', 'my-pick', gameId] as const,
}

export const eventListQueryOptions = (tabId: EventTab) =>
  queryOptions({
    queryKey: eventKeys.list(tabId),
    queryFn: async ({ signal }) =>
      (await api.get('/events', { query: { tabId }, schema: eventListSchema, signal })).data,
    staleTime: STALE.default,
  })

export const predictionQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: eventKeys.prediction(gameId),
    queryFn: async ({ signal }) =>
      (await api.get(`/events/prediction/${gameId}`, { schema: predictionDetailSchema, signal })).data,
    staleTime: STALE.default,
  })

export const myPickQueryOptions = (gameId: number) =>
  queryOptions({
    queryKey: eventKeys.myPick(gameId),
    queryFn: async ({ signal }) =>
      (await api.get(`/events/prediction/${gameId}/pick`, { schema: myPickSchema, signal })).data,
    staleTime: STALE.default,
  })

export async function savePick(gameId: number, playerId: number): Promise<MyPickDto> {
  return (await api.put(`/events/prediction/${gameId}/pick`, { playerId }, { schema: myPickSchema })).data
}
