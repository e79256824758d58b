import {
  contentPageListQuerySchema,
  contentPageListSchema,
  contentPageSchema,
  contentSlugParamsSchema,
  memberStatsSchema,
} from '@contract/content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { MEMBER_STATS_TTL_MS, memberStatsCache } from './member-stats-cache'
import { listPages, memberStats, readPage } from './service'

const tags = ['content']

/** The API of about, terms and guide pages and the member statistics (issue 8, decision 0037). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const cachedMemberStats = memberStatsCache((now) => memberStats(app.db, now), app.authKeys.now)

  app.get(
    '/content/pages',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Published document pages, for menus and sub-navigation',
        description:
          'Titles and summaries in both languages, section by section (about, guide, terms) in menu order; no bodies.',
        tags,
        querystring: contentPageListQuerySchema,
        response: { 200: contentPageListSchema, ...errorResponses },
      },
    },
    async (request) => listPages(app.db, request.query.section),
  )
  app.get(
    '/content/pages/:slug',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One document page with its body in Korean and English',
        description: 'The body is a list of typed blocks (ContentBlock). 404 for an unknown or unpublished slug.',
        tags,
        params: contentSlugParamsSchema,
        response: { 200: contentPageSchema, ...errorResponses },
      },
    },
    async (request) => readPage(app.db, request.params.slug, request.log),
  )
  app.get(
    '/content/member-stats',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Association members by age group and region',
        description:
          'Counts distinct membership numbers over the member accounts (residence address) and the players register ' +
          `(home town), ages on today in Asia/Seoul; counted at most every ${MEMBER_STATS_TTL_MS / 60_000} minutes.`,
        tags,
        response: { 200: memberStatsSchema, ...errorResponses },
      },
    },
    async () => cachedMemberStats(),
  )
}
