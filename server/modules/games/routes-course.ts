import { gameIdQuerySchema } from '@contract/game'
import { courseInfoSchema, courseRoundSchema, timeTableQuerySchema, timeTableSchema } from '@contract/game-course'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { courseInfo, courseRound, timeTable } from './service-course'

const tags = ['game']

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/course/info',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Course of a game with its holes and geometry',
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: courseInfoSchema, ...errorResponses },
      },
    },
    async (request) => courseInfo(app.db, request.query.gameId),
  )
  app.get(
    '/game/course-round',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Course of each round',
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: courseRoundSchema, ...errorResponses },
      },
    },
    async (request) => courseRound(app.db, request.query.gameId),
  )
  app.get(
    '/game/timeTable',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Tee times and groups of a round',
        tags,
        querystring: timeTableQuerySchema,
        response: { 200: timeTableSchema, ...errorResponses },
      },
    },
    async (request) => timeTable(app.db, request.query.gameId, request.query.round),
  )
}
