/**
 * Notice calls of the tours (decision 0032) and the association (0037); keys under ['notices'] so one key invalidates
 * them all.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { noticeDetailSchema, noticeListSchema } from '@contract/notice'
import { api } from './client'
import { STALE } from './query-keys'

export interface NoticeListParams {
  /** The association's board, or a tour's (the default). */
  scope?: 'tour' | 'association'
  tourId?: number | undefined
  q?: string | undefined
  page: number
  pageSize: number
}

export const noticeKeys = {
  all: ['notices'] as const,
  list: (p: NoticeListParams) => ['notices', 'list', p] as const,
  detail: (noticeId: number) => ['notices', 'detail', noticeId] as const,
}

export const noticeListQueryOptions = (p: NoticeListParams) =>
  queryOptions({
    queryKey: noticeKeys.list(p),
    queryFn: async ({ signal }) =>
      (await api.get('/notices', { query: { ...p }, schema: noticeListSchema, signal })).data,
    staleTime: STALE.default,
    placeholderData: keepPreviousData,
  })

/** Each fetch counts a view on the server: a long staleness keeps a re-render from counting twice. */
export const noticeDetailQueryOptions = (noticeId: number) =>
  queryOptions({
    queryKey: noticeKeys.detail(noticeId),
    queryFn: async ({ signal }) => (await api.get(`/notices/${noticeId}`, { schema: noticeDetailSchema, signal })).data,
    staleTime: STALE.profile,
  })
