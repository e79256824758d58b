import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The API of about, terms and guide pages (issue 8). */
export const contentRoutes: FastifyPluginAsyncZod = async () => {}
