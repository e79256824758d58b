import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The API of the education programmes and schedule (issue 8). */
export const educationRoutes: FastifyPluginAsyncZod = async () => {}
