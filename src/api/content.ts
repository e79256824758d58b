/** Document pages and member statistics (decision 0037); keys under ['content'] so one key invalidates them all. */
import { queryOptions } from '@tanstack/react-query'
import { contentPageListSchema, contentPageSchema, memberStatsSchema, type ContentSection } from '@contract/content'
import { api } from './client'
import { STALE } from './query-keys'

export const contentKeys = {
  all: ['content'] as const,
  page: (slug: string) => ['content', 'page', slug] as const,
  pages: (section: ContentSection) => ['content', 'pages', section] as const,
  memberStats: () => ['content', 'member-stats'] as const,
}

/** Staff edit pages rarely: a page stays fresh for the reference time (a 404 is not retried: the client's policy). */
export const contentPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: contentKeys.page(slug),
    queryFn: async ({ signal }) =>
      (await api.get(`/content/pages/${encodeURIComponent(slug)}`, { schema: contentPageSchema, signal })).data,
    staleTime: STALE.reference,
  })

/** The section's pages for its sub-navigation (titles only). */
export const contentPagesQueryOptions = (section: ContentSection) =>
  queryOptions({
    queryKey: contentKeys.pages(section),
    queryFn: async ({ signal }) =>
      (await api.get('/content/pages', { query: { section }, schema: contentPageListSchema, signal })).data,
    staleTime: STALE.reference,
  })

export const memberStatsQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.memberStats(),
    queryFn: async ({ signal }) => (await api.get('/content/member-stats', { schema: memberStatsSchema, signal })).data,
    staleTime: STALE.default,
  })
