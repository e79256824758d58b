import { ERROR_CODES } from '@contract/errors'
import {
  mediaArtParamsSchema,
  mediaDetailQuerySchema,
  mediaDetailSchema,
  mediaIdParamsSchema,
  mediaListQuerySchema,
  mediaListSchema,
  mediaOptionsQuerySchema,
  mediaOptionsSchema,
} from '@contract/media'
import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { httpError } from '../../http/http-error'
import { errorResponses } from '../../http/responses'
import { ART_VERSION, parseArtName } from '../../db/demo/art/art-url'
import { renderArt } from '../../db/demo/art/render-art'
import { listMedia, listMediaOptions, readMedia } from './service'

const tags = ['media']
/** A drawing's URL names everything it is drawn from (and the drawings' version): it never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** The API of news, photos, videos and stories (decision 0036). */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media',
    {
      config: { access: 'public' },
      schema: {
        summary: 'News, photos, videos and stories under the media filter',
        description:
          'Every filter field has a single and a list form (gameId / gameIds=1,2); both forms of a field add up to ' +
          'one set, fields combine with AND. An empty value is an unset filter; any other invalid value answers ' +
          '400 VALIDATION. counts gives every kind under the same filter (the tabs).',
        tags,
        querystring: mediaListQuerySchema,
        response: { 200: mediaListSchema, ...errorResponses },
      },
    },
    async (request) => listMedia(app.db, request.query),
  )
  app.get(
    '/media/options',
    {
      config: { access: 'public' },
      schema: {
        summary: "What the gallery's filter can offer",
        description:
          'Tournaments with items of the tour and kind; the days, rounds, players, clubs, places and scores found ' +
          '(within gameId when given).',
        tags,
        querystring: mediaOptionsQuerySchema,
        response: { 200: mediaOptionsSchema, ...errorResponses },
      },
    },
    async (request) => listMediaOptions(app.db, request.query),
  )
  app.get(
    '/media/:mediaId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One news article, photo, video or story',
        description:
          'Each read counts one view. previous and next are the older and newer items of the same kind and tour. ' +
          'kind: the page reading it (news, story); an item of another kind answers 404.',
        tags,
        params: mediaIdParamsSchema,
        querystring: mediaDetailQuerySchema,
        response: { 200: mediaDetailSchema, ...errorResponses },
      },
    },
    async (request) => readMedia(app.db, request.params.mediaId, request.query.kind),
  )
  app.get(
    '/media/art/:version/:name',
    {
      // Pictures are files to the browser: a gallery page asks for a dozen at once and a reader paging
      // through it would run into the API's per-minute limit. Each is drawn in about a millisecond and
      // cached for a year, so they are not limited.
      config: { access: 'public', rateLimit: false },
      schema: {
        summary: 'A demo picture drawn by the server (SVG)',
        description:
          'scene-tourId-seed.svg (3:2) or scene-tourId-seed-wide.svg (16:9); the same URL always answers the same ' +
          'picture, cached for a year.',
        tags,
        params: mediaArtParamsSchema,
        response: { 200: z.string().describe('image/svg+xml'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const spec = parseArtName(request.params.name)
      if (!spec || request.params.version !== ART_VERSION)
        throw httpError(404, ERROR_CODES.NOT_FOUND, 'No such picture')
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', IMMUTABLE)
        .send(renderArt(spec))
    },
  )
}
