import { timingSafeEqual } from 'node:crypto'
import { ERROR_CODES } from '@contract/errors'
import { liveScoreInputSchema, liveScoreResultSchema } from '@contract/live-scores'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { httpError } from '../../http/http-error'
import { errorResponses } from '../../http/responses'
import { authenticateToken } from '../auth/authenticate'
import { publishPatch } from './publish'
import { recordScore } from './score-service'
import { serveCatchUps } from './sync'

export interface LiveRoutesOptions {
  /** The shared scorer token; without one, the scores route refuses every request. */
  scorerToken?: string | undefined
}

const ACCESS_TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * The live-score path's HTTP door and the socket catch-up on `join`.
 *
 * Two ways in: a logged-in account with the scorer role (its access token), or the shared
 * `Authorization: Bearer <SCORER_TOKEN>` of the env variable, which the scorer page still uses. Without a
 * configured SCORER_TOKEN only logged-in scorers get through.
 */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, options) => {
  const scorerToken = options.scorerToken || undefined
  serveCatchUps(app)

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
        const header = request.headers.authorization ?? ''
        const sent = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim()
        if (sent && scorerToken && sameToken(sent, scorerToken)) return
        // An access token (a JWT: three dot-separated parts) of a logged-in account: the usual 401 codes apply.
        if (sent && ACCESS_TOKEN_SHAPE.test(sent)) {
          const auth = await authenticateToken(app.db, app.authKeys.key, sent, app.authKeys.now())
          if (!auth.roles.includes('scorer'))
            throw httpError(403, ERROR_CODES.FORBIDDEN, 'Only scorers may record live scores')
          request.auth = auth
          return
        }
        if (!scorerToken)
          throw httpError(
            401,
            ERROR_CODES.UNAUTHORIZED,
            'Scoring is disabled: a scorer token (SCORER_TOKEN) must be configured on the server',
          )
        throw httpError(
          401,
          ERROR_CODES.UNAUTHORIZED,
          'A valid scorer token is required (Authorization: Bearer <token>)',
        )
      },
    },
    async (request) =>
      recordScore(app.db, request.body, { source: 'api', onPatch: (patch) => publishPatch(app.io, patch) }),
  )
}
