import {
  awardsQuerySchema,
  awardsSchema,
  competitionQuerySchema,
  competitionRecordsSchema,
  recordSeasonQuerySchema,
  seasonStatsSchema,
  tourRecordsSchema,
} from '@contract/records'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { awards, seasonStats } from './service-season'
import { competitionRecords, tourRecords } from './service-tour'

const tags = ['records']
const TOURS =
  'tourId 11, 12, 13 or 20 (default 11); season 2013 or later (data before 2013 is not searchable), default the ' +
  'latest with a completed game.'

export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/records/tour',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Tour Record: season records',
        description:
          `Wins, top 10s, cuts made, consecutive cuts, prize money, lowest round (strokes and to par), ` +
          `most birdies in a round, lowest 72 holes. Top 10 of each, ties kept. ${TOURS}`,
        tags,
        querystring: recordSeasonQuerySchema,
        response: { 200: tourRecordsSchema, ...errorResponses },
      },
    },
    async (request) => tourRecords(app.db, request.query.tourId, request.query.season),
  )
  app.get(
    '/records/competition',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Record by competition',
        description:
          'The series of the tour (games with the same Korean name); for one series (gameId: any of its games, ' +
          'default the first by name) its winners by year and its lowest round and 72-hole records since 2013.',
        tags,
        querystring: competitionQuerySchema,
        response: { 200: competitionRecordsSchema, ...errorResponses },
      },
    },
    async (request) => competitionRecords(app.db, request.query.tourId, request.query.gameId),
  )
  app.get(
    '/records/stats',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Stats by season',
        description:
          `Every member of the tour with a start: rounds, stroke average, driving, greens, putts, ` +
          `recoveries, points, prize money; official with 40% of the season's rounds. ${TOURS}`,
        tags,
        querystring: recordSeasonQuerySchema,
        response: { 200: seasonStatsSchema, ...errorResponses },
      },
    },
    async (request) => seasonStats(app.db, request.query.tourId, request.query.season),
  )
  app.get(
    '/records/awards',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Season awards',
        description:
          'For every completed season since 2013: the points champion (Genesis grand prize on tours 11 and 12), ' +
          'the prize-money leader, the rookie of the year and the lowest official stroke average. Ties share an ' +
          'award.',
        tags,
        querystring: awardsQuerySchema,
        response: { 200: awardsSchema, ...errorResponses },
      },
    },
    async (request) => awards(app.db, request.query.tourId),
  )
}
