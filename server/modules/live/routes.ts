import { timingSafeEqual } from 'node:crypto'
import { ERROR_CODES } from '@contract/errors'
import { LIVE_NAMESPACE } from '@contract/live-events'
import { liveScoreInputSchema, liveScoreResultSchema } from '@contract/live-scores'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { httpError } from '../../http/http-error'
import { errorResponses } from '../../http/responses'
import { publishPatch } from './publish'
import { recordScore } from './score-service'
import type { LiveNamespace } from './socket'
import { setJoinSync } from './socket'
import { catchUp } from './sync'

export interface LiveRoutesOptions {
  /** The shared scorer token; without one, the scores route refuses every request. */
  scorerToken?: string | undefined
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The live-score path's HTTP door and the socket catch-up on `join`.
 *
 * Authorization is provisional: until accounts exist, a scorer sends `Authorization: Bearer
 * <SCORER_TOKEN>` (the env variable). With no token configured the route answers 401 to everyone.
 * Logged-in users with the scorer role replace this with the accounts issue.
 */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, options) => {
  const scorerToken = options.scorerToken || undefined
  setJoinSync(app.io.of(LIVE_NAMESPACE) as LiveNamespace, (socket, request) => catchUp(app.db, request, socket))

  app.post(
    '/live/scores',
    {
      schema: {
        summary: 'Record a hole score',
        description:
          'The one door of live scoring: validates the score, writes it (a second score for the same hole is a correction and ' +
          'replaces it), recomputes the leaderboard, stores it as the next version and pushes a leaderboard:patch to the ' +
          'game room of the /live socket.io namespace. Requires `Authorization: Bearer <scorer token>`.',
        tags: ['live'],
        body: liveScoreInputSchema,
        response: { 200: liveScoreResultSchema, ...errorResponses },
      },
      preValidation: async (request) => {
        if (!scorerToken) throw httpError(401, ERROR_CODES.UNAUTHORIZED, 'Scoring is disabled: a scorer token (SCORER_TOKEN) must be configured on the server')
        const header = request.headers.authorization ?? ''
        const match = /^Bearer\s+(.+)$/i.exec(header)
        if (!match || !sameToken(match[1]!.trim(), scorerToken)) throw httpError(401, ERROR_CODES.UNAUTHORIZED, 'A valid scorer token is required (Authorization: Bearer <token>)')
      },
    },
    async (request) => recordScore(app.db, request.body, { source: 'api', onPatch: (patch) => publishPatch(app.io, patch) }),
  )
}
