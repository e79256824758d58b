import { gameWeatherSchema, weatherQuerySchema } from '@contract/game-weather'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { gameWeather } from './service-weather'

const tags = ['game']

export const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/game/weather',
    {
      config: { access: 'public' },
      schema: {
        summary: "The venue's latest weather reading and the current round day's hourly readings",
        description:
          "Weather codes '00'-'22' (clear ... typhoon) map to an icon and a description on the client; " +
          'windDirection is one of the 16 compass points the wind blows from, windFromDegrees the same in degrees ' +
          'clockwise from north.',
        tags,
        querystring: weatherQuerySchema,
        response: { 200: gameWeatherSchema, ...errorResponses },
      },
    },
    async (request) => gameWeather(app.db, request.query.gameId),
  )
}
