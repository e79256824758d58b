import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The API of news, photos and videos (issue 8). */
export const mediaRoutes: FastifyPluginAsyncZod = async () => {}
