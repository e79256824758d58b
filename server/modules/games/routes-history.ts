import { gameIdQuerySchema } from '@contract/game'
import {
  gameHistorySchema,
  prevChallengeSchema,
  prevGameYearsSchema,
  prevRecordSchema,
  recordNewQuerySchema,
  recordNewSchema,
} from '@contract/game-history'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { gameHistory, prevChallenge, prevGameYears, prevRecord, recordNew } from './service-history'

const tags = ['game']
const SERIES = 'A series is the games of one tour with the same Korean name.'

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/prevGameYears',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Earlier editions of the same tournament',
        description: SERIES,
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: prevGameYearsSchema, ...errorResponses },
      },
    },
    async (request) => prevGameYears(app.db, request.query.gameId),
  )
  app.get(
    '/game/history',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Past winners of the tournament series',
        description: SERIES,
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: gameHistorySchema, ...errorResponses },
      },
    },
    async (request) => gameHistory(app.db, request.query.gameId),
  )
  app.get(
    '/game/prevChallenge',
    {
      config: { access: 'public' },
      schema: {
        summary: "The previous edition's result",
        description: `The latest earlier completed edition and its top 10 (ties included). ${SERIES}`,
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: prevChallengeSchema, ...errorResponses },
      },
    },
    async (request) => prevChallenge(app.db, request.query.gameId),
  )
  app.get(
    '/game/prevRecord',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Winners and records of earlier editions',
        description:
          `Earlier completed editions with their winners and scores, and the series records (lowest ` +
          `round, lowest 72 holes). ${SERIES}`,
        tags,
        querystring: gameIdQuerySchema,
        response: { 200: prevRecordSchema, ...errorResponses },
      },
    },
    async (request) => prevRecord(app.db, request.query.gameId),
  )
  app.get(
    '/game/recordNew',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Latest completed game of each tour with its winner',
        tags,
        querystring: recordNewQuerySchema,
        response: { 200: recordNewSchema, ...errorResponses },
      },
    },
    async (request) => recordNew(app.db, request.query.tourId),
  )
}
