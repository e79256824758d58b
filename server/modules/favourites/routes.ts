import { favouriteIdsSchema, favouritePlayerListSchema, favouritePlayerParamsSchema } from '@contract/favourites'
import { ERROR_CODES } from '@contract/errors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { httpError } from '../../http/http-error'
import { errorResponses } from '../../http/responses'
import { authOf } from '../auth/plugin'
import { addFavourite, favouriteIds, favouriteList, playerExists, removeFavourite } from './repository'

/**
 * The member's players of interest (docs/requirements/tours-and-records.md#tr-27). Every call works on the session's
 * member; adding and removing are idempotent so a double click or a retried request cannot fail or duplicate.
 */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['mypage']
  const { now } = app.authKeys

  app.get(
    '/mypage/favorite-player',
    {
      config: { access: 'member' },
      schema: {
        summary: 'My players of interest',
        tags,
        response: { 200: favouritePlayerListSchema, ...errorResponses },
      },
    },
    async (request) => ({ items: await favouriteList(app.db, authOf(request).memberId) }),
  )

  app.post(
    '/mypage/favorite-player/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Add a player of interest',
        description: 'Idempotent: adding a player already kept changes nothing. 404 NOT_FOUND for an unknown player.',
        tags,
        params: favouritePlayerParamsSchema,
        response: { 200: favouriteIdsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { memberId } = authOf(request)
      const playerId = request.params.id
      if (!(await playerExists(app.db, playerId)))
        throw httpError(404, ERROR_CODES.NOT_FOUND, `Player ${playerId} not found`)
      await addFavourite(app.db, memberId, playerId, now())
      return { playerIds: await favouriteIds(app.db, memberId) }
    },
  )

  app.delete(
    '/mypage/favorite-player/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Remove a player of interest',
        description: 'Idempotent: removing a player not kept (or unknown) changes nothing.',
        tags,
        params: favouritePlayerParamsSchema,
        response: { 200: favouriteIdsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { memberId } = authOf(request)
      await removeFavourite(app.db, memberId, request.params.id)
      return { playerIds: await favouriteIds(app.db, memberId) }
    },
  )
}
