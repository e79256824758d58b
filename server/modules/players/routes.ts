import {
  playerDetailSchema,
  playerIdParamsSchema,
  playerListSchema,
  playerRecordsQuerySchema,
  playerRecordsSchema,
  playerSearchQuerySchema,
  playerStatsQuerySchema,
  playerStatsSchema,
} from '@contract/player'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { getPlayer, getPlayerRecords, getPlayerStats, listPlayers } from './service'

const tags = ['players']

export const playersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/players',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Players of a tour, searched by name',
        description:
          'tourId 11 or 13. q matches part of the Korean or English name, case-insensitive. One page, with the total.',
        tags,
        querystring: playerSearchQuerySchema,
        response: { 200: playerListSchema, ...errorResponses },
      },
    },
    async (request) => listPlayers(app.db, request.query),
  )
  app.get(
    '/players/:playerId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Player profile',
        description:
          'A private profile (profilePrivate) answers the tour facts only: the member information fields are null.',
        tags,
        params: playerIdParamsSchema,
        response: { 200: playerDetailSchema, ...errorResponses },
      },
    },
    async (request) => getPlayer(app.db, request.params.playerId),
  )
  app.get(
    '/players/:playerId/records',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Season and career records of a player',
        description:
          'Over completed games: starts, wins, top 10s, cuts, prize money, points, cut streaks, best round and ' +
          '72-hole total.',
        tags,
        params: playerIdParamsSchema,
        querystring: playerRecordsQuerySchema,
        response: { 200: playerRecordsSchema, ...errorResponses },
      },
    },
    async (request) => getPlayerRecords(app.db, request.params.playerId, request.query.tourId),
  )
  app.get(
    '/players/:playerId/stats',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Season statistics and the latest season standing of a player',
        description:
          'Statistics over complete stroke-play rounds of completed games; shot statistics are null for seasons ' +
          'stored as totals only.',
        tags,
        params: playerIdParamsSchema,
        querystring: playerStatsQuerySchema,
        response: { 200: playerStatsSchema, ...errorResponses },
      },
    },
    async (request) => getPlayerStats(app.db, request.params.playerId, request.query.tourId),
  )
}
