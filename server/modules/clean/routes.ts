import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** The API of the clean tour and anti-doping centre (issue 8). */
export const cleanCentreRoutes: FastifyPluginAsyncZod = async () => {}
