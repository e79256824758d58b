import { searchQuerySchema, searchResultSchema } from '@contract/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { readerLanguage } from '../../http/reader-language'
import { siteSearch } from './service'

/** Site search (`/searchs/search/?keyword=`): players, tournaments, news and pages with counts per kind. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Site search',
        description:
          'Players (Korean or English name), tournaments (Korean or English name, season year), news (articles and ' +
          'stories of the media library, title or text in either language, newest first) and portal pages ' +
          '(titles in both languages). counts covers every kind whatever kind is asked.',
        tags: ['search'],
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, ...errorResponses },
      },
    },
    async (request) => siteSearch(app.db, request.query, readerLanguage(request.headers)),
  )
}
