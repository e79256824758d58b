import { queueCheckQuerySchema, queueCheckSchema, waitingRoomSettingsSchema } from '@contract/tickets'
import { ERROR_CODES } from '@contract/errors'
import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { tournaments } from '../../../db/schema/index'
import { httpError } from '../../../http/http-error'
import { errorResponses } from '../../../http/responses'
import { originOf, writeAudit } from '../../auth/audit'
import { bearerOf } from '../../auth/authenticate'
import { authOf } from '../../auth/plugin'
import { saveSettings } from './settings'

const gameParamsSchema = queueCheckQuerySchema.pick({ gameId: true })
/** Which of the tournament's rooms: the ticket sale (default) or its applications (tournament-applications APP-10). */
const purposeQuerySchema = queueCheckQuerySchema.pick({ purpose: true })

/**
 * The poll is frequent by design (every 1 to 10 s, store.ts#retryAfterMs) and a whole office or a phone carrier's NAT
 * may share one address, so it is limited per login rather than per address: 120 a minute is twice the fastest
 * polling the room asks for. Without a login the address counts (and the call answers 401 anyway).
 */
export const CHECK_RATE_LIMIT = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => {
    const token = bearerOf(request)
    return token ? `queue:${token.slice(-43)}` : `queue-ip:${request.ip}`
  },
}

/** GET /api/netfunnerl/check and the staff's settings of each room (docs/requirements/ticketing.md#tkt-8). */
export const waitingRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  const { now } = app.authKeys
  app.get(
    '/netfunnerl/check',
    {
      config: { access: 'member', rateLimit: CHECK_RATE_LIMIT },
      schema: {
        summary: "The buyer's place in a tournament's waiting room",
        description:
          'Off: no token, buy at once. On: the first call gives a token bound to this login session and a place at ' +
          'the back; later calls (with the token) answer the place, the estimated wait and when to check again, or ' +
          'the admission and until when it holds. A token of another session answers 403 QUEUE_TOKEN_REQUIRED; a ' +
          'token not polled for 60 s has lost its place and a new one is given at the back. The spelling is the ' +
          "specification's. purpose=applications asks the tournament's applications room (POST /game/apply).",
        tags: ['tickets'],
        querystring: queueCheckQuerySchema,
        response: { 200: queueCheckSchema, ...errorResponses },
      },
    },
    (request) => {
      const { gameId, token, purpose } = request.query
      return app.waitingRoom.check(gameId, token ?? null, authOf(request).sessionId, purpose)
    },
  )

  app.get(
    '/staff/ticketing/waiting-room/:gameId',
    {
      config: { access: 'staff' },
      schema: {
        summary: "A tournament's waiting-room settings (staff)",
        tags: ['staff'],
        params: gameParamsSchema,
        querystring: purposeQuerySchema,
        response: { 200: waitingRoomSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { gameId } = request.params
      await requireTournament(gameId)
      app.waitingRoom.settings.forget(gameId, request.query.purpose)
      return app.waitingRoom.settings.get(gameId, request.query.purpose)
    },
  )

  app.put(
    '/staff/ticketing/waiting-room/:gameId',
    {
      config: { access: 'staff' },
      schema: {
        summary: "Turn a tournament's waiting room on or off and set its entry rate (staff)",
        description: 'Every node applies the settings within a few seconds. Audited.',
        tags: ['staff'],
        params: gameParamsSchema,
        querystring: purposeQuerySchema,
        body: waitingRoomSettingsSchema,
        response: { 200: waitingRoomSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const at = now()
      const tournamentId = request.params.gameId
      const { purpose } = request.query
      await requireTournament(tournamentId)
      const before = await app.waitingRoom.settings.get(tournamentId, purpose)
      const staffId = authOf(request).memberId
      await app.db.transaction(async (tx) => {
        await saveSettings(tx, tournamentId, purpose, request.body, staffId, at)
        await writeAudit(
          tx,
          {
            action: 'waiting_room_update',
            memberId: staffId,
            at,
            detail: { tournamentId, purpose, before, after: request.body },
          },
          originOf(request),
        )
      })
      app.waitingRoom.settings.forget(tournamentId, purpose)
      return app.waitingRoom.settings.get(tournamentId, purpose)
    },
  )

  async function requireTournament(id: number) {
    const [row] = await app.db.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, id))
    if (!row) throw httpError(404, ERROR_CODES.NOT_FOUND, `Tournament ${id} not found`)
  }
}
