import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../http/responses'
import type { MovableClock } from './movable-clock'

const clockSchema = z
  .object({ now: z.string().describe('ISO instant'), offsetMs: z.number().int() })
  .meta({ id: 'DemoClock' })
const setClockSchema = z.object({ at: z.iso.datetime({ offset: true }).describe('The instant the clock reads now') })

/**
 * GET and PUT /api/demo/clock: only on a demo database started with DEMO_CLOCK=movable
 * (docs/decisions/0083-demo-clock.md); a real site has no such route.
 */
export const demoClockRoutes: FastifyPluginAsyncZod<{ clock: MovableClock }> = async (app, { clock }) => {
  const tags = ['demo']
  const read = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() })
  app.get(
    '/demo/clock',
    {
      config: { access: 'public' },
      schema: { summary: "The demo server's clock", tags, response: { 200: clockSchema, ...errorResponses } },
    },
    async () => read(),
  )
  app.put(
    '/demo/clock',
    {
      config: { access: 'public' },
      schema: {
        summary: "Sets the demo server's clock (DEMO_CLOCK=movable only)",
        tags,
        body: setClockSchema,
        response: { 200: clockSchema, ...errorResponses },
      },
    },
    async (request) => {
      clock.set(new Date(request.body.at))
      request.log.warn({ at: request.body.at }, 'demo clock set')
      return read()
    },
  )
}
