import {
  gameDetailSchema,
  gameIdParamsSchema,
  gameIdQuerySchema,
  gameListQuerySchema,
  gameListSchema,
} from '@contract/game'
import {
  currentGameQuerySchema,
  currentGameSchema,
  gameRoundsSchema,
  liveBoardGameSchema,
  ongoingGamesSchema,
  tourFilterQuerySchema,
  tourYearParamsSchema,
  yearListQuerySchema,
  yearListSchema,
} from '@contract/game-calendar'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { currentGame, gameDetail, gameRounds, listGames, liveBoardGame, ongoingGames, yearList } from './service-games'

const tags = ['game']

export const gameListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Games (tournaments), by start date',
        description:
          'Filters: tourId, year (season), month (of the start date), status; order asc (default) or desc by start ' +
          'date. Paginated: page (1), pageSize (20, at most 100).',
        tags,
        querystring: gameListQuerySchema,
        response: { 200: gameListSchema, ...errorResponses },
      },
    },
    async (request) => listGames(app.db, request.query),
  )

  app.get(
    '/game/:gameId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Game detail',
        tags,
        params: gameIdParamsSchema,
        response: { 200: gameDetailSchema, ...errorResponses },
      },
    },
    async (request) => gameDetail(app.db, request.params.gameId),
  )

  app.get(
    '/game/year',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Seasons with games (25 years back), newest first',
        tags,
        querystring: yearListQuerySchema,
        response: { 200: yearListSchema, ...errorResponses },
      },
    },
    async (request) => yearList(app.db, request.query.tourId),
  )

  app.get(
    '/game/year/tour/:tour',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Seasons of one tour with games, newest first',
        tags,
        params: tourYearParamsSchema,
        response: { 200: yearListSchema, ...errorResponses },
      },
    },
    async (request) => yearList(app.db, request.params.tour),
  )

  app.get(
    '/game/current',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Current game of a tour',
        description:
          'The game in progress, else the next upcoming one, else the latest completed one ' +
          '(docs/requirements/tours-and-records.md#tr-4). tourId defaults to 11.',
        tags,
        querystring: currentGameQuerySchema,
        response: { 200: currentGameSchema, ...errorResponses },
      },
    },
    async (request) => currentGame(app.db, request.query.tourId),
  )

  app.get(
    '/game/ongoingGame',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Games in progress',
        tags,
        querystring: tourFilterQuerySchema,
        response: { 200: ongoingGamesSchema, ...errorResponses },
      },
    },
    async (request) => ongoingGames(app.db, request.query.tourId),
  )

  app.get(
    '/game/onLiveLeaderboardGame',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The game whose live leaderboard is on',
        description: 'Of the tour given, or of the first main tour in header order that has one.',
        tags,
        querystring: tourFilterQuerySchema,
        response: { 200: liveBoardGameSchema, ...errorResponses },
      },
    },
    async (request) => liveBoardGame(app.db, request.query.tourId),
  )

  app.get(
    '/game/round',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Rounds of a game with their dates and state',
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: gameRoundsSchema, ...errorResponses },
      },
    },
    async (request) => gameRounds(app.db, request.query.gameId),
  )
}
