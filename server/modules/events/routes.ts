import {
  eventListQuerySchema,
  eventListSchema,
  myPickSchema,
  pickBodySchema,
  predictionDetailSchema,
  predictionParamsSchema,
} from '@contract/prediction-event'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { authOf } from '../auth/plugin'
import { listEvents, myPick, pickWinner, predictionDetail } from './service'

const tags = ['events']

/** The events page and the winner-prediction event; the deadline is judged on the server's clock (Asia/Seoul dates). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys

  app.get(
    '/events',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Events of one tab',
        description:
          'ing: the next tournament open for picks and the one being played; event: winners announced in the last ' +
          '14 days; end: older results.',
        tags,
        querystring: eventListQuerySchema,
        response: { 200: eventListSchema, ...errorResponses },
      },
    },
    async (request) => listEvents(app.db, request.query.tabId, now()),
  )
  app.get(
    '/events/prediction/:gameId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A winner-prediction event with the players one may pick',
        tags,
        params: predictionParamsSchema,
        response: { 200: predictionDetailSchema, ...errorResponses },
      },
    },
    async (request) => predictionDetail(app.db, request.params.gameId, now()),
  )
  app.get(
    '/events/prediction/:gameId/pick',
    {
      config: { access: 'member' },
      schema: {
        summary: 'My pick and whether it was right',
        tags,
        params: predictionParamsSchema,
        response: { 200: myPickSchema, ...errorResponses },
      },
    },
    async (request) => myPick(app.db, authOf(request).memberId, request.params.gameId, now()),
  )
  app.put(
    '/events/prediction/:gameId/pick',
    {
      config: { access: 'member' },
      schema: {
        summary: 'Pick or change my winner',
        description: 'One pick per member and tournament; allowed until the first tee time (409 PERIOD_ENDED after).',
        tags,
        params: predictionParamsSchema,
        body: pickBodySchema,
        response: { 200: myPickSchema, ...errorResponses },
      },
    },
    async (request) =>
      pickWinner(app.db, authOf(request).memberId, request.params.gameId, request.body.playerId, now()),
  )
}
