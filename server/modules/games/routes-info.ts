import { gameIdParamsSchema, gameIdQuerySchema } from '@contract/game'
import {
  broadcastAnnouncementSchema,
  broadcastScheduleSchema,
  entryListSchema,
  visitorInfoSchema,
} from '@contract/game-info'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { broadcastAnnouncement, broadcastSchedule, entryList, visitorInfo } from './service-info'

const tags = ['game']

/** The tournament page's information calls (decision 0029). */
export const infoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/broadcast/:gameId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Broadcast announcement of a game',
        description:
          'Channels and the announcement in Korean and English; no channels when the game is not broadcast. The ' +
          'schedule per round is /game/broadcastNew/{id}.',
        tags,
        params: gameIdParamsSchema,
        response: { 200: broadcastAnnouncementSchema, ...errorResponses },
      },
    },
    async (request) => broadcastAnnouncement(app.db, request.params.gameId),
  )
  app.get(
    '/game/broadcastNew/:gameId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Broadcast schedule of a game',
        description: 'Every live or replay window per round, with instants and the Asia/Seoul clock.',
        tags,
        params: gameIdParamsSchema,
        response: { 200: broadcastScheduleSchema, ...errorResponses },
      },
    },
    async (request) => broadcastSchedule(app.db, request.params.gameId),
  )
  app.get(
    '/game/address/:gameId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Venue address, shuttle and parking of a game',
        description: 'Fields are null when the association published nothing for this game.',
        tags,
        params: gameIdParamsSchema,
        response: { 200: visitorInfoSchema, ...errorResponses },
      },
    },
    async (request) => visitorInfo(app.db, request.params.gameId),
  )
  app.get(
    '/game/entryList',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The field of a game: players entered',
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: entryListSchema, ...errorResponses },
      },
    },
    async (request) => entryList(app.db, request.query.gameId),
  )
}
