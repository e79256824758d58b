/**
 * The membership card (docs/requirements/my-page.md#my-3) and the checker's call (#my-4). The card's code is
 * computed by the server; the page fetches a new one before the current one expires.
 */
import { queryOptions } from '@tanstack/react-query'
import { cardCheckSchema, memberCardSchema, type CardCheckDto } from '@contract/member-card'
import { api } from './client'

export const memberCardKeys = {
  card: () => ['member', 'card'] as const,
}

export const memberCardQueryOptions = () =>
  queryOptions({
    queryKey: memberCardKeys.card(),
    queryFn: async ({ signal }) => (await api.get('/mypage/card', { schema: memberCardSchema, signal })).data,
    // The page schedules its own refetch from `expiresAt`; a stale card must never be reused from the cache.
    staleTime: 0,
    gcTime: 0,
  })

export async function checkCard(code: string): Promise<CardCheckDto> {
  return (await api.post('/card/check', { code }, { schema: cardCheckSchema })).data
}
