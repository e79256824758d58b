import { myEventsSchema } from '@contract/my-events'
import {
  myAttendanceSchema,
  myAwardsSchema,
  myHoleGamesSchema,
  myHoleScoreParamsSchema,
  myHoleScoreSchema,
  myRecordSchema,
  myRecordYearsSchema,
  myYearQuerySchema,
} from '@contract/my-records'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { authOf } from '../auth/plugin'
import { myEvents } from './events'
import { myAttendance, myAwards, myHoleGames, myHoleScore, myRecord, myRecordYears } from './service'

const tags = ['mypage']
const own = { access: 'member' } as const

/**
 * The member's records and events under the specification's paths (docs/requirements/my-page.md#my-2, #my-16):
 * each answers the caller's own data only; there is no member or player id to pass.
 */
export const myRecordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).memberId
  const answers = { ...errorResponses }

  app.get(
    '/mypage/record/year',
    {
      config: own,
      schema: {
        summary: 'The seasons with my records, newest first',
        tags,
        response: { 200: myRecordYearsSchema, ...answers },
      },
    },
    (request) => myRecordYears(app.db, me(request)),
  )
  app.get(
    '/mypage/record',
    {
      config: own,
      schema: {
        summary: 'My records of one season: per tournament and the season totals',
        tags,
        querystring: myYearQuerySchema,
        response: { 200: myRecordSchema, ...answers },
      },
    },
    (request) => myRecord(app.db, me(request), request.query.year),
  )
  app.get(
    '/mypage/hole-score',
    {
      config: own,
      schema: {
        summary: 'My tournaments of one season that keep hole scores',
        tags,
        querystring: myYearQuerySchema,
        response: { 200: myHoleGamesSchema, ...answers },
      },
    },
    (request) => myHoleGames(app.db, me(request), request.query.year),
  )
  app.get(
    '/mypage/hole-score/:id',
    {
      config: own,
      schema: {
        summary: 'My hole-by-hole card of one tournament, every round with scores',
        description: '404 for a tournament without my hole scores.',
        tags,
        params: myHoleScoreParamsSchema,
        response: { 200: myHoleScoreSchema, ...answers },
      },
    },
    (request) => myHoleScore(app.db, me(request), request.params.id),
  )
  app.get(
    '/mypage/game-award',
    {
      config: own,
      schema: { summary: 'My wins and season honours', tags, response: { 200: myAwardsSchema, ...answers } },
    },
    (request) => myAwards(app.db, me(request)),
  )
  app.get(
    '/mypage/game-attend',
    {
      config: own,
      schema: { summary: 'The tournaments I played', tags, response: { 200: myAttendanceSchema, ...answers } },
    },
    (request) => myAttendance(app.db, me(request)),
  )
  app.get(
    '/mypage/event',
    {
      config: own,
      schema: { summary: 'My event entries (winner predictions)', tags, response: { 200: myEventsSchema, ...answers } },
    },
    (request) => myEvents(app.db, me(request)),
  )
}
