import { gameIdQuerySchema } from '@contract/game'
import {
  gameRecordSchema,
  holeDiffQuerySchema,
  holeDiffSchema,
  holeRecordQuerySchema,
  holeRecordSchema,
  playerGamesSchema,
  playerYearQuerySchema,
  prizePointSchema,
} from '@contract/game-records'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { holeDiff, holeRecord } from './service-holes'
import { playerGames, prizePoint } from './service-player-games'
import { gameRecord } from './service-results'

const tags = ['game']

export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/gameRecord',
    {
      config: { access: 'public' },
      schema: {
        summary: "Every player's round-by-round record of a game, in board order",
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: gameRecordSchema, ...errorResponses },
      },
    },
    async (request) => gameRecord(app.db, request.query.gameId),
  )
  app.get(
    '/game/hole/record',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Hole-by-hole scores of a round',
        description:
          "playerId: that player's tee group, the player first; groupNo: one tee group; neither: the whole field " +
          'of the round.',
        tags,
        querystring: holeRecordQuerySchema,
        response: { 200: holeRecordSchema, ...errorResponses },
      },
    },
    async (request) => holeRecord(app.db, request.query),
  )
  app.get(
    '/game/hole/diff',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Hole statistics and difficulty',
        description:
          'Per hole: par, yards, average strokes and to par, difficulty rank (1 = hardest), counts by score name. ' +
          'One round, or every round played.',
        tags,
        querystring: holeDiffQuerySchema,
        response: { 200: holeDiffSchema, ...errorResponses },
      },
    },
    async (request) => holeDiff(app.db, request.query.gameId, request.query.round),
  )
  app.get(
    '/player/game',
    {
      config: { access: 'public' },
      schema: {
        summary: "A player's games and results",
        tags,
        querystring: playerYearQuerySchema,
        response: { 200: playerGamesSchema, ...errorResponses },
      },
    },
    async (request) => playerGames(app.db, request.query),
  )
  app.get(
    '/game/player/prizePoint',
    {
      config: { access: 'public' },
      schema: {
        summary: "A player's prize money and points by game",
        tags,
        querystring: playerYearQuerySchema,
        response: { 200: prizePointSchema, ...errorResponses },
      },
    },
    async (request) => prizePoint(app.db, request.query),
  )
}
