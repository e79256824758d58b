import { gameIdParamsSchema } from '@contract/game'
import {
  groupPlayoffParamsSchema,
  groupPlayoffSchema,
  matchBracketSchema,
  matchIdParamsSchema,
  matchPlayoffParamsSchema,
  matchPlayoffSchema,
  matchRowSchema,
  playoffSchema,
} from '@contract/game-match'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { groupPlayoff, matchBracket, matchPlayoff, matchRow, playoffOf } from './service-match'

const tags = ['game']

export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/playoff/:gameId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Playoff of a stroke-play game',
        tags,
        params: gameIdParamsSchema,
        response: { 200: playoffSchema, ...errorResponses },
      },
    },
    async (request) => playoffOf(app.db, request.params.gameId),
  )
  app.get(
    '/game/match/:gameId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Bracket and group stage of a match-play game',
        tags,
        params: gameIdParamsSchema,
        response: { 200: matchBracketSchema, ...errorResponses },
      },
    },
    async (request) => matchBracket(app.db, request.params.gameId),
  )
  app.get(
    '/game/match/row/:matchId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'One match hole by hole with its state',
        tags,
        params: matchIdParamsSchema,
        response: { 200: matchRowSchema, ...errorResponses },
      },
    },
    async (request) => matchRow(app.db, request.params.matchId),
  )
  app.get(
    '/game/match/playoff/:gameId/:matchId',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Extra holes of a match',
        description: 'a = gameId, b = matchId.',
        tags,
        params: matchPlayoffParamsSchema,
        response: { 200: matchPlayoffSchema, ...errorResponses },
      },
    },
    async (request) => matchPlayoff(app.db, request.params.gameId, request.params.matchId),
  )
  app.get(
    '/game/match/group/playoff/:gameId/:groupName',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Playoff of a group stage',
        description:
          'a = gameId, b = group name. The group table and the players level at the top once every match is over.',
        tags,
        params: groupPlayoffParamsSchema,
        response: { 200: groupPlayoffSchema, ...errorResponses },
      },
    },
    async (request) => groupPlayoff(app.db, request.params.gameId, request.params.groupName),
  )
}
