/**
 * Media library calls (decision 0036): the list under the media filter of docs/requirements/content.md#con-6, one item
 * (which counts a view) and the filter's options. Keys under ['media'], so `['media']` invalidates them all.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { mediaDetailSchema, mediaListSchema, mediaOptionsSchema } from '@contract/media'
import type { GalleryTab, MediaKind, SearchOrder } from '@contract/media-codes'
import { api } from './client'
import { STALE } from './query-keys'

/**
 * The filter as the gallery sends it: the single forms of the fields of docs/requirements/content.md#con-6 (the API
 * takes lists too).
 */
export interface MediaListParams {
  kind?: MediaKind | undefined
  tourId?: number | undefined
  gameId?: number | undefined
  gameDate?: string | undefined
  round?: number | undefined
  memberId?: number | undefined
  clubType?: string | undefined
  field?: string | undefined
  score?: string | undefined
  searchWord?: string | undefined
  page: number
  pageSize: number
  searchOrder: SearchOrder
}

export interface MediaOptionsParams {
  tourId: number
  kind: GalleryTab
  gameId?: number | undefined
}

export const mediaKeys = {
  all: ['media'] as const,
  list: (p: MediaListParams) => ['media', 'list', p] as const,
  detail: (id: number, kind: MediaKind) => ['media', 'detail', id, kind] as const,
  options: (p: MediaOptionsParams) => ['media', 'options', p] as const,
}

export const mediaListQueryOptions = (p: MediaListParams) =>
  queryOptions({
    queryKey: mediaKeys.list(p),
    queryFn: async ({ signal }) => (await api.get('/media', { query: { ...p }, schema: mediaListSchema, signal })).data,
    staleTime: STALE.default,
    placeholderData: keepPreviousData,
  })

/**
 * One article as the page of its kind reads it (another kind is a 404 and no view). Each fetch counts a
 * view on the server: a long staleness keeps a re-render from counting twice.
 */
export const mediaDetailQueryOptions = (id: number, kind: MediaKind) =>
  queryOptions({
    queryKey: mediaKeys.detail(id, kind),
    queryFn: async ({ signal }) =>
      (await api.get(`/media/${id}`, { query: { kind }, schema: mediaDetailSchema, signal })).data,
    staleTime: STALE.profile,
  })

export const mediaOptionsQueryOptions = (p: MediaOptionsParams) =>
  queryOptions({
    queryKey: mediaKeys.options(p),
    queryFn: async ({ signal }) =>
      (await api.get('/media/options', { query: { ...p }, schema: mediaOptionsSchema, signal })).data,
    staleTime: STALE.default,
    placeholderData: keepPreviousData,
  })
