import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { courseRoutes } from './routes-course'
import { gameListRoutes } from './routes-games'
import { historyRoutes } from './routes-history'
import { infoRoutes } from './routes-info'
import { insightRoutes } from './routes-insights'
import { leaderboardRoutes } from './routes-leaderboard'
import { matchRoutes } from './routes-match'
import { recordRoutes } from './routes-records'
import { scheduleRoutes } from './routes-schedule'
import { weatherRoutes } from './routes-weather'

/**
 * Every public game call (docs/requirements/api-conventions.md#api-17), registered under the caller's prefix (/api).
 */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(gameListRoutes)
  await app.register(scheduleRoutes)
  await app.register(leaderboardRoutes)
  await app.register(historyRoutes)
  await app.register(recordRoutes)
  await app.register(courseRoutes)
  await app.register(matchRoutes)
  await app.register(weatherRoutes)
  await app.register(infoRoutes)
  await app.register(insightRoutes)
  await app.register((await import('./routes-shots')).shotRoutes)
}
