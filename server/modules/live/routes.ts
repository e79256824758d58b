import { liveScoreInputSchema, liveScoreResultSchema } from '@contract/live-scores'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponses } from '../../http/responses'
import { publishPatch } from './publish'
import type { ScoreAuthor } from './score-author'
import { recordScore } from './score-service'
import { scoreAuthorOf } from './scorer-auth'
import { serveCatchUps } from './sync'

export interface LiveRoutesOptions {
  /** The operator's scorer token (SCORER_TOKEN); unset, only scorer logins and named feed tokens may score. */
  scorerToken?: string | undefined
}

/** Who sends the scores of a request, set by the scores route's preValidation. */
const authors = new WeakMap<object, ScoreAuthor>()

/**
 * The live-score path's HTTP door and the socket catch-up on `join`.
 *
 * Three ways in (docs/decisions/0044): a logged-in account with the scorer role, assigned by staff to the
 * game; a named feed token staff issued for the game; or the operator's `SCORER_TOKEN` from the server's
 * environment, which may score any game. Each score's audit row names its author and address.
 */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, options) => {
  const scorerToken = options.scorerToken || undefined
  serveCatchUps(app)

  app.post(
    '/live/scores',
    {
      config: { access: { role: 'scorer', ownGuard: true } },
      schema: {
        summary: 'Record a hole score',
        description:
          'The one door of live scoring: validates the score, writes it (a second score for the same hole is a ' +
          'correction and replaces it), recomputes the leaderboard, stores it as the next version and pushes a ' +
          'leaderboard:patch to the game room of the /live socket.io namespace. Requires `Authorization: Bearer ' +
          '<token>`: the access token of a scorer assigned to the game, a feed token issued for the game, or the ' +
          "operator's SCORER_TOKEN. A scorer or feed token outside its games gets 403 NOT_ASSIGNED and nothing is " +
          'written.',
        tags: ['live'],
        body: liveScoreInputSchema,
        response: { 200: liveScoreResultSchema, ...errorResponses },
      },
      preValidation: async (request) => {
        authors.set(request, await scoreAuthorOf(app, request, scorerToken))
      },
    },
    async (request) =>
      recordScore(app.db, request.body, {
        author: authors.get(request)!,
        onPatch: (patch) => publishPatch(app.io, patch),
      }),
  )
}
